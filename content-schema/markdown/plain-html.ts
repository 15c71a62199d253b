/**
 * A blog post's body as plain HTML, for the feeds: the same lowering as the
 * Markdown copies (lower-site-syntax.ts), written out by rehype-stringify.
 * Heading ids stay as `id` attributes. The feeds are the only reader, and
 * they hold a few posts, so the post is parsed here rather than by the
 * content build.
 */
import type { Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { lowerSiteSyntax } from './lower-site-syntax';
import type { PlainMarkdownOptions } from './plain-options';
import { remarkSiteSyntax } from './remark-syntax';

function remarkLowerSiteSyntax(options: PlainMarkdownOptions) {
  return (tree: Root, file: VFile) => lowerSiteSyntax(tree, String(file.value), options);
}

export function toPlainHtml(source: string, options: PlainMarkdownOptions): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkSiteSyntax)
      .use(remarkLowerSiteSyntax, options)
      .use(remarkRehype)
      .use(rehypeStringify)
      .processSync(source),
  );
}
