import { Link, useLocation, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dedupeLangPrefix, joinRoute } from '~/lib/routes';
import { usePageRoute } from '~/lib/use-page-lang';
import './Layout.css';

/** PAGE NOT FOUND with a way home, in the version and language of the unknown path. */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { lang, version } = usePageRoute();
  // A static host serves 404.html without running the loader, so the
  // doubled-prefix redirect is repeated here.
  useEffect(() => {
    const target = dedupeLangPrefix(pathname);
    if (target) navigate(target, { replace: true });
  }, [pathname, navigate]);
  return (
    <main id="rs-main" className="rs-not-found">
      <p className="rs-not-found__code">{t('notFound.code')}</p>
      <h1 className="rs-not-found__title">{t('notFound.title')}</h1>
      <Link className="rs-button rs-button--primary" to={joinRoute(version, lang, '/')}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
