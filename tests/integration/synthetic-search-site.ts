/**
 * A large site made of the real search records: the real pages copied into
 * numbered sections until there are `pages` pages, each copy with varied text
 * (paragraphs of other pages mixed in, names of its own), so that postings grow
 * with the site and the dictionary grows as a real site's does.
 */
import type { SearchRecord } from '~/lib/search/types';

const NAMES = [
  'Entry',
  'Plugin',
  'Target',
  'Alias',
  'Chunk',
  'Banner',
  'Footer',
  'Shim',
  'Bundle',
  'Emit',
  'Resolve',
  'Define',
];

export function syntheticRecords(real: SearchRecord[], pages: number): SearchRecord[] {
  const byPage = new Map<string, SearchRecord[]>();
  for (const r of real) {
    const route = r.url.split('#')[0];
    byPage.set(route, [...(byPage.get(route) ?? []), r]);
  }
  const originals = [...byPage.values()];
  const contents = real.map((r) => r.content).filter((c): c is string => Boolean(c));
  const out: SearchRecord[] = [];
  for (let n = 0; n < pages; n++) {
    const copy = Math.floor(n / originals.length);
    const source = originals[n % originals.length];
    const zh = source[0].lang === 'zh';
    const prefix = copy === 0 ? '' : `/section-${copy}`;
    const rewrite = (url: string) =>
      copy === 0 ? url : zh ? url.replace(/^\/zh/, `/zh${prefix}`) : `${prefix}${url}`;
    // A name of this copy, as a larger docs site has its own option and API names.
    const name = `${NAMES[copy % NAMES.length].toLowerCase()}${NAMES[(n * 7) % NAMES.length]}${copy}`;
    source.forEach((r, i) => {
      const other = contents[(n * 131 + i * 17) % contents.length];
      const content =
        copy === 0 || !r.content
          ? r.content
          : i % 3 === 0
            ? `${r.content} ${other}`
            : i % 3 === 1
              ? `${other} ${name}`
              : r.content;
      const title = copy === 0 ? r.hierarchy.lvl1 : `${r.hierarchy.lvl1} (${name})`;
      out.push({
        ...r,
        objectID: `${rewrite(r.url.split('#')[0])}-${i}`,
        url: rewrite(r.url),
        hierarchy: { ...r.hierarchy, lvl1: title },
        content,
      });
    });
  }
  return out;
}
