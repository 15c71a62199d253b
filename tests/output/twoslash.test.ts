import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadAssets } from '../../scripts/bench/first-load';
import { htmlFileOf } from '../../scripts/build/render';
import { OUT } from './site-files';

/** Hover texts of the marked samples: JSDoc of @rslib/core that only the hover data carries. */
const HOVER_DOCS = [
  'This function helps you to autocomplete configuration types.',
  'Whether to bundle the declaration files.',
];
const MARKED_PAGES = [
  '/api/javascript-api/types',
  '/zh/api/javascript-api/types',
  '/config/lib/format',
  '/v0.11/config/lib/format',
];

const assets = readdirSync(path.join(OUT, 'assets'), { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.js'),
);
const read = (file: string) => readFileSync(path.join(OUT, file), 'utf8');
/** The tooltip's own chunk: the one script that builds the tooltip element. */
const tooltipChunks = assets.filter((f) => read(`assets/${f}`).includes('rs-twoslash-tooltip__type'));

describe('the hover data ships with its page, never in a bundle', () => {
  it('a marked page carries its hovers in its own HTML and .data file', () => {
    for (const route of MARKED_PAGES) {
      const html = read(htmlFileOf(route));
      expect(html, route).toMatch(/<span class="rs-twoslash" data-twoslash="\d+">defineConfig<\/span>/);
      expect(html, route).toContain(HOVER_DOCS[0]);
      expect(read(htmlFileOf(route).replace(/\.html$/, '.data')), route).toContain(HOVER_DOCS[0]);
    }
  });

  it('no script of the site holds hover data', () => {
    for (const file of assets) {
      const code = read(`assets/${file}`);
      for (const docs of HOVER_DOCS) expect(code.includes(docs), `${file} holds "${docs}"`).toBe(false);
    }
  });

  it('the tooltip code is a chunk of its own, outside every first load', () => {
    expect(tooltipChunks).toHaveLength(1);
    for (const route of ['/', ...MARKED_PAGES]) {
      const { js } = firstLoadAssets(OUT, htmlFileOf(route));
      expect(js.files.length, route).toBeGreaterThan(0);
      expect(
        js.files.filter((f) => tooltipChunks.some((chunk) => f.endsWith(chunk))),
        route,
      ).toEqual([]);
    }
  });
});
