import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * The grammars a JavaScript library's docs need, rather than highlight.js's
 * 37 "common" ones: they ship in the browser's Markdown renderer chunk. SCSS
 * and Less are coloured with the CSS grammar: their own grammars (14 KB each,
 * mostly property lists) would cost more than the rest of the set.
 * A fence in another language fails the build with the list below (see
 * remark-code-meta.ts), so a writer never ships an uncoloured block by accident.
 */
export const highlightLanguages = { bash, css, diff, ini, javascript, json, markdown, typescript, xml, yaml };

/** Fence names that mean one of the grammars above. */
export const highlightAliases = {
  xml: ['vue', 'html'],
  css: ['scss', 'less'],
  typescript: ['tsx', 'mts', 'cts'],
  javascript: ['jsx', 'mjs', 'cjs'],
  bash: ['sh', 'shell', 'zsh'],
  ini: ['toml'],
  markdown: ['md', 'mdx'],
};

/** Fence names that are shown as they are, without colours. */
export const plainTextLanguages = ['text', 'txt', 'plaintext', 'sh-session', 'log'];

// The same registry rehype-highlight builds from these options, so a fence
// passes here exactly when it gets colours there (grammar aliases such as
// `ts`, `js` and `yml` included).
const registry = createLowlight(highlightLanguages);
registry.registerAlias(highlightAliases);

/** Whether a fence's language is coloured or deliberately shown plain (`no-highlight` as well). */
export function isKnownFenceLanguage(lang: string): boolean {
  return (
    plainTextLanguages.includes(lang) ||
    lang === 'no-highlight' ||
    lang === 'nohighlight' ||
    registry.registered(lang)
  );
}

/** The names to suggest when a fence's language is unknown. */
export const fenceLanguageNames = [
  ...Object.keys(highlightLanguages),
  'ts',
  'js',
  'yml',
  ...Object.values(highlightAliases).flat(),
  ...plainTextLanguages,
].sort();
