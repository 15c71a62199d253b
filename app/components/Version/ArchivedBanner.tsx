import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { VersionLink } from '~/lib/types';
import './Version.css';

/**
 * On every page of an archived version: which release it documents, and the
 * same page in the current version (or its section or home there).
 */
export function ArchivedBanner({ version, versions }: { version: string; versions: VersionLink[] }) {
  const { t } = useTranslation();
  const here = versions.find((v) => v.name === version);
  const latest = versions.find((v) => v.current);
  if (!here || here.current || !latest) return null;
  return (
    <aside className="rs-archived" aria-label={t('version.archivedLabel')}>
      <p className="rs-archived__text">
        {t('version.archived', { version: here.name })}{' '}
        <Link className="rs-archived__link" to={latest.link} data-exact={latest.exact ? '' : undefined}>
          {t('version.toLatest', { version: latest.name })}
        </Link>
      </p>
    </aside>
  );
}
