import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { Root } from 'hast';
import { extractPageFacts } from './extract';
import { highlightAliases, highlightLanguages, plainTextLanguages } from './highlight-languages';
import { toRenderTree } from './to-render-tree';
import { rehypeLinks, type LinkFileData } from './rehype-links';
import { rehypeCodeLines } from './rehype-code-lines';
import { remarkCodeMeta } from './remark-code-meta';
import { remarkDirectives } from './remark-directives';
import { remarkHeadingId } from './remark-heading-id';
import { remarkRejectHtml } from './remark-reject-html';
import { remarkUnclosedDirective } from './remark-unclosed-directive';
import type { CompiledPage } from './types';

// Built once and reused for every page: creating a unified pipeline is the
// expensive part, running it is cheap.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkUnclosedDirective)
  .use(remarkRejectHtml)
  .use(remarkHeadingId)
  .use(remarkDirectives)
  .use(remarkCodeMeta)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeHighlight, { detect: false, languages: highlightLanguages, aliases: highlightAliases, plainText: plainTextLanguages })
  .use(rehypeCodeLines)
  .use(rehypeLinks);

export interface CompileOptions {
  /** Path of the source file, for error messages. */
  file: string;
  lang: 'en' | 'zh';
  /** The page's own route, for `#anchor` and relative links. */
  routePath: string;
  /** Lines of frontmatter above the body, so that reported lines match the file. */
  lineOffset?: number;
}

/** Markdown body -> render tree, outline, ids, links and text. Throws with file and line on bad content. */
export function compileMarkdown(source: string, options: CompileOptions): CompiledPage {
  const file = new VFile({ value: source, path: options.file });
  Object.assign(file.data, { lang: options.lang, routePath: options.routePath });
  const offset = options.lineOffset ?? 0;
  let tree: Root;
  try {
    tree = processor.runSync(processor.parse(file), file) as Root;
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    const line = e.line ? e.line + offset : undefined;
    throw new Error(`${options.file}${line ? `:${line}` : ''}: ${e.reason ?? e.message}`);
  }
  const facts = extractPageFacts(tree);
  const links = (file.data as unknown as LinkFileData).links.map((link) => ({ ...link, line: link.line + offset }));
  return { tree: toRenderTree(tree), links, ...facts };
}
