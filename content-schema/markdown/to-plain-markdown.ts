import type { BlockContent, Blockquote, Code, Paragraph, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { packageManagerCommand } from '../shared/package-manager';
import { isExternalLink } from '../shared/routes';
import { resolveInternalHref, type LinkContext } from './rehype-links';
import { remarkHeadingId } from './remark-heading-id';

/**
 * Plain data (no functions), so that a compile worker process can be sent it;
 * made by `plainMarkdownOptions` (plain-options.ts).
 */
export interface PlainMarkdownOptions extends LinkContext {
  /** Origin that internal links are made absolute with, e.g. `https://rslib.rs`. */
  origin: string;
  /** Localised default title of each callout type (`tip` -> `TIP` / `提示`). */
  calloutTitles: Record<string, string>;
  /** Localised text of a version badge, `{{version}}` standing for the version. */
  badgeText: string;
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

const sourceOf = (node: Directive, file: VFile) =>
  String(file.value).slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);

/**
 * Lowers the site's own syntax to Markdown any reader understands: callouts
 * become blockquotes with a bold title, package-manager tabs an npm command
 * block, badges text; other text directives stay
 * as written; links become absolute URLs. Heading ids are already gone
 * (remark-heading-id keeps them out of the text).
 */
function remarkLowerSiteSyntax(options: PlainMarkdownOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        if (!isExternalLink(node.url) && !node.url.startsWith('mailto:')) {
          node.url = options.origin + resolveInternalHref(node.url, options);
        }
        return;
      }
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective') {
        const labelled = (node.children[0]?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const label = labelled
          ? (node.children.shift() as Paragraph).children
          : [{ type: 'text' as const, value: options.calloutTitles[node.name] ?? node.name.toUpperCase() }];
        const quote: Blockquote = {
          type: 'blockquote',
          children: [
            { type: 'paragraph', children: [{ type: 'strong', children: label }] },
            ...(node.children as BlockContent[]),
          ],
        };
        parent.children.splice(index, 1, quote);
        return index;
      }
      // The only leaf directive a page can hold (remark-directives rejects any other).
      if (node.type === 'leafDirective' && node.name === 'package-manager-tabs') {
        const attrs = node.attributes ?? {};
        const replacement: Code = {
          type: 'code',
          lang: 'bash',
          value: packageManagerCommand('npm', attrs.command ?? '', 'run' in attrs),
        };
        parent.children.splice(index, 1, replacement);
        return [SKIP, index + 1];
      }
      if (node.type === 'textDirective') {
        const text: PhrasingContent =
          node.name === 'badge'
            ? {
                type: 'emphasis',
                children: [
                  {
                    type: 'text',
                    value: `(${options.badgeText.replace('{{version}}', node.children.map((c) => ('value' in c ? c.value : '')).join(''))})`,
                  },
                ],
              }
            : { type: 'text', value: sourceOf(node, file) };
        (parent.children as PhrasingContent[]).splice(index, 1, text);
        return [SKIP, index + 1];
      }
    });
  };
}

/** A page body as plain HTML, for feeds: the same lowering, serialised with rehype-stringify. */
export function toPlainHtml(source: string, options: PlainMarkdownOptions): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkDirective)
      .use(remarkHeadingId)
      .use(remarkLowerSiteSyntax, options)
      .use(remarkRehype)
      .use(rehypeStringify)
      .processSync(source),
  );
}
