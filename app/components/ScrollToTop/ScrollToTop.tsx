import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '~/lib/use-scrolled-past';
import './ScrollToTop.css';
import { Icon } from '~/components/Icon/icons';

/** Hidden at the top of the page; once scrolled, a button that glides back up. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(0);
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
