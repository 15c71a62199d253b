import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { throttle } from '~/lib/throttle';
import './ScrollToTop.css';

/** Hidden at the top of the page; once scrolled, a button that glides back up. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = throttle(() => setVisible(window.scrollY > 0), 100);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="rs-scroll-top"
      aria-label={t('nav.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M12 19V5m-6 6l6-6 6 6" />
      </svg>
    </button>
  );
}
