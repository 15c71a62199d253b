import type { SocialLink } from '~/config/types';
import { Icon } from '~/components/Icon/icons';

/** GitHub, X and Discord, from the site config (through the root loader). */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  return (
    <div className="rs-social">
      {links.map((link) => (
        <a
          key={link.label}
          className="rs-nav__icon-button"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
        >
          <Icon name={link.icon} />
        </a>
      ))}
    </div>
  );
}
