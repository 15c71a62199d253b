import type { SocialLink } from '~/config/types';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/icons';

/** Inline entries beyond this go into a dropdown. */
const INLINE_MAX = 5;

function SocialIcon({ link }: { link: SocialLink }) {
  if (typeof link.icon === 'object')
    return (
      <span
        className="rs-social__svg"
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: link.icon.svg }}
      />
    );
  return <Icon name={link.icon} />;
}

function SocialItem({ link }: { link: SocialLink }) {
  if (link.mode === 'link') {
    return (
      <a
        className="rs-nav__icon-button"
        href={link.content}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={link.label}
      >
        <SocialIcon link={link} />
      </a>
    );
  }
  // text, img and dom show their content in a popover on hover or focus.
  return (
    <span className="rs-social__popover-host">
      <button type="button" className="rs-nav__icon-button" aria-label={link.label}>
        <SocialIcon link={link} />
      </button>
      <span className="rs-social__popover" role="tooltip">
        {link.mode === 'text' ? link.content : null}
        {link.mode === 'img' ? <img src={link.content} alt={link.label} width="120" height="120" /> : null}
        {link.mode === 'dom' ? <span dangerouslySetInnerHTML={{ __html: link.content }} /> : null}
      </span>
    </span>
  );
}

/** GitHub, X and Discord (from the site config): at most five inline, the rest in a dropdown. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation();
  const inline = links.slice(0, INLINE_MAX);
  const more = links.slice(INLINE_MAX);
  return (
    <div className="rs-social">
      {inline.map((link) => (
        <SocialItem key={link.label} link={link} />
      ))}
      {more.length > 0 ? (
        <div className="rs-nav__menu-group">
          <button
            type="button"
            className="rs-nav__icon-button"
            aria-haspopup="true"
            aria-label={t('nav.social')}
          >
            …
          </button>
          <ul className="rs-nav__dropdown rs-social__more">
            {more.map((link) => (
              <li key={link.label}>
                <SocialItem link={link} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
