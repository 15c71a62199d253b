/**
 * The one lowering of the site's own Markdown syntax to Markdown any reader
 * understands, on the syntax tree: callouts become blockquotes whose first
 * paragraph is the bold (localised) title, package-manager tabs an npm
 * command block, badges emphasised text, heading ids disappear, internal
 * links, images and definitions become absolute URLs, and any other text
 * directive (`lib:format{x=1}`) is text again, as written. The Markdown
 * copies write the result with remark-stringify's serialiser (plain-copy.ts),
 * the feeds with rehype-stringify.
 */
import type { Blockquote, Code, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { packageManagerCommand } from '../shared/package-manager';
import { isExternalLink } from '../shared/routes';
import type { PlainMarkdownOptions } from './plain-options';
import { resolveInternalHref } from './rehype-links';
import { CUSTOM_ID } from './remark-heading-id';

type Parent = Extract<Nodes, { children: unknown[] }>;

/**
 * `tree` lowered, as a new tree: nodes that change are replaced (and their
 * ancestors copied), the rest are shared, and `tree` itself is left as it is.
 * So the content build lowers the tree it has just parsed and then runs the
 * render plugins, which reshape that tree, without cloning it (compile.ts).
 * `source` is the text the tree was parsed from (positions point into it).
 */
export function lowerSiteSyntax(tree: Root, source: string, options: PlainMarkdownOptions): Root {
  const sourceOf = (node: Nodes) => source.slice(node.position!.start.offset, node.position!.end.offset);

  const children = <T extends Parent>(node: T): T => {
    let lowered: Nodes[] | undefined;
    node.children.forEach((child, index) => {
      const next = lower(child);
      if (next !== child) lowered ??= node.children.slice(0, index) as Nodes[];
      lowered?.push(next);
    });
    return lowered ? { ...node, children: lowered } : node;
  };

  const lower = (node: Nodes): Nodes => {
    switch (node.type) {
      case 'code':
      case 'inlineCode':
      case 'html':
      case 'text':
        return node;
      case 'link':
      case 'image':
      case 'definition': {
        const lowered = 'children' in node ? children(node) : node;
        return isExternalLink(node.url) || node.url.startsWith('mailto:')
          ? lowered
          : { ...lowered, url: options.origin + resolveInternalHref(node.url, options) };
      }
      case 'heading':
        return heading(children(node));
      case 'containerDirective':
        return callout(node);
      case 'leafDirective':
        return leaf(node);
      case 'textDirective':
        return inline(node);
    }
    return 'children' in node ? children(node) : node;
  };

  /** `## Title {#id}` -> `## Title`; the id stays on the node for HTML. */
  const heading = (node: Heading): Heading => {
    const last = node.children.at(-1);
    const match = last?.type === 'text' ? CUSTOM_ID.exec(last.value) : null;
    if (last?.type !== 'text' || !match) return node;
    const text = last.value.slice(0, match.index);
    return {
      ...node,
      children: [...node.children.slice(0, -1), ...(text ? [{ ...last, value: text }] : [])],
      data: { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } },
    };
  };

  /** `:::tip[Title]` … `:::` -> a blockquote whose first paragraph is the bold title. */
  const callout = (node: ContainerDirective): Blockquote => {
    const [first, ...rest] = node.children;
    const labelled = (first?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
    const title: PhrasingContent[] = labelled
      ? children(first as Paragraph).children
      : [{ type: 'text', value: options.calloutTitles[node.name] ?? node.name.toUpperCase() }];
    const body = (labelled ? rest : node.children).map((child) => lower(child)) as RootContent[];
    return {
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'strong', children: title }] }, ...body],
      position: node.position,
    } as Blockquote;
  };

  /** `::package-manager-tabs{command="add x"}` -> an npm command block. */
  const leaf = (node: LeafDirective): Code | Paragraph => {
    // The only leaf directive a page can hold: remark-directives rejects any
    // other, after the copy is made, so it is kept as text here meanwhile.
    if (node.name !== 'package-manager-tabs') {
      return {
        type: 'paragraph',
        children: [{ type: 'text', value: sourceOf(node) }],
        position: node.position,
      };
    }
    const attrs = node.attributes ?? {};
    const command = packageManagerCommand('npm', attrs.command ?? '', 'run' in attrs);
    return { type: 'code', lang: 'bash', meta: null, value: command, position: node.position };
  };

  /** `:badge[0.11.1]` -> *(Added in 0.11.1)*; any other text directive is prose, kept as written. */
  const inline = (node: TextDirective): PhrasingContent =>
    node.name === 'badge'
      ? {
          type: 'emphasis',
          children: [
            { type: 'text', value: `(${options.badgeText.replace('{{version}}', toString(node).trim())})` },
          ],
        }
      : { type: 'text', value: sourceOf(node) };

  return lower(tree) as Root;
}
