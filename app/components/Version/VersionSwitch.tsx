import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { VersionLink } from '~/lib/types';

/** A version's label, marked when it is the latest release. */
function VersionLabel({ version }: { version: VersionLink }) {
  const { t } = useTranslation();
  return (
    <>
      {version.label}
      {version.current ? <span className="rs-version__latest">{t('version.latest')}</span> : null}
    </>
  );
}

/**
 * The link to a version: the same page there, or, when that version lacks
 * it, the nearest section there, with a note saying so (never a 404).
 */
function VersionItem({ version, className }: { version: VersionLink; className: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to={version.link} data-version={version.name}>
      <VersionLabel version={version} />
      {version.exact ? null : (
        <span className="rs-version__elsewhere">{t('version.elsewhere', { label: version.label })}</span>
      )}
    </Link>
  );
}

/** The version switcher of the nav bar, when the site has two versions or more. */
export function VersionSwitch({ version, versions }: { version: string; versions: VersionLink[] }) {
  const { t } = useTranslation();
  const here = versions.find((v) => v.name === version);
  if (versions.length < 2 || !here) return null;
  return (
    <div className="rs-nav__menu-group rs-version">
      <button type="button" className="rs-nav__link rs-nav__dropdown-trigger" aria-haspopup="true">
        <span className="rs-sr-only">{t('version.switch')}: </span>
        {here.label}
      </button>
      <ul className="rs-nav__dropdown">
        {versions
          .filter((v) => v.name !== version)
          .map((v) => (
            <li key={v.name}>
              <VersionItem version={v} className="rs-nav__dropdown-link" />
            </li>
          ))}
      </ul>
    </div>
  );
}

/** The same choice in the mobile menu. */
export function VersionRow({ version, versions }: { version: string; versions: VersionLink[] }) {
  const { t } = useTranslation();
  if (versions.length < 2) return null;
  return (
    <div className="rs-nav-screen__row rs-version">
      <span>{t('version.switch')}</span>
      {versions
        .filter((v) => v.name !== version)
        .map((v) => (
          <VersionItem key={v.name} version={v} className="rs-nav-screen__link" />
        ))}
    </div>
  );
}
