/**
 * A content problem as every check reports it, and the one way it is printed:
 * the build, `content:check` and the dev server (terminal and browser overlay)
 * all show the same fields. Checks build these objects; nothing reads a
 * printed problem back.
 */
export interface ContentProblem {
  /** Path from the project root, `content/…`, so that terminals make it clickable. */
  file: string;
  line?: number;
  column?: number;
  /** Frontmatter or navigation field, dotted (`hero.title`, `sidebars[0].items[2].link`). */
  field?: string;
  message: string;
  /** What the field or construct should be. */
  expected?: string;
  /** How to fix it, in one sentence. */
  fix?: string;
  /**
   * Set for what a compiler or CLI check found (config samples, command
   * lines): printed the way `tsc` prints, `file:line:col - error TS2322: …`.
   */
  severity?: 'error';
  /** The compiler's code of such a problem (`TS2322`). */
  code?: string;
  /**
   * The route a cross-document problem points at (a link's target, the
   * missing twin), so that problems which only follow from a broken file can
   * be dropped.
   */
  target?: string;
}

function location(p: ContentProblem): string {
  return `${p.file}${p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}`;
}

/**
 * One problem, compiler style: `content/en/x.md:4:7: field "date": … (expected …)`
 * and its fix on the next line; a compiler's problem as the compiler prints
 * it, `content/en/x.md:12:5 - error TS2322: …`, further lines indented.
 */
export function formatProblem(p: ContentProblem): string {
  if (p.severity) {
    const [first, ...rest] = p.message.split('\n');
    const more = rest.map((l) => `\n    ${l}`).join('');
    return `${location(p)} - ${p.severity}${p.code ? ` ${p.code}` : ''}: ${first}${more}`;
  }
  const field = p.field ? `field "${p.field}": ` : '';
  const expected = p.expected ? ` (expected ${p.expected})` : '';
  const fix = p.fix ? `\n      fix: ${p.fix}` : '';
  return `${location(p)}: ${field}${p.message}${expected}${fix}`;
}

export function summary(problems: ContentProblem[]): string {
  const files = new Set(problems.map((p) => p.file)).size;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(problems.length, 'problem')} in ${plural(files, 'file')}`;
}

/** Sorted by file, then line: the order writers read a report in. */
function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

/** The whole report: every problem, then the summary line. */
export function formatReport(problems: ContentProblem[]): string {
  const lines = sortProblems(problems).map((p) => `  ✗ ${formatProblem(p)}`);
  return `${lines.join('\n')}\n${summary(problems)}`;
}

/** What `npm run dev` sends the browser overlay (scripts/dev/events-server.ts). */
export interface DevState {
  /** Bumped every time new content is published to the app. */
  version: number;
  problems: ContentProblem[];
  /**
   * For the benchmark: file changes Contentlayer reported, builds it finished
   * (saves that land together are built together), and whether a change is
   * still waiting for its build.
   */
  rebuilds: { changes: number; finished: number; pending: boolean };
}
