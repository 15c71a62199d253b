import type { Root, Paragraph } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export const CALLOUT_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'details'] as const;

type Directive = ContainerDirective | LeafDirective | TextDirective;

function fail(file: VFile, node: Directive, reason: string): never {
  file.fail(reason, node);
}

/**
 * The directives writers may use:
 * - `:::tip[Title]` … `:::` (and info, note, warning, danger, details) -> `rs-callout`;
 * - `::package-manager-tabs{command="add -D @rslib/core"}` (flag `run` for npx-style
 *   commands) -> `rs-pm-tabs`;
 * - `::source{href="https://github.com/…"}` -> `rs-source-link`.
 * Any other container or leaf directive fails the build; a text directive is
 * almost always an accidental `word:word`, so it is put back as text.
 */
export function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective') {
        if (!parent || index === undefined) return;
        const d = node as TextDirective;
        parent.children.splice(index, 1, { type: 'text', value: `:${d.name}${toString(d)}` });
        return;
      }
      if (node.type === 'containerDirective') {
        const d = node as ContainerDirective;
        if (!(CALLOUT_TYPES as readonly string[]).includes(d.name)) {
          fail(file, d, `Unknown container directive ":::${d.name}" (use one of ${CALLOUT_TYPES.join(', ')})`);
        }
        const first = d.children[0] as Paragraph | undefined;
        let title: string | undefined;
        if (first?.data && (first.data as { directiveLabel?: boolean }).directiveLabel) {
          title = toString(first);
          d.children.shift();
        }
        d.data = { hName: 'rs-callout', hProperties: { type: d.name, title } };
        return;
      }
      if (node.type === 'leafDirective') {
        const d = node as LeafDirective;
        const attrs = d.attributes ?? {};
        if (d.name === 'package-manager-tabs') {
          if (!attrs.command) fail(file, d, 'package-manager-tabs needs a command="…" attribute');
          d.data = {
            hName: 'rs-pm-tabs',
            hProperties: { command: attrs.command, run: 'run' in attrs, groupId: attrs.groupId },
          };
          d.children = [];
          return;
        }
        if (d.name === 'source') {
          if (!attrs.href) fail(file, d, 'source needs an href="…" attribute');
          d.data = { hName: 'rs-source-link', hProperties: { href: attrs.href, label: toString(d) || undefined } };
          d.children = [];
          return;
        }
        fail(file, d, `Unknown directive "::${d.name}" (use package-manager-tabs or source)`);
      }
    });
  };
}
