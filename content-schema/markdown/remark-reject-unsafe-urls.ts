import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Schemes a link or image may use; a path of this site (relative or from `/`) has none. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * The scheme of a URL as a browser reads it: tabs and newlines anywhere, and
 * control characters or spaces in front, are dropped before the scheme is
 * looked for (so `java&#9;script:` is `javascript:`). Undefined for a path.
 */
function urlScheme(url: string): string | undefined {
  const cleaned = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < cleaned.length && cleaned.charCodeAt(start) <= 0x20) start++;
  return /^([a-z][a-z\d+.-]*):/i.exec(cleaned.slice(start))?.[1].toLowerCase();
}

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
      const scheme = urlScheme(url);
      if (scheme === undefined || ALLOWED_SCHEMES.has(scheme)) return;
      const what = type === 'image' ? 'Image source' : type === 'definition' ? 'Link definition' : 'Link';
      const shown = url.length > 40 ? `${url.slice(0, 40)}…` : url;
      file.fail(
        `${what} \`${shown}\` uses the scheme \`${scheme}:\`, which the site does not allow; ` +
          'use an http(s) or mailto URL, or a path of this site such as /guide/start/quick-start',
        node,
      );
    });
  };
}
