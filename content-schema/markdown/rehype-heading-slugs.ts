import GithubSlugger from 'github-slugger';
import type { ElementContent, Root, RootContent } from 'hast';
import { SKIP, walk } from './walk';

const HEADING = /^h[1-6]$/;
/** Elements Markdown never puts a heading in. */
const NO_HEADINGS = new Set(['p', 'pre', 'table', 'a', 'strong', 'em', 'code']);

/** The text of a node: its text descendants, in order (hast-util-to-string). */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/**
 * Gives every heading that has no id (remark-heading-id sets the explicit
 * `{#id}` ones) the GitHub-style slug of its text, deduplicated within the
 * page: `# Quick start` -> `quick-start`. What rehype-slug does, in the walk
 * helper the site's other plugins use (see walk.ts).
 */
export function rehypeHeadingSlugs() {
  const slugger = new GithubSlugger();
  return (tree: Root) => {
    slugger.reset();
    walk<RootContent>(tree, (node) => {
      if (node.type !== 'element' || NO_HEADINGS.has(node.tagName)) return SKIP;
      if (!HEADING.test(node.tagName)) return;
      if (!node.properties.id) node.properties.id = slugger.slug(textOf(node));
      return SKIP;
    });
  };
}
