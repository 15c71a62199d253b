import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmTable } from 'micromark-extension-gfm-table';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Processor } from 'unified';

// Only the `http://` / `https://` autolink literal of GFM: its email and
// `www.` literals try a tokenizer at the start of every word of every
// paragraph, and the content never uses them. The construct is not exported
// on its own, so it is taken from the extension's record of the letter `h`.
function protocolAutolinkLiteral(): ReturnType<typeof gfmAutolinkLiteral> {
  const protocol = [gfmAutolinkLiteral().text?.[104]]
    .flat()
    .find((construct) => construct?.name === 'protocolAutolink');
  if (!protocol) throw new Error('micromark-extension-gfm-autolink-literal: no protocolAutolink construct');
  return { text: { 72: protocol, 104: protocol } };
}

// Its tree handlers, without the transform that searches every text node
// with regular expressions for the literals micromark's tokenizer leaves
// (email, `mailto:`, `xmpp:`, `www.` after punctuation): a walk over the
// whole tree on each render, for syntax the content does not use.
const { transforms: _regexSearch, ...autolinkLiteralFromMarkdown } = gfmAutolinkLiteralFromMarkdown();

// Combined once per process rather than on every parse.
const micromarkSyntax = combineExtensions([gfmTable(), protocolAutolinkLiteral(), directive()]);
type TreeExtension = ReturnType<typeof directiveFromMarkdown>;
const treeSyntax = [
  gfmTableFromMarkdown(),
  // Typed against another copy of mdast-util-from-markdown; the same shape.
  autolinkLiteralFromMarkdown as TreeExtension,
  directiveFromMarkdown(),
];

/**
 * The Markdown syntax the site reads: CommonMark, GFM tables, `https://`
 * autolink literals, and directives (`:::tip`, `::package-manager-tabs`,
 * `:badge`). Not the rest of GFM: strikethrough, footnotes, task lists and
 * `www.`/email autolink literals cost parse time on every page view (in the
 * browser, after a client navigation) and no page uses them; the content
 * build rejects them (remark-reject-unsupported-gfm.ts), so a writer who
 * types one gets an error instead of a page where it silently shows as
 * plain text. This is what remark-gfm and remark-directive register, minus
 * that part and their Markdown serialisers: the renderer never writes
 * Markdown, and the serialisers would add 17 KB to the browser's renderer
 * chunk. The plain Markdown copies, which do write Markdown, parse with
 * this and write with GFM's serialisers (plain-copy.ts).
 */
export function remarkSiteSyntax(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(micromarkSyntax);
  (data.fromMarkdownExtensions ??= []).push(...treeSyntax);
}
