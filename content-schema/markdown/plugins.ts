import rehypeHighlight from 'rehype-highlight';
import type { Pluggable, PluggableList } from 'unified';
import { highlightAliases, highlightLanguages, plainTextLanguages } from './highlight-languages';
import { rehypeCodeLines } from './rehype-code-lines';
import { rehypeHeadingSlugs } from './rehype-heading-slugs';
import { rehypeLinks, type LinkContext } from './rehype-links';
import { rehypeTwoslash } from './rehype-twoslash';
import { remarkCodeMeta } from './remark-code-meta';
import { remarkDirectives } from './remark-directives';
import { remarkHeadingId } from './remark-heading-id';
import { remarkSiteSyntax } from './remark-syntax';
import type { PageTwoslash } from './twoslash/page-twoslash';

// rehype-highlight registers its grammars when it is attached, and
// react-markdown attaches every plugin again on each render: attached once
// here, the grammars are registered (and compiled on first use) once per
// process instead of once per page view.
const highlight = rehypeHighlight({
  detect: false,
  languages: highlightLanguages,
  aliases: highlightAliases,
  plainText: plainTextLanguages,
});
function rehypeHighlightOnce() {
  return highlight;
}

/**
 * The one plugin list of the site's Markdown. The content build runs it to
 * validate pages and extract their outline; react-markdown runs it to render
 * them, on the server and in the browser, so both see the same tree.
 */
export function markdownPlugins(
  context: LinkContext,
  {
    highlight = true,
    twoslash,
    focusable = false,
  }: {
    highlight?: boolean;
    /** The page's hover data: its `twoslash` blocks get their hover layer (rehype-twoslash.ts). */
    twoslash?: PageTwoslash;
    /** Names with a hover are tab stops (in the browser, where the tooltip runs). */
    focusable?: boolean;
  } = {},
): { remarkPlugins: PluggableList; rehypePlugins: PluggableList } {
  return {
    remarkPlugins: [remarkSiteSyntax, remarkHeadingId, remarkDirectives, remarkCodeMeta],
    // Colours change no text, id or link: a pass that only checks and
    // extracts can leave them out (fence languages are checked in remark-code-meta).
    rehypePlugins: [
      rehypeHeadingSlugs,
      ...(highlight ? [rehypeHighlightOnce] : []),
      rehypeCodeLines,
      ...(twoslash ? [[rehypeTwoslash, { data: twoslash, focusable }] as Pluggable] : []),
      [rehypeLinks, context],
    ],
  };
}
