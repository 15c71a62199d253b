import { readFileSync } from 'node:fs';
import path from 'node:path';
import { langOfSource, routePathOf } from '../shared/routes';
import { contentFileLabel, siteSettings } from '../shared/settings';
import { MarkdownError } from '../markdown/markdown-error';
import { plainMarkdownOptions } from '../markdown/plain-options';
import { MARKDOWN_COPIES_DIR, storePlainCopy } from '../markdown/plain-copy-store';

/** In Contentlayer's output folder, which app/lib/content.server.ts reads. */
const COPIES_DIR = path.resolve('.contentlayer', 'generated', MARKDOWN_COPIES_DIR);

/**
 * A Markdown problem (raw HTML, an unknown fence language or directive, an
 * unclosed `:::`) recorded on the page instead of stopping the content build,
 * so that one run reports every file. The checks turn it into a problem.
 */
export interface CompileFailure {
  reason: string;
  line?: number;
  column?: number;
  /** A TypeScript error's code (`TS2322`), for a twoslash sample that does not type-check. */
  code?: string;
}

const EMPTY_PAGE = { toc: [], headingTitle: '', ids: [], links: [], text: '' };

interface RawDoc {
  body: { raw: string };
  _raw: { sourceFilePath: string };
}

/**
 * The page checked at content build time, with what later steps read (toc,
 * ids, links, text, and the key of its plain Markdown copy, which is stored
 * beside: see markdown/plain-copy-store.ts).
 * Pages render from their Markdown source (`body.raw`). Typed as
 * `CompiledPage` in `app/lib/content.server.ts`; Contentlayer only knows `json`.
 */
export const compiledField = {
  type: 'json',
  description: 'What the build learns from the Markdown: outline, ids, links and text',
  resolve: async (doc: RawDoc) => {
    const file = doc._raw.sourceFilePath;
    const { contentDir } = siteSettings();
    const full = readFileSync(path.join(contentDir, file), 'utf8');
    const lineOffset = full.split('\n').length - doc.body.raw.split('\n').length;
    const lang = langOfSource(file);
    const routePath = routePathOf(file);
    const plain = plainMarkdownOptions(lang, routePath);
    try {
      // Loaded on first use: the Markdown toolchain (unified, the plugins,
      // highlight.js's grammars) takes most of a second to load, and the
      // build's checks and editor schemas import these document types
      // without compiling anything.
      const { compileMarkdownInPool } = await import('../markdown/compile-pool');
      const {
        plain: copy,
        samples,
        ...page
      } = await compileMarkdownInPool(doc.body.raw, {
        file: contentFileLabel(file),
        lang,
        routePath,
        lineOffset,
        plain,
      });
      const compiled =
        copy === undefined ? page : { ...page, copy: storePlainCopy(COPIES_DIR, file, copy, plain) };
      if (!samples) return compiled;
      // Loaded like the compile pool: only a page with marked samples needs it.
      const { pageTwoslash } = await import('../markdown/twoslash/hovers');
      const hovers = await pageTwoslash(samples, file, lineOffset);
      return 'failure' in hovers ? { ...EMPTY_PAGE, failure: hovers.failure } : { ...compiled, ...hovers };
    } catch (error) {
      const failure: CompileFailure =
        error instanceof MarkdownError
          ? { line: error.line, column: error.column, reason: error.reason }
          : { reason: error instanceof Error ? error.message : String(error) };
      return { ...EMPTY_PAGE, failure };
    }
  },
} as const;
