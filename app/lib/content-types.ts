/**
 * Types of content, derived from the document types that Contentlayer
 * generates from `content-schema/` (and from the Markdown compiler's own
 * types), so a field added to the schema reaches the components without a
 * hand-written twin. Contentlayer adds bookkeeping keys (`_id`, `_raw`,
 * `type`) to nested values; `plain` removes them before a value is sent to
 * the browser. Client-safe: types and one pure function.
 */
import type { HeadTag as GeneratedHeadTag, Hero, NavItem, SidebarItem } from 'contentlayer/generated';

export type { TocEntry } from '../../content-schema/markdown/types';

/** A nested value without Contentlayer's bookkeeping keys. */
export type Plain<T> = Omit<T, '_id' | '_raw' | 'type'>;

/** The landing page's hero block (`hero:` of a `pageType: home` page). */
export type HeroProps = Plain<Hero>;
/** One extra `<meta>`/`<link>` of a page's `head:`. */
export type HeadTag = Plain<GeneratedHeadTag>;
/** `T` with the fields `K`, which have a schema default, optional (hand-made values may leave them out). */
type Defaulted<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
/** An entry of `nav:` in `_navigation.yaml`. */
export type RawNavItem = Defaulted<Omit<Plain<NavItem>, 'items'>, 'position'> & { items?: RawNavItem[] };
/** An entry of a sidebar's `items:` in `_navigation.yaml`. */
export type RawSidebarItem = Defaulted<Omit<Plain<SidebarItem>, 'items'>, 'collapsed' | 'collapsible'> & {
  items?: RawSidebarItem[];
};

/** `value` without Contentlayer's bookkeeping keys (a fresh object). */
export function plain<T extends object>(value: T): Plain<T> {
  const { _id, _raw, type, ...rest } = value as T & { _id?: unknown; _raw?: unknown; type?: unknown };
  void [_id, _raw, type];
  return rest;
}
