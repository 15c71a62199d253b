import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import less from 'highlight.js/lib/languages/less';
import markdown from 'highlight.js/lib/languages/markdown';
import scss from 'highlight.js/lib/languages/scss';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * The grammars a JavaScript library's docs need, rather than highlight.js's
 * 37 "common" ones: loading grammars is a fixed cost of every content build.
 * A fence in another language fails the build with the list below (see
 * compile.ts), so a writer never ships an uncoloured block by accident.
 */
export const highlightLanguages = { bash, css, diff, ini, javascript, json, less, markdown, scss, typescript, xml, yaml };

/** Fence names that mean one of the grammars above. */
export const highlightAliases = {
  xml: ['vue', 'html'],
  typescript: ['tsx', 'mts', 'cts'],
  javascript: ['jsx', 'mjs', 'cjs'],
  bash: ['sh', 'shell', 'zsh'],
  ini: ['toml'],
  markdown: ['md', 'mdx'],
};

/** Fence names that are shown as they are, without colours. */
export const plainTextLanguages = ['text', 'txt', 'plaintext', 'sh-session', 'log'];
