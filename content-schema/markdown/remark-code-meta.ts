import type { Code, Nodes, Parents, Root } from 'mdast';
import { SKIP, walk } from './walk';
import type { VFile } from 'vfile';
import { isExcerpt, isTwoslash, TWOSLASH_LANGS } from './fence-meta';
import { fenceLanguageNames, isKnownFenceLanguage } from './highlight-languages';

const TITLE = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINES = /\{([\d,\s-]+)\}/;

/**
 * Wraps each fenced block in an `rs-code` element that carries what the fence
 * meta says: ```ts title="rslib.config.ts" {1,3-5} gives lang `ts`, a file
 * title and the highlighted line ranges; the word `twoslash` marks a block
 * whose names show their types on hover (rehype-twoslash.ts). The inner
 * `pre > code.language-ts` is left for rehype-highlight. A language it
 * cannot colour fails the build, as does `twoslash` on a block it cannot
 * type-check.
 */
export function remarkCodeMeta() {
  return (tree: Root, file: VFile) => {
    walk<Nodes, Parents>(tree, (node, index, parent) => {
      // Fenced code is a block: not inside paragraphs, headings or tables.
      if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'table') return SKIP;
      if (node.type !== 'code') return;
      if (node.lang && !isKnownFenceLanguage(node.lang)) {
        file.fail(
          `code block language "${node.lang}" is not one the site highlights; use one of ${fenceLanguageNames.join(', ')}`,
          node,
        );
      }
      const meta = node.meta ?? '';
      const twoslash = isTwoslash(meta);
      if (twoslash && !TWOSLASH_LANGS.includes(node.lang ?? '')) {
        file.fail(
          `a twoslash block must be TypeScript or JavaScript (${TWOSLASH_LANGS.join(', ')}), not "${node.lang ?? 'no language'}"`,
          node,
        );
      }
      if (twoslash && isExcerpt(meta)) {
        file.fail(
          'a twoslash block is type-checked as a whole file, so it cannot be an excerpt as well',
          node,
        );
      }
      const title = TITLE.exec(meta);
      const lines = LINES.exec(meta.replace(TITLE, ''));
      const wrapper = {
        type: 'rsCode',
        children: [node],
        data: {
          hName: 'rs-code',
          hProperties: {
            lang: node.lang ?? 'text',
            title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
            highlight: lines ? lines[1].replace(/\s/g, '') : undefined,
            twoslash: twoslash || undefined,
          },
        },
      };
      parent.children[index] = wrapper as unknown as Code;
      return SKIP;
    });
  };
}
