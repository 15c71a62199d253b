/**
 * A page's plain Markdown copy (the `.md` files and `llms-full.txt`): its
 * tree with the site syntax lowered (lower-site-syntax.ts), written out by
 * remark-stringify's serialiser (mdast-util-to-markdown) with GFM's
 * extensions (mdast-util-gfm), as remark-gfm would configure it.
 */
import type { Nodes, Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Join, type Options } from 'mdast-util-to-markdown';
import { lowerSiteSyntax } from './lower-site-syntax';
import type { PlainMarkdownOptions } from './plain-options';

/** Whether a block's last line is inside a blockquote: a line right after it would continue that quote. */
function endsInQuote(node: Nodes): boolean {
  let tail: Nodes | undefined = node;
  while (tail && tail.type !== 'blockquote') {
    tail = tail.type === 'list' || tail.type === 'listItem' ? tail.children.at(-1) : undefined;
  }
  return tail !== undefined;
}

/**
 * Blocks are separated as the writer separated them: by a blank line where
 * the source had one or more, by none where it had none (list items written
 * one under the other). Not after a block that ends in a blockquote, such as
 * a lowered callout, whose `:::` line closed it in the source: there the
 * serialiser's default blank line keeps the next line out of the quote.
 * Blocks the lowering made without a position get the default too.
 */
const asWritten: Join = (left, right) => {
  if (!left.position || !right.position) return undefined;
  if (right.position.start.line - left.position.end.line > 1) return 1;
  return endsInQuote(left) ? undefined : 0;
};

const settings: Options = {
  bullet: '-',
  fences: true,
  listItemIndent: 'one',
  join: [asWritten],
  // GFM's serialisers: tables, and the escapes that keep text (an escaped
  // `\~~`, say) from reading as GFM syntax the page did not have.
  // Table cells are not padded to a common width, and the delimiter row is
  // `| --- |`, as the pages write them: every cell counts as 3 wide.
  extensions: [gfmToMarkdown({ stringLength: () => 3 })],
};

/** The plain Markdown copy of a page body, from its parsed tree (which is not changed) and its source. */
export function plainMarkdownCopy(tree: Root, source: string, options: PlainMarkdownOptions): string {
  return toMarkdown(lowerSiteSyntax(tree, source, options), settings);
}
