/**
 * `npm run new-page -- guide/basic/my-topic "My topic" "我的主题"`: writes the
 * English and Chinese pages from a template (same headings and ids in both)
 * and adds both to their sidebars, next to the pages of the same folder.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang } from '../app/lib/routes';
import { resolveSettings } from '../content-schema/shared/settings';
import { MIN_LENGTH } from './checks/translation-checks';
import { addToNavigation } from './writer/add-to-navigation';

const [route, titleEn, titleZh] = process.argv.slice(2);
if (!route || !titleEn || !titleZh) {
  console.error(
    'Usage: npm run new-page -- <path> "<English title>" "<Chinese title>"\n  e.g. npm run new-page -- guide/basic/my-topic "My topic" "我的主题"',
  );
  process.exit(1);
}
const clean = route.replace(/^\/+|\.md$/g, '');
const file = clean.endsWith('/') || clean === '' ? `${clean}index.md` : `${clean}.md`;
const link = `/${clean}`;
const current = resolveSettings().versions.find((v) => v.current)!;
if (current.source.kind !== 'folder') {
  console.error(
    `The current version's pages come from ${current.source.url}: add the page in that source, or point the version at a local checkout of it (CONTENT_LOCAL=${current.name}=<folder>).`,
  );
  process.exit(1);
}
// The current version's folder: content/, or the local checkout it was pointed at.
const contentDir = path.relative(process.cwd(), current.dir);

const template = (lang: Lang, title: string) =>
  lang === 'en'
    ? `---
title: ${title}
description: One sentence about this page for search engines and link previews.
---

# ${title}

Say in a sentence or two what this page helps the reader do.

## First section {#first-section}

Write the page here. Pages need at least ${MIN_LENGTH.page} words (${MIN_LENGTH.index} for an index page) before \`npm run content:check\` and the build accept them; the Chinese twin keeps the same h2/h3 headings with the same \`{#id}\`s.
`
    : `---
title: ${title}
description: 用一句话介绍本页，用于搜索引擎和链接预览。
---

# ${title}

用一两句话说明本页帮助读者完成什么。

## 第一部分 {#first-section}

在这里撰写正文。页面至少需要 ${MIN_LENGTH.page} 个字（索引页 ${MIN_LENGTH.index} 个），\`npm run content:check\` 和构建才会通过；标题与英文页保持一致，并使用相同的 \`{#id}\`。
`;

const targets = LANGS.map((lang) => ({
  lang,
  file: path.join(contentDir, lang, file),
  title: lang === 'en' ? titleEn : titleZh,
}));
const existing = targets.filter((t) => existsSync(t.file));
if (existing.length) {
  console.error(`Not overwriting ${existing.map((t) => t.file).join(' and ')}.`);
  process.exit(1);
}
for (const { lang, file: target, title } of targets) {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, template(lang, title));
  const nav = path.join(contentDir, lang, '_navigation.yaml');
  writeFileSync(nav, addToNavigation(readFileSync(nav, 'utf8'), title, link));
  console.log(`✓ ${target}, and "${title}" → ${link} in ${nav}`);
}
console.log(`Open http://localhost:3000${link} and http://localhost:3000/zh${link} under npm run dev.`);
