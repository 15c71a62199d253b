import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, OUT, readPage } from './site-files';

const hrefsOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

/** The HTML file a static host serves for a path (clean URLs). */
function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname);
  const candidates = clean.endsWith('/')
    ? [`${clean}index.html`]
    : [`${clean}.html`, `${clean}/index.html`, clean];
  return candidates.map((c) => path.join(OUT, c)).find((f) => existsSync(f) && !f.endsWith('/'));
}

describe('a crawl of the built site from / and /zh/', () => {
  const pages = builtPages();
  const reached = new Set<string>();
  const broken: string[] = [];
  const queue = ['/', '/zh/'];
  while (queue.length) {
    const route = queue.shift()!;
    if (reached.has(route)) continue;
    reached.add(route);
    const file = fileFor(route);
    if (!file) continue;
    const html = readPage(file);
    for (const href of hrefsOf(html)) {
      if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${route}`);
      const target = fileFor(url.pathname);
      if (!target) {
        broken.push(`${route} -> ${href}: no such page`);
        continue;
      }
      if (
        url.hash &&
        target.endsWith('.html') &&
        !idsOf(readPage(target)).has(decodeURIComponent(url.hash.slice(1)))
      ) {
        broken.push(`${route} -> ${href}: no such anchor`);
      }
      if (target.endsWith('.html') && !reached.has(url.pathname)) queue.push(url.pathname);
    }
  }

  it('finds no broken internal link or anchor', () => expect(broken).toEqual([]));
  it('reaches every page (no orphans)', () => {
    const orphans = pages
      .map(([route]) => route)
      .filter((route) => !reached.has(route) && !reached.has(route.replace(/\/$/, '')));
    expect(orphans).toEqual([]);
  });
});
