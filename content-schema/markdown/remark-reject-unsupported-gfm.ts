import type { Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * Text in which full GFM could have found something the site's syntax does
 * not read (remark-syntax.ts): `~` (strikethrough), `[^` (footnotes), `[ ]`
 * and `[x]` (task lists), bare `www.`, email, `mailto:`/`xmpp:` and URLs
 * that are still text. Most pages have none, so only they pay for a second
 * parse.
 */
const SUSPECT = /~|\[\^|\[[ xX]\]|www\.|[\w.+-]@|mailto:|xmpp:|:\/\//i;

const fullGfm = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

function unsupported(node: Nodes, source: string): string | undefined {
  switch (node.type) {
    case 'delete':
      return "strikethrough (~~text~~) is not part of the site's Markdown and would show as plain text with its tildes; reword it, or write \\~ for a literal tilde";
    case 'footnoteReference':
    case 'footnoteDefinition':
      return "footnotes ([^1]) are not part of the site's Markdown; put the note in the text, or link to a section";
    case 'listItem':
      return typeof node.checked === 'boolean'
        ? "task list items (- [ ] / - [x]) are not part of the site's Markdown; write a plain list item, or \\[ ] for literal brackets"
        : undefined;
    case 'link': {
      const start = node.position?.start.offset;
      const written = start === undefined ? '' : source.slice(start, node.position?.end.offset);
      // [text](url), <url> and bare http(s):// URLs are links; www., email
      // and mailto:/xmpp: literals are not (they would stay text).
      if (start !== undefined && /^(\[|<|https?:\/\/)/i.test(written)) return undefined;
      const text = node.children.map((child) => ('value' in child ? child.value : '')).join('');
      return `"${text}" is only a link in full GFM, not in the site's Markdown, where it would stay plain text; write it as <https://…> or [text](https://…), or put it in backticks`;
    }
    default:
      return undefined;
  }
}

/**
 * Build-only check (compile.ts): syntax of GitHub-Flavored Markdown that
 * the site's renderer deliberately does not read fails the build with the
 * line, rather than rendering silently as plain text. Pages with suspect
 * text are parsed again with full GFM, and every node only full GFM makes
 * is reported.
 */
export function remarkRejectUnsupportedGfm() {
  return (tree: Root, file: VFile) => {
    let suspect = false;
    visit(tree, (node) => {
      if (suspect || node.type === 'link' || node.type === 'linkReference') return 'skip';
      if (node.type === 'text' && SUSPECT.test(node.value)) suspect = true;
      // A footnote definition `[^1]: note` reads as a link definition.
      if (node.type === 'definition' && node.label?.startsWith('^')) suspect = true;
      return undefined;
    });
    if (!suspect) return;
    const source = String(file.value);
    visit(fullGfm.parse(source), (node, _index, parent) => {
      const reason = unsupported(node, source);
      // Links that GFM finds by searching the text have no position: report their paragraph.
      if (reason) file.fail(reason, node.position ?? parent?.position);
    });
  };
}
