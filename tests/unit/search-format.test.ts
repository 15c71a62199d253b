import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localIndexUrl } from '~/lib/search/config';
import { searchIndexFiles } from '../../scripts/build/crawler/search-index';
import { buildRecords } from '~/lib/search/records';
import { ShardedSearch } from '~/lib/search/sharded-client';
import type { TocEntry } from '~/lib/content-types';
import { PUBLISHED } from './search-format-expected';

/** A page's records from its description, intro and `[h2, paragraph]` sections. */
function page(
  route: string,
  title: string,
  description: string,
  intro: string,
  sections: [string, string][],
) {
  let text = `${title}\n${intro}\n`;
  const toc: TocEntry[] = sections.map(([heading, body], i) => {
    const entry = { depth: 2 as const, id: `s${i}`, text: heading, charIndex: text.length };
    text += `${heading}\n${body}\n`;
    return entry;
  });
  const lang = route.startsWith('/zh/') ? 'zh' : 'en';
  return buildRecords({
    route,
    lang,
    title,
    description,
    group: lang === 'zh' ? '指南' : 'Guide',
    toc,
    text,
  });
}

/** A small site in both languages: a guide page, a config page with a dotted name, and (English) a blog post. */
const SITE = {
  en: [
    page(
      '/guide/start/quick-start',
      'Quick start',
      'Create a library in a minute.',
      'Rslib builds libraries with Rsbuild.',
      [['Create a project', 'Run the create command and pick a template for your library.']],
    ),
    page(
      '/config/lib/format',
      'lib.format',
      'The output format of one lib.',
      'Sets the output format: esm, cjs, umd or mf.',
      [['Default value', 'The default is esm, which every modern bundler understands.']],
    ),
    page(
      '/blog/introducing-rslib',
      'Introducing Rslib',
      'Why we built Rslib.',
      'Rslib generates declaration files and bundles them.',
      [],
    ),
  ].flat(),
  zh: [
    page('/zh/guide/start/quick-start', '快速上手', '一分钟内创建一个库。', 'Rslib 基于 Rsbuild 构建库。', [
      ['创建项目', '运行创建命令，并为你的库选择一个模板。'],
    ]),
    page(
      '/zh/config/lib/format',
      'lib.format',
      '一个 lib 的产物格式。',
      '设置产物格式：esm、cjs、umd 或 mf。',
      [['默认值', '默认值为 esm，现代打包工具都能理解。']],
    ),
  ].flat(),
};

/**
 * `WRITE_EXPECTED=1 npx vitest run tests/unit/search-format.test.ts` rewrites
 * the expectation after a deliberate format change: review its diff, and bump
 * `SHARD_FORMAT` if a client of the previous build could misread the new files.
 */
function writeExpected() {
  const files = Object.fromEntries(
    (['en', 'zh'] as const).flatMap((lang) =>
      searchIndexFiles(lang, SITE[lang]).map(([file, body]) => [file, JSON.parse(body) as unknown]),
    ),
  );
  // One line per value that fits (a term's postings, a bucket), so a change is a line of the diff.
  const print = (value: unknown, indent: string): string => {
    const flat = JSON.stringify(value);
    if (indent.length + flat.length <= 100 || value === null || typeof value !== 'object') return flat;
    const inner = `${indent}  `;
    const items = Array.isArray(value)
      ? value.map((item) => print(item, inner))
      : Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${print(item, inner)}`);
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    return `${open}\n${items.map((item) => `${inner}${item},\n`).join('')}${indent}${close}`;
  };
  writeFileSync(
    'tests/unit/search-format-expected.ts',
    '/** The files `search-format.test.ts` expects the build to publish for its small site (parsed). */\n' +
      `// prettier-ignore\nexport const PUBLISHED: Record<string, unknown> = ${print(files, '')};\n`,
  );
}
if (process.env.WRITE_EXPECTED) writeExpected();

describe('published search index format', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: the build publishes exactly the checked-in files`, () => {
      const files = searchIndexFiles(lang, SITE[lang]);
      const expected = Object.keys(PUBLISHED).filter(
        (file) => file.includes(`.${lang}.`) || file.startsWith(`search/${lang}-`),
      );
      expect(files.map(([file]) => file)).toEqual(expected);
      for (const [file, body] of files) {
        // Readable diff first, then byte for byte (key order and number spelling included).
        expect(JSON.parse(body), file).toEqual(PUBLISHED[file]);
        expect(body, file).toBe(JSON.stringify(PUBLISHED[file]));
      }
    });
  }

  it('a client reading the checked-in files answers with the right pages', async () => {
    const read = (url: string) => Promise.resolve(structuredClone(PUBLISHED[url.slice(1)]));
    const clients = {
      en: await ShardedSearch.load(localIndexUrl('en'), read),
      zh: await ShardedSearch.load(localIndexUrl('zh'), read),
    };
    const pages = async (lang: 'en' | 'zh', query: string) => {
      const { hits } = await clients[lang].search({ query, hitsPerPage: 20, snippetWords: 10 });
      return [...new Set(hits.map((h) => h.url_without_anchor))];
    };
    // Two words, a typo, a prefix, a dotted name, a word on several pages; Chinese
    // pairs, a lone character (a prefix of pairs) and a Latin word among Chinese text.
    expect(await pages('en', 'output format')).toEqual(['/config/lib/format']);
    expect(await pages('en', 'quik start')).toEqual(['/guide/start/quick-start']);
    expect(await pages('en', 'declar')).toEqual(['/blog/introducing-rslib']);
    expect(await pages('en', 'lib.format')).toEqual(['/config/lib/format']);
    expect(await pages('en', 'rslib')).toEqual(['/blog/introducing-rslib', '/guide/start/quick-start']);
    expect(await pages('zh', '产物格式')).toEqual(['/zh/config/lib/format']);
    expect(await pages('zh', '创建项目')).toEqual(['/zh/guide/start/quick-start']);
    expect(await pages('zh', '快')).toEqual(['/zh/guide/start/quick-start']);
    expect(await pages('zh', 'rslib')).toEqual(['/zh/guide/start/quick-start']);
  });
});
