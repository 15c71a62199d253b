import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { throttle } from '~/lib/throttle';
import './ScrollToTop.css';
import { Icon } from '../Icon/icons';

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
      <Icon name="arrowUp" />
    </button>
  );
}
