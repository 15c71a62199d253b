import type { Nodes, Parents, Root } from 'mdast';
import { isTwoslash } from '../fence-meta';
import { walk } from '../walk';

/** A fenced block marked `twoslash`, as written in its page. */
export interface TwoslashSample {
  /** Line of the opening fence in the Markdown body (1-based). */
  line: number;
  /** Columns the fence is indented by (in a list item), which its code lines share. */
  indent: number;
  lang: string;
  code: string;
}

/** The page's marked blocks, in document order: the order the renderer meets them in (rehype-twoslash.ts). */
export function twoslashSamples(tree: Root): TwoslashSample[] {
  const samples: TwoslashSample[] = [];
  walk<Nodes, Parents>(tree, (node) => {
    if (node.type !== 'code' || !isTwoslash(node.meta)) return;
    samples.push({
      line: node.position?.start.line ?? 1,
      indent: (node.position?.start.column ?? 1) - 1,
      lang: node.lang ?? 'ts',
      code: node.value,
    });
  });
  return samples;
}
