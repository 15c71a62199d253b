/** Returned by a `walk` callback: do not go into this node's children. */
export const SKIP = 'skip';

/**
 * Calls `enter` for every node below `tree`, in document order, with its
 * index and parent, like unist-util-visit without a test: `enter` may
 * replace the node at its index (the walk still goes into the children of
 * the node it was given, then on to the next index) and return `SKIP` to
 * leave the node's children out.
 *
 * The site's plugins walk with this rather than unist-util-visit, which
 * allocates an array of ancestors and a closure for every node: on the
 * largest page those walks took about a tenth of react-markdown's render
 * time, which a client navigation spends on the browser's main thread.
 */
export function walk<N extends object, P extends { children: N[] } = { children: N[] }>(
  tree: { children: N[] },
  enter: (node: N, index: number, parent: P) => typeof SKIP | void,
): void {
  const children = tree.children;
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    if (enter(node, index, tree as P) !== SKIP && 'children' in node) walk(node as unknown as P, enter);
  }
}
