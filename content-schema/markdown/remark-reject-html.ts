import type { Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * Raw HTML in content could carry script into every reader's page, so it is a
 * build error rather than something silently dropped: the writer learns where.
 */
export function remarkRejectHtml() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'html', (node: Html, index, parent) => {
      const snippet = node.value.trim().slice(0, 40);
      file.fail(
        `Raw HTML is not allowed in content (found \`${snippet}\`); ${hint(node, index, parent)}`,
        node,
      );
    });
  };
}

/**
 * `Promise<void>` or `Array<string>` in prose parses as an HTML tag; the
 * writer almost always meant code, so say so with the text to write.
 */
function hint(
  node: Html,
  index: number | undefined,
  parent: { type: string; children: unknown[] } | undefined,
): string {
  const word = /^<([A-Za-z][\w.-]*)>$/.exec(node.value.trim());
  if (word && parent && parent.type !== 'root' && index !== undefined) {
    const before = parent.children[index - 1] as { type: string; value?: string } | undefined;
    const lead = before?.type === 'text' ? (/[\w.$]+$/.exec(before.value ?? '')?.[0] ?? '') : '';
    return `if you meant the text ${lead}<${word[1]}>, put it in backticks: \`${lead}<${word[1]}>\``;
  }
  return 'use Markdown or a directive';
}
