import { Link } from '@remix-run/react';
import { splitLang } from '~/lib/routes';
import type { NavNode } from '~/lib/types';

function isActive(item: NavNode, routePath: string): boolean {
  const bare = splitLang(routePath).path;
  if (item.activeMatch) return new RegExp(item.activeMatch).test(bare);
  return item.link !== undefined && splitLang(item.link).path === bare;
}

/** The nav items; an item with children becomes a dropdown. */
export function NavMenu({ items, routePath }: { items: NavNode[]; routePath: string }) {
  return (
    <ul className="rs-nav__menu">
      {items.map((item) => (
        <li key={item.text} className="rs-nav__menu-group">
          {item.link ? (
            <Link
              to={item.link}
              prefetch="intent"
              className={`rs-nav__link${isActive(item, routePath) ? ' rs-nav__link--active' : ''}`}
              aria-current={isActive(item, routePath) ? 'page' : undefined}
            >
              {item.text}
              {item.tag ? <span className="rs-tag">{item.tag}</span> : null}
            </Link>
          ) : (
            <button type="button" className="rs-nav__link rs-nav__dropdown-trigger" aria-haspopup="true">
              {item.text}
            </button>
          )}
          {item.items.length > 0 ? (
            <ul className="rs-nav__dropdown">
              {item.items.map((child) => (
                <li key={child.text}>
                  <Link to={child.link ?? '#'} prefetch="intent" className="rs-nav__dropdown-link">
                    {child.text}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
