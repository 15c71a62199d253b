import type { Nodes, Parent, Paragraph, Parents, Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { SKIP, walk } from './walk';

export const CALLOUT_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'details'] as const;

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** The exact characters a node was written with. */
function sourceOf(node: Directive, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined
    ? `:${node.name}${toString(node)}`
    : String(file.value).slice(start, end);
}

function fail(file: VFile, node: Directive, reason: string): never {
  file.fail(reason, node);
}

/** What a writer may put in `:badge[…]`: the release that added a feature. */
const VERSION = /^\d+\.\d+(\.\d+)?$/;

/**
 * The directives writers may use:
 * - `:::tip[Title]` … `:::` (and info, note, warning, danger, details) -> `rs-callout`;
 * - `::package-manager-tabs{command="add -D @rslib/core"}` (flag `run` for npx-style
 *   commands) -> `rs-pm-tabs`;
 * - `:badge[0.11.1]` -> `rs-badge`, an "Added in 0.11.1" label.
 * Any other container or leaf directive fails the build. Any other text
 * directive is almost always prose such as `lib:format{x=1}`, so it is put
 * back exactly as the writer typed it.
 */
export function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    const restored = new Set<Parent>();
    walk<Nodes, Parents>(tree, (node, index, parent) => {
      if (node.type === 'textDirective') {
        const d = node;
        if (d.name === 'badge') {
          const version = toString(d).trim();
          if (!VERSION.test(version))
            fail(file, d, `badge needs a version as its label, such as :badge[0.11.1] (found "${version}")`);
          d.data = { hName: 'rs-badge', hProperties: { version } };
          d.children = [];
          return SKIP;
        }
        parent.children.splice(index, 1, { type: 'text', value: sourceOf(d, file) });
        restored.add(parent);
        return;
      }
      if (node.type === 'containerDirective') {
        const d = node;
        if (!(CALLOUT_TYPES as readonly string[]).includes(d.name)) {
          fail(
            file,
            d,
            `Unknown container directive ":::${d.name}" (use one of ${CALLOUT_TYPES.join(', ')})`,
          );
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
        const d = node;
        const attrs = d.attributes ?? {};
        if (d.name === 'package-manager-tabs') {
          if (!attrs.command) fail(file, d, 'package-manager-tabs needs a command="…" attribute');
          d.data = {
            hName: 'rs-pm-tabs',
            hProperties: { command: attrs.command, run: 'run' in attrs },
          };
          d.children = [];
          return;
        }
        fail(file, d, `Unknown directive "::${d.name}" (use package-manager-tabs)`);
      }
    });
    restored.forEach(mergeAdjacentText);
  };
}

/** Restored text joins the text around it, so the sentence renders as one text node. */
function mergeAdjacentText(parent: Parent) {
  parent.children = parent.children.reduce<Parent['children']>((merged, child) => {
    const previous = merged[merged.length - 1];
    if (previous?.type === 'text' && child.type === 'text') previous.value += child.value;
    else merged.push(child);
    return merged;
  }, []);
}
