import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { Root } from 'hast';
import { extractPageFacts } from './extract';
import { MarkdownError } from './markdown-error';
import { markdownPlugins } from './plugins';
import { remarkRejectHtml } from './remark-reject-html';
import { remarkRejectUnsafeUrls } from './remark-reject-unsafe-urls';
import { remarkRejectUnsupportedGfm } from './remark-reject-unsupported-gfm';
import { remarkUnclosedDirective } from './remark-unclosed-directive';
import { plainMarkdownCopy } from './plain-copy';
import type { PlainMarkdownOptions } from './plain-options';
import { twoslashSamples, type TwoslashSample } from './twoslash/samples';
import type { CompiledPage } from './types';

export interface CompileOptions {
  /** Path of the source file, for error messages. */
  file: string;
  lang: 'en' | 'zh';
  /** The page's own route, for `#anchor` and relative links. */
  routePath: string;
  /** Lines of frontmatter above the body, so that reported lines match the file. */
  lineOffset?: number;
  /** When given, the page's plain Markdown copy is made from the same parse (`plain` in the result). */
  plain?: PlainMarkdownOptions;
}

/**
 * A compiled page, with its plain Markdown copy when `plain` options were
 * given, and its blocks marked `twoslash`, whose hovers the content build
 * adds (twoslash/hovers.ts).
 */
export type CompileResult = CompiledPage & { plain?: string; samples?: TwoslashSample[] };

/**
 * Checks a Markdown body and extracts what the build needs from it: outline,
 * ids, links and plain text. It runs the same plugins react-markdown renders
 * with (`markdownPlugins`), plus the checks that only the build makes, so a
 * page that compiles here renders the same tree in the browser. Throws with
 * file and line on bad content (a `MarkdownError`).
 */
export function compileMarkdown(source: string, options: CompileOptions): CompileResult {
  const { remarkPlugins, rehypePlugins } = markdownPlugins(
    { lang: options.lang, routePath: options.routePath },
    { highlight: false },
  );
  const processor = unified()
    .use(remarkParse)
    .use(remarkRejectHtml)
    .use(remarkRejectUnsafeUrls)
    .use(remarkUnclosedDirective)
    .use(remarkRejectUnsupportedGfm)
    .use(remarkPlugins)
    .use(remarkRehype)
    .use(rehypePlugins);
  const file = new VFile({ value: source, path: options.file });
  const offset = options.lineOffset ?? 0;
  let tree: Root;
  let plain: string | undefined;
  let samples: TwoslashSample[] = [];
  let titleEnd: number | undefined;
  try {
    const mdast = processor.parse(file);
    samples = twoslashSamples(mdast);
    const first = mdast.children[0];
    if (first?.type === 'heading' && first.depth === 1) titleEnd = first.position?.end.offset;
    // Before the run: the render plugins reshape the tree they run on, and
    // the lowering leaves the tree as it is (it copies what it changes).
    if (options.plain) plain = plainMarkdownCopy(mdast, source, options.plain);
    tree = processor.runSync(mdast, file);
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string };
    const line = e.line ? e.line + offset : undefined;
    throw new MarkdownError(options.file, line, e.reason ?? e.message, line ? e.column : undefined);
  }
  const facts = extractPageFacts(tree);
  const links = (file.data.links ?? []).map((link) => ({ ...link, line: link.line + offset }));
  return {
    links,
    ...facts,
    ...(titleEnd === undefined ? {} : { titleEnd }),
    ...(plain === undefined ? {} : { plain }),
    ...(samples.length > 0 ? { samples } : {}),
  };
}
