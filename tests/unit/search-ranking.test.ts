import { describe, expect, it } from 'vitest';
import { createLocalIndex, searchLocal } from '~/lib/search/local-client';
import { highlight } from '~/lib/search/highlight';
import { buildRecords, type RecordSource } from '~/lib/search/records';
import { fold, queryWords } from '~/lib/search/tokenize';

/** A page from its title, its h2 sections and the paragraph under each. */
function page(
  route: string,
  title: string,
  intro: string,
  sections: [string, string][],
  group = 'Guide',
): RecordSource {
  let text = `${title}\n${intro}\n`;
  const toc = sections.map(([heading, body], i) => {
    const entry = { text: heading, id: `s${i}`, depth: 2 as const, charIndex: text.length };
    text += `${heading}\n${body}\n`;
    return entry;
  });
  return { route, lang: route.startsWith('/zh/') ? 'zh' : 'en', title, group, toc, text };
}

const en = createLocalIndex(
  [
    page(
      '/guide/dts',
      'Declaration files',
      'Rslib emits TypeScript declaration files next to the JavaScript output.',
      [
        [
          'Bundled declarations',
          'One declaration file per entry, for libraries with a single public entry point.',
        ],
      ],
    ),
    page(
      '/config/lib/auto-extension',
      'lib.autoExtension',
      'Chooses the file extension of each output file.',
      [
        [
          'Why the extension matters',
          'Node.js reads .mjs files as ES modules and .cjs files as CommonJS, whatever package.json says.',
        ],
      ],
      'Config',
    ),
    page(
      '/guide/migration/tsup',
      'tsup',
      'Move a library that builds with tsup over to Rslib, option by option.',
      [
        [
          'Option mapping',
          'Each tsup option and the Rslib option that replaces it, such as entry and format.',
        ],
      ],
      'Migration',
    ),
    page('/guide/output', 'Output format', 'Rslib can emit several formats side by side in one build.', [
      ['Declaration files', 'A short note: the declaration files follow the format of each lib.'],
    ]),
    page(
      '/blog/release',
      'Declaration files are faster',
      'This release makes declaration files twice as fast to generate.',
      [],
      'Blog',
    ),
    page('/guide/the-cli', 'CLI', 'The rslib command and the flags it accepts, in the terminal.', [
      ['Common flags', 'The --watch flag rebuilds on change.'],
    ]),
  ].flatMap(buildRecords),
);
const zh = createLocalIndex(
  [
    page('/zh/guide/third-party-deps', '处理三方依赖', '决定哪些三方依赖打包进产物，哪些保留为外部依赖。', [
      ['判断规则', '默认情况下，dependencies 中的包不会被打包。'],
    ]),
    page('/zh/guide/cli', '命令行工具', 'rslib 命令行参考：build、inspect 三个命令及其支持的全部参数。', [
      ['公共参数', '所有命令都支持 --config 参数。'],
    ]),
    page('/zh/guide/module-federation', '模块联邦', '用 Rslib 构建模块联邦远程模块。', [
      ['添加产物', '新增一个 mf 格式的 lib。'],
    ]),
  ].flatMap(buildRecords),
);

const pagesFor = (index: typeof en, query: string) => [
  ...new Set(
    searchLocal(index, { query, hitsPerPage: 20, snippetWords: 10 }).hits.map((h) => h.url_without_anchor),
  ),
];

describe('local search: typos and prefixes (Latin words)', () => {
  it('forgives one typo in a word of 4–7 letters and two in a longer word', () => {
    expect(pagesFor(en, 'tsop')[0]).toBe('/guide/migration/tsup');
    expect(pagesFor(en, 'decleraton fils')[0]).toBe('/guide/dts');
    // Three letters: no typo allowed ("cli" is not "cls").
    expect(pagesFor(en, 'cls')).toEqual([]);
  });
  it('matches the last word as a prefix while the reader types, and folds plurals and -ing/-ed', () => {
    expect(pagesFor(en, 'autoext')[0]).toBe('/config/lib/auto-extension');
    expect(pagesFor(en, 'declaration file')[0]).toBe('/guide/dts');
    expect(fold('dependencies')).toBe(fold('dependency'));
    expect(fold('getting')).toBe('get');
    expect(fold('migrating')).toBe(fold('migrate'));
  });
  it('finds a camelCase or dotted name from its parts', () => {
    expect(pagesFor(en, 'mjs extension')[0]).toBe('/config/lib/auto-extension');
  });
});

describe('local search: Chinese sub-words', () => {
  it('matches a word the segmenter splits differently on the page (第三方 against 三方)', () => {
    expect(pagesFor(zh, '打包第三方依赖')[0]).toBe('/zh/guide/third-party-deps');
    expect(pagesFor(zh, '命令行参数')[0]).toBe('/zh/guide/cli');
  });
  it('still finds the page when one character is wrong', () => {
    expect(pagesFor(zh, '模快联邦')[0]).toBe('/zh/guide/module-federation');
  });
});

describe('local search: never empty when some word matches', () => {
  it('drops words that match nothing and ranks by how many words match', () => {
    expect(pagesFor(en, 'migrate from tsup')[0]).toBe('/guide/migration/tsup');
    expect(pagesFor(en, 'tsup xylophone')[0]).toBe('/guide/migration/tsup');
    expect(pagesFor(zh, '怎么打包三方依赖呢')[0]).toBe('/zh/guide/third-party-deps');
  });
  it('ignores stop words unless the query has nothing else', () => {
    expect(queryWords('how to use the cli').map((w) => w.term)).toEqual(['use', 'cli']);
    expect(queryWords('the').map((w) => w.term)).toEqual(['the']);
    expect(pagesFor(en, 'the flags in the cli')[0]).toBe('/guide/the-cli');
  });
});

describe('local search: ranking', () => {
  it("puts a page's own title above a heading elsewhere, and a blog post below the guide", () => {
    const pages = pagesFor(en, 'declaration files');
    expect(pages[0]).toBe('/guide/dts');
    expect(pages.indexOf('/guide/output')).toBeLessThan(pages.indexOf('/blog/release'));
  });
  it('lists a page’s own record first, then its headings, then its paragraphs', () => {
    const { hits } = searchLocal(en, { query: 'declaration', hitsPerPage: 20, snippetWords: 10 });
    const dts = hits.filter((h) => h.url_without_anchor === '/guide/dts').map((h) => h.type);
    expect(dts).toEqual(['lvl1', 'lvl2', 'content']);
  });
  it('highlights the words a typo matched, and words of the same stem only', () => {
    const { hits } = searchLocal(en, { query: 'decleraton', hitsPerPage: 20, snippetWords: 10 });
    expect(hits[0]._highlightResult.hierarchy.lvl1.value).toBe('<mark>Declaration</mark> files');
    expect(highlight('Files, a file filter and lib.autoExtension', ['fil', 'extension']).value).toBe(
      '<mark>Files</mark>, a <mark>file</mark> filter and <mark>lib.autoExtension</mark>',
    );
  });
});
