import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ALLOWED_URLS, disallowedScheme } from '../shared/urls';

/**
 * A link or image whose target is a `javascript:`, `data:` or any other
 * scheme than http, https or mailto is a build error with the line and
 * column: a browser would run the script, or the renderer would drop the
 * link without a word. Link definitions (`[id]: url`) are checked where they
 * are written.
 */
export function remarkRejectUnsafeUrls() {
  return (tree: Root, file: VFile) => {
    visit(tree, ['link', 'image', 'definition'], (node) => {
      const { type, url } = node as Link | Image | Definition;
      const scheme = disallowedScheme(url);
      if (scheme === undefined) return;
      const what = type === 'image' ? 'Image source' : type === 'definition' ? 'Link definition' : 'Link';
      const shown = url.length > 40 ? `${url.slice(0, 40)}…` : url;
      file.fail(
        `${what} \`${shown}\` uses the scheme \`${scheme}:\`, which the site does not allow; use ${ALLOWED_URLS}`,
        node,
      );
    });
  };
}
