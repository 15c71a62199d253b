import type { Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * Raw HTML in content could carry script into every reader's page, so it is a
 * build error rather than something silently dropped: the writer learns where.
 */
export function remarkRejectHtml() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'html', (node: Html) => {
      const snippet = node.value.trim().slice(0, 40);
      file.fail(`Raw HTML is not allowed in content (found \`${snippet}\`); use Markdown or a directive`, node);
    });
  };
}
