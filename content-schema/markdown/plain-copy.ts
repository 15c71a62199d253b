/**
 * A page's plain Markdown copy (the `.md` files and `llms-full.txt`): the
 * writer's own text, with only the site's syntax lowered to Markdown any
 * reader understands. Callouts become blockquotes with a bold title,
 * package-manager tabs an npm command block, badges text, heading ids
 * disappear and internal links become absolute URLs; every other character
 * is the source's. The lowering edits the source at the positions the parse
 * recorded, so the content build makes the copy from the tree it parses for
 * its checks (compile.ts), without a second parse or a serialiser; the tree
 * is only read.
 */
import type { Definition, Heading, Image, Link, Nodes, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { packageManagerCommand } from '../shared/package-manager';
import { isExternalLink } from '../shared/routes';
import { resolveInternalHref } from './rehype-links';
import { CUSTOM_ID } from './remark-heading-id';
import { remarkSiteSyntax } from './remark-syntax';
import type { PlainMarkdownOptions } from './to-plain-markdown';

interface Edit {
  start: number;
  end: number;
  text: string;
}

const startOf = (node: Nodes) => node.position!.start.offset!;
const endOf = (node: Nodes) => node.position!.end.offset!;

/** Index of the `]` closing the bracket opened just before `from`, skipping escapes and nested brackets. */
function closingBracket(source: string, from: number): number {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** The destination written at `from` (after `(` or `]:` and blanks): `<…>` or a run without blanks and unbalanced `)`. */
function destinationAt(source: string, from: number): { start: number; end: number } | undefined {
  let i = from;
  while (source[i] === ' ' || source[i] === '\t' || source[i] === '\n') i++;
  if (source[i] === '<') {
    const end = source.indexOf('>', i);
    return end === -1 ? undefined : { start: i + 1, end };
  }
  const start = i;
  let depth = 0;
  for (; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (/\s/.test(c)) break;
    else if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return { start, end: i };
}

/** Where a link, image or definition spells its URL, or undefined (autolinks, which are never internal). */
function urlRange(
  node: Link | Image | Definition,
  source: string,
): { start: number; end: number } | undefined {
  const start = startOf(node);
  if (node.type === 'definition') {
    const close = closingBracket(source, start + 1);
    return close !== -1 && source[close + 1] === ':' ? destinationAt(source, close + 2) : undefined;
  }
  const close =
    node.type === 'image'
      ? closingBracket(source, start + 2)
      : node.children.length > 0
        ? endOf(node.children[node.children.length - 1])
        : start + 1;
  return source[close] === ']' && source[close + 1] === '(' ? destinationAt(source, close + 2) : undefined;
}

/** The source of `[start, end)` with `edits` (inside it, not overlapping) applied. */
function applyEdits(source: string, start: number, end: number, edits: Edit[]): string {
  let out = '';
  let at = start;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + source.slice(at, end);
}

function lowering(source: string, options: PlainMarkdownOptions) {
  /** What precedes `offset` on its line: the indentation of a block inside a list item. */
  const indentOf = (offset: number) => source.slice(source.lastIndexOf('\n', offset - 1) + 1, offset);

  const collect = (node: Nodes, edits: Edit[]) => {
    switch (node.type) {
      case 'containerDirective':
        edits.push({ start: startOf(node), end: endOf(node), text: callout(node) });
        return;
      case 'leafDirective':
        // The only leaf directive a page can hold (remark-directives rejects any other).
        if (node.name === 'package-manager-tabs') {
          const attrs = node.attributes ?? {};
          const command = packageManagerCommand('npm', attrs.command ?? '', 'run' in attrs);
          const block = ['```bash', command, '```'].join(`\n${indentOf(startOf(node))}`);
          edits.push({ start: startOf(node), end: endOf(node), text: block });
        }
        return;
      case 'textDirective':
        // Other text directives are prose (`lib:format`) and stay as written.
        if (node.name === 'badge') {
          const text = options.badgeText.replace('{{version}}', toString(node).trim());
          edits.push({ start: startOf(node), end: endOf(node), text: `*(${text})*` });
        }
        return;
      case 'code':
      case 'inlineCode':
      case 'html':
        return;
      case 'heading':
        headingId(node, edits);
        break;
      case 'link':
      case 'image':
      case 'definition':
        link(node, edits);
        break;
    }
    if ('children' in node) for (const child of node.children) collect(child, edits);
  };

  const headingId = (node: Heading, edits: Edit[]) => {
    const last = node.children[node.children.length - 1];
    if (last?.type !== 'text') return;
    const match = CUSTOM_ID.exec(source.slice(startOf(last), endOf(last)));
    if (match) edits.push({ start: startOf(last) + match.index, end: endOf(last), text: '' });
  };

  const link = (node: Link | Image | Definition, edits: Edit[]) => {
    if (isExternalLink(node.url) || node.url.startsWith('mailto:')) return;
    const range = urlRange(node, source);
    if (range) edits.push({ ...range, text: options.origin + resolveInternalHref(node.url, options) });
  };

  /** `:::tip[Title]` … `:::` as a blockquote whose first paragraph is the bold title. */
  const callout = (node: ContainerDirective): string => {
    const [first, ...rest] = node.children;
    const labelled = (first?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
    // The label paragraph's position spans its brackets: `[Title]`.
    const title = labelled
      ? lowered('children' in first ? first.children : [], startOf(first) + 1, endOf(first) - 1)
      : (options.calloutTitles[node.name] ?? node.name.toUpperCase());
    const body: RootContent[] = labelled ? rest : node.children;
    // The callout's own indentation (inside a list item): kept before every line it becomes.
    const indent = indentOf(startOf(node));
    const lines = [`**${title}**`];
    if (body.length > 0) {
      const from = source.lastIndexOf('\n', startOf(body[0]) - 1) + 1;
      const inner = lowered(body, from, endOf(body[body.length - 1]));
      lines.push(
        '',
        ...inner.split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)),
      );
    }
    return lines.map((line, i) => `${i > 0 ? indent : ''}${line ? `> ${line}` : '>'}`).join('\n');
  };

  const lowered = (nodes: readonly Nodes[], start: number, end: number): string => {
    const edits: Edit[] = [];
    for (const node of nodes) collect(node, edits);
    return applyEdits(source, start, end, edits);
  };

  return lowered;
}

/**
 * The plain Markdown copy of a page body, from its parsed tree (`remarkSiteSyntax`,
 * with positions) and its source. The tree is not changed.
 */
export function plainMarkdownCopy(tree: Root, source: string, options: PlainMarkdownOptions): string {
  return lowering(source, options)(tree.children, 0, source.length);
}

const parser = unified().use(remarkParse).use(remarkSiteSyntax);

/** The plain Markdown copy of a page body, parsing it first. */
export function toPlainMarkdown(source: string, options: PlainMarkdownOptions): string {
  return plainMarkdownCopy(parser.parse(source), source, options);
}
