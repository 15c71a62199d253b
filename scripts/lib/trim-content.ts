/**
 * Trims a copy of the content to a handful of pages in every version and
 * language, for tests that build the whole site only to watch what the build
 * does (which stage runs again, what a failure leaves behind, an archived
 * version): a small site takes a fraction of the real one's build, and every
 * content check still holds on it. Each kept page is kept as it is, but for
 * its links to pages that were dropped, which point at its section's
 * introduction instead (on the same line, so line numbers stay true); the
 * navigation loses the entries of dropped pages.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument, type YAMLSeq } from 'yaml';
import { normalizeRoutePath } from '../../content-schema/shared/routes';

/**
 * The pages a trimmed copy keeps, as paths inside a version's `en/` or `zh/`
 * (where that version has them): the home page, the start of the guide with a
 * page before and after the quick start, the config and API overviews the nav
 * bar links to, one config page, and the blog with one post.
 */
const TRIMMED_PAGES = [
  'index.md',
  'guide/start/index.md',
  'guide/start/quick-start.md',
  'guide/start/glossary.md',
  'config/index.md',
  'config/lib/format.md',
  'api/start/index.md',
  'blog/index.md',
  'blog/introducing-rslib.md',
];

/** Where dropped pages' links point: the guide's introduction, which every version has. */
const STAND_IN = '/guide/start/';

/** `guide/start/index.md` -> `/guide/start`, `index.md` -> `/`: a page's path, compared without a trailing slash. */
const routeOf = (file: string) => pathKey(`/${file.replace(/\.md$/, '')}`);
const pathKey = (link: string) => normalizeRoutePath(link).replace(/(.)\/$/, '$1');

/** The folders holding a version's `en/` and `zh/` (with `_navigation.yaml`) under `contentDir`. */
function languageTrees(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === '_navigation.yaml')
    .map((file) => path.join(contentDir, path.dirname(file)));
}

function markdownIn(tree: string): string[] {
  return readdirSync(tree, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.split(path.sep).join('/'));
}

/** Drops the navigation entries that link to a dropped page (a group keeps its kept children). */
function pruneItems(items: YAMLSeq, dropped: Set<string>) {
  items.items = items.items.filter((item) => {
    if (!isMap(item)) return true;
    const children = item.get('items');
    if (isSeq(children)) pruneItems(children, dropped);
    const link = item.get('link');
    const hasChildren = isSeq(children) && children.items.length > 0;
    if (typeof link === 'string' && dropped.has(pathKey(link))) {
      if (!hasChildren) return false;
      item.delete('link');
    }
    // A group whose every entry was dropped goes too.
    return !(isSeq(children) && !hasChildren && typeof item.get('link') !== 'string');
  });
}

function trimNavigation(file: string, dropped: Set<string>) {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const nav = doc.get('nav');
  if (isSeq(nav)) pruneItems(nav, dropped);
  const sidebars = doc.get('sidebars');
  if (isSeq(sidebars)) {
    for (const sidebar of sidebars.items) {
      const items = isMap(sidebar) ? sidebar.get('items') : undefined;
      if (isSeq(items)) pruneItems(items, dropped);
    }
    sidebars.items = sidebars.items.filter((s) => {
      const items = isMap(s) ? s.get('items') : undefined;
      return !isSeq(items) || items.items.length > 0;
    });
  }
  writeFileSync(file, doc.toString());
}

/** Trims the content folder `contentDir` in place to `TRIMMED_PAGES`; the number of pages left. */
export function trimContent(contentDir: string): number {
  const trees = languageTrees(contentDir);
  const kept = new Set(TRIMMED_PAGES.map(routeOf));
  const dropped = new Set<string>();
  let pages = 0;
  for (const tree of trees) {
    for (const file of markdownIn(tree)) {
      if (TRIMMED_PAGES.includes(file)) pages++;
      else {
        dropped.add(routeOf(file));
        rmSync(path.join(tree, file));
      }
    }
  }
  for (const route of kept) dropped.delete(route);
  for (const tree of trees) {
    for (const file of markdownIn(tree)) {
      const full = path.join(tree, file);
      const text = readFileSync(full, 'utf8');
      const relinked = text.replace(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g, (link, target: string) =>
        dropped.has(pathKey(target)) ? `](${STAND_IN})` : link,
      );
      if (relinked !== text) writeFileSync(full, relinked);
    }
    trimNavigation(path.join(tree, '_navigation.yaml'), dropped);
  }
  return pages;
}
