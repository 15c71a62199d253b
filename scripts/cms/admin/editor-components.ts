/**
 * Decap CMS editor components for the site's block syntax (the rich-text
 * mode of the body; the raw mode shows the Markdown as it is): a form for
 * a callout and for package-manager tabs, each reading the block the way
 * content-schema/markdown/remark-directives.ts does and writing it back in
 * the same characters (tests/unit/cms-editor-components.test.ts runs every
 * block of the content through both).
 */
import type { EditorComponentField } from 'decap-cms-core';
import { CALLOUT_TYPES } from '../../../content-schema/markdown/remark-directives';

type Data = Record<string, string | boolean | undefined>;

interface EditorComponent {
  id: string;
  label: string;
  fields: EditorComponentField[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Data;
  toBlock: (data: Data) => string;
  toPreview: (data: Data) => string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const callout: EditorComponent = {
  id: 'callout',
  label: 'Callout',
  fields: [
    { name: 'type', label: 'Type', widget: 'select', options: [...CALLOUT_TYPES], default: 'tip' },
    { name: 'title', label: 'Title (empty: the type’s name)', widget: 'string', required: false },
    { name: 'body', label: 'Text', widget: 'text' },
  ] as EditorComponentField[],
  // `:::tip[Title]` … `:::`, the body kept as written (raw Markdown). No `m` flag: Decap
  // gives the text from the block on, and a match further on could not be taken there.
  pattern: new RegExp(
    `^:::(${CALLOUT_TYPES.join('|')})(?:\\[([^\\]\\n]*)\\])?\\n([\\s\\S]*?)\\n:::(?=\\n|$)`,
  ),
  fromBlock: (match) => ({ type: match[1], title: match[2] ?? '', body: match[3] }),
  toBlock: ({ type, title, body }) => `:::${type}${title ? `[${title}]` : ''}\n${body ?? ''}\n:::`,
  toPreview: ({ type, title, body }) =>
    `<div class="rs-callout rs-callout--${escapeHtml(String(type))}"><p class="rs-callout__title">${escapeHtml(String(title || type))}</p><div class="rs-callout__body">${escapeHtml(String(body ?? ''))}</div></div>`,
};

const packageManagerTabs: EditorComponent = {
  id: 'package-manager-tabs',
  label: 'Package manager tabs',
  fields: [
    { name: 'command', label: 'Command (as for npm, without "npm")', widget: 'string' },
    {
      name: 'run',
      label: 'Runs a package’s binary (npx, yarn, pnpm, bunx)',
      widget: 'boolean',
      default: false,
    },
  ] as EditorComponentField[],
  pattern: /^::package-manager-tabs\{command="([^"\n]*)"( run)?\}(?=\n|$)/,
  fromBlock: (match) => ({ command: match[1], run: Boolean(match[2]) }),
  toBlock: ({ command, run }) => `::package-manager-tabs{command="${command ?? ''}"${run ? ' run' : ''}}`,
  toPreview: ({ command, run }) =>
    `<pre><code>${run ? 'npx' : 'npm'} ${escapeHtml(String(command ?? ''))}</code></pre>`,
};

export const editorComponents = [callout, packageManagerTabs];
