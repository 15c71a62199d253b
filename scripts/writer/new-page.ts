/**
 * A new page in both languages, from a template (the same headings and ids
 * in both), added to both sidebars next to the pages of its folder: what
 * `npm run new-page` and the editor's New page form do.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang } from '../../content-schema/shared/routes';
import { MIN_LENGTH } from '../checks/translation-checks';
import { addToNavigation } from './add-to-navigation';

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

/** A route as a page's path: `guide/basic/my-topic` (the leading `/` and a trailing `.md` dropped). */
const ROUTE = /^(?:[a-z0-9][a-z0-9.-]*\/)*(?:[a-z0-9][a-z0-9.-]*\/?)?$/;

export class NewPageError extends Error {}

/**
 * Writes `<contentDir>/{en,zh}/<route>.md` and the two sidebar entries;
 * refuses (NewPageError, nothing written) a path that is not a plain page
 * path, an empty title, or a page that exists in either language.
 */
export function createPage(contentDir: string, route: string, titles: Record<Lang, string>) {
  const clean = route.trim().replace(/^\/+|\.md$/g, '');
  if (!ROUTE.test(clean) || clean.split('/').some((part) => part.startsWith('.')))
    throw new NewPageError(
      `"${route}" is not a page path: lowercase names joined by /, such as guide/basic/my-topic.`,
    );
  for (const lang of LANGS)
    if (!/\S/.test(titles[lang] ?? '') || /[\r\n]/.test(titles[lang]))
      throw new NewPageError(
        `The ${lang === 'en' ? 'English' : 'Chinese'} title is blank or has a line break.`,
      );
  const file = clean.endsWith('/') || clean === '' ? `${clean}index.md` : `${clean}.md`;
  const link = `/${clean}`;
  const targets = LANGS.map((lang) => ({
    lang,
    file: path.join(contentDir, lang, file),
    title: titles[lang].trim(),
  }));
  const existing = targets.filter((t) => existsSync(t.file));
  if (existing.length)
    throw new NewPageError(`Not overwriting ${existing.map((t) => t.file).join(' and ')}.`);
  for (const { lang, file: target, title } of targets) {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, template(lang, title));
    const nav = path.join(contentDir, lang, '_navigation.yaml');
    writeFileSync(nav, addToNavigation(readFileSync(nav, 'utf8'), title, link));
  }
  return { link, files: targets.map((t) => t.file) };
}
