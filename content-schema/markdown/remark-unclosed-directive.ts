import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

const CLOSING_FENCE = /^[\s>]*:{3,}\s*$/;

/**
 * A `:::tip` without its closing `:::` runs to the end of the file and
 * swallows the rest of the page into the callout. A closed container ends on
 * its fence line, so one that ends anywhere else was never closed.
 */
export function remarkUnclosedDirective() {
  return (tree: Root, file: VFile) => {
    const lines = String(file.value).split('\n');
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      const end = node.position?.end.line;
      if (end === undefined || CLOSING_FENCE.test(lines[end - 1] ?? '')) return;
      file.fail(
        `":::${node.name}" is never closed, so it swallows the rest of the page; add a line with ::: where the ${node.name} ends`,
        node,
      );
    });
  };
}
