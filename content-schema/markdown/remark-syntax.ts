import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';

/**
 * The Markdown syntax the site reads: GFM (tables, autolinks, strikethrough,
 * task lists, footnotes) and directives (`:::tip`, `::package-manager-tabs`,
 * `:badge`). This is what remark-gfm and remark-directive register, minus
 * their Markdown serialisers: the renderer never writes Markdown, and the
 * serialisers would add 17 KB to the browser's renderer chunk. The plain
 * Markdown copies, which do write Markdown, use remark-gfm and
 * remark-directive themselves (to-plain-markdown.ts).
 */
export function remarkSiteSyntax(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm(), directive());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown(), directiveFromMarkdown());
}
