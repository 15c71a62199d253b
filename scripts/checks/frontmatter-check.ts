/**
 * Frontmatter and navigation files checked against the document types of
 * `content-schema/`, with the line and column of every bad field. This is the
 * schema check of the build, `content:check` and the dev server alike;
 * Contentlayer itself is told to stay quiet (content-schema/index.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import micromatch from 'micromatch';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Pair } from 'yaml';
import { documentTypes } from '../../content-schema/document-types';
import type { FieldPattern } from '../../content-schema/fields/text';
import type { ContentProblem } from '../../content-schema/shared/problems';
import { contentFileLabel } from '../../content-schema/shared/settings';
import { ALLOWED_URLS, disallowedScheme } from '../../content-schema/shared/urls';

interface FieldDef {
  type: string;
  /** A URL field (content-schema/fields/url.ts): held to the site's URL rule too. */
  url?: boolean;
  /** A rule a given text value must match (content-schema/fields/text.ts). */
  pattern?: FieldPattern;
  required?: boolean;
  options?: readonly string[];
  of?: FieldDef | NestedType;
}
interface NestedType {
  type: 'nested';
  def: () => { name: string; fields: Record<string, FieldDef> };
}
interface DocumentType {
  def: () => {
    name: string;
    filePathPattern: string;
    contentType: string;
    fields?: Record<string, FieldDef>;
  };
}

const isNestedType = (of: FieldDef | NestedType): of is NestedType =>
  typeof (of as NestedType).def === 'function';

/** `2025-05-14`, `2025-05-14T10:00:00Z`, `2025-05-14T10:00:00.000+08:00`, checked against the calendar. */
export function dateProblem(value: string): string | undefined {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value,
    );
  if (!m) return `"${value}" is not a date`;
  const [year, month, day, hour = '0', minute = '0', second = '0'] = m.slice(1).map((v) => v ?? undefined);
  const d = new Date(Date.UTC(+year, +month - 1, +day));
  if (d.getUTCFullYear() !== +year || d.getUTCMonth() !== +month - 1 || d.getUTCDate() !== +day) {
    return `${value.slice(0, 10)} is not a day of the calendar (${monthName(+month)} has no day ${+day})`;
  }
  if (+hour > 23 || +minute > 59 || +second > 59) return `"${value}" is not a time of day`;
  return undefined;
}

function monthName(month: number): string {
  if (month < 1 || month > 12) return `there is no month ${month}, so it`;
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
}

function describe(def: FieldDef | NestedType): string {
  if (isNestedType(def)) return `an object with ${Object.keys(def.def().fields).join(', ')}`;
  switch (def.type) {
    case 'string':
      return 'text';
    case 'boolean':
      return 'true or false';
    case 'number':
      return 'a number';
    case 'date':
      return 'a date, YYYY-MM-DD or ISO 8601 such as 2025-05-14T10:00:00Z';
    case 'enum':
      return `one of ${def.options?.join(', ')}`;
    case 'list':
      return `a list of ${def.of ? describe(def.of) : 'values'}`;
    case 'nested':
      return def.of ? describe(def.of) : 'an object';
    default:
      return def.type;
  }
}

const nodeType = (node: Node | null): string => {
  if (!node || (isScalar(node) && node.value === null)) return 'nothing';
  if (isSeq(node)) return 'a list';
  if (isMap(node)) return 'an object';
  return `${typeof (node as { value: unknown }).value} ${JSON.stringify((node as { value: unknown }).value)}`;
};

/** Closest name by edit distance, for "did you mean". */
function closest(name: string, names: string[]): string | undefined {
  const dist = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let prev = row[0]++;
      for (let j = 1; j <= b.length; j++) {
        const cur = row[j];
        row[j] = Math.min(
          row[j] + 1,
          row[j - 1] + 1,
          prev + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1),
        );
        prev = cur;
      }
    }
    return row[b.length];
  };
  const best = names.map((n) => [n, dist(name, n)] as const).sort((a, b) => a[1] - b[1])[0];
  return best && best[1] <= Math.max(2, Math.floor(name.length / 3)) ? best[0] : undefined;
}

interface Context {
  file: string;
  /** Line of the YAML text's first line in the file (frontmatter starts after `---`). */
  lineOffset: number;
  lines: LineCounter;
  problems: ContentProblem[];
}

function report(ctx: Context, node: Node | null | undefined, problem: Omit<ContentProblem, 'file'>) {
  const pos = node?.range ? ctx.lines.linePos(node.range[0]) : undefined;
  ctx.problems.push({
    file: ctx.file,
    ...(pos ? { line: pos.line + ctx.lineOffset, column: pos.col } : { line: ctx.lineOffset || 1 }),
    ...problem,
  });
}

function checkFields(
  ctx: Context,
  map: Node | null,
  fields: Record<string, FieldDef>,
  prefix: string,
  owner: Node | null,
) {
  if (!isMap(map)) {
    report(ctx, map ?? owner, {
      field: prefix || undefined,
      message: `is ${nodeType(map)}`,
      expected: `an object with ${Object.keys(fields).join(', ')}`,
      fix: 'Write the fields as `name: value` lines.',
    });
    return;
  }
  const seen = new Set<string>();
  for (const pair of map.items as Pair<Node, Node | null>[]) {
    const name = String(isScalar(pair.key) ? pair.key.value : pair.key);
    seen.add(name);
    const field = prefix ? `${prefix}.${name}` : name;
    const def = fields[name];
    if (!def) {
      const guess = closest(name, Object.keys(fields));
      report(ctx, pair.key, {
        field,
        message: 'is not a field of this kind of file',
        expected: `one of ${Object.keys(fields).join(', ') || '(no fields)'}`,
        fix: guess ? `Did you mean "${guess}"? Rename it.` : 'Remove it, or add it to content-schema/ first.',
      });
      continue;
    }
    checkValue(ctx, pair.value, def, field, pair.key);
  }
  for (const [name, def] of Object.entries(fields)) {
    if (def.required && !seen.has(name)) {
      report(ctx, map, {
        field: prefix ? `${prefix}.${name}` : name,
        message: 'is missing',
        expected: describe(def),
        fix: `Add a "${name}:" line.`,
      });
    }
  }
}

function checkValue(
  ctx: Context,
  node: Node | null,
  def: FieldDef | NestedType,
  field: string,
  key: Node | null,
) {
  if (isNestedType(def)) return checkFields(ctx, node, def.def().fields, field, key);
  const isNull = !node || (isScalar(node) && node.value === null);
  if (isNull) {
    if (def.required)
      report(ctx, key, {
        field,
        message: 'is empty',
        expected: describe(def),
        fix: 'Give it a value or remove the line.',
      });
    return;
  }
  const bad = (fix: string) =>
    report(ctx, node, { field, message: `is ${nodeType(node)}`, expected: describe(def), fix });
  const scalar = isScalar(node) ? node.value : undefined;
  switch (def.type) {
    case 'string': {
      if (typeof scalar !== 'string')
        return bad(isScalar(node) ? 'Put the value in quotes.' : 'Write one line of text.');
      if (def.pattern && !new RegExp(def.pattern.regex).test(scalar))
        return report(ctx, node, {
          field,
          message: def.pattern.message,
          expected: describe(def),
          fix: def.pattern.fix,
        });
      const scheme = def.url ? disallowedScheme(scalar) : undefined;
      if (scheme)
        report(ctx, node, {
          field,
          message: `uses the scheme "${scheme}:", which the site does not allow`,
          expected: ALLOWED_URLS,
          fix: 'Link to an http(s) or mailto URL or to a page of the site.',
        });
      return;
    }
    case 'boolean':
      if (typeof scalar !== 'boolean') bad('Write true or false, without quotes.');
      return;
    case 'number':
      if (typeof scalar !== 'number') bad('Write a number, without quotes.');
      return;
    case 'enum':
      if (!def.options?.includes(String(scalar))) bad(`Use one of ${def.options?.join(', ')}.`);
      return;
    case 'date': {
      const text = scalar instanceof Date ? scalar.toISOString() : String(scalar);
      const problem = isScalar(node) ? dateProblem(text) : 'is not a date';
      if (problem)
        report(ctx, node, {
          field,
          message: problem,
          expected: describe(def),
          fix: 'Write a date that exists, e.g. 2025-02-28.',
        });
      return;
    }
    case 'list':
      if (!isSeq(node)) return bad('Write one `- item` line per entry.');
      node.items.forEach(
        (item, i) => def.of && checkValue(ctx, item as Node, def.of, `${field}[${i}]`, item as Node),
      );
      return;
    case 'nested':
      if (def.of) checkFields(ctx, node, (def.of as NestedType).def().fields, field, key);
      return;
    default:
      return;
  }
}

/** The YAML of a file: the whole of a `.yaml`, the frontmatter of a `.md` (with the line it starts on). */
function yamlOf(text: string, ext: string): { yaml: string; lineOffset: number } | undefined {
  if (ext === '.yaml' || ext === '.yml') return { yaml: text, lineOffset: 0 };
  const m = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)/.exec(text);
  return m ? { yaml: m[1], lineOffset: 1 } : undefined;
}

// Each document type's definition with its file pattern compiled once:
// micromatch.isMatch compiles the glob on every call (0.1 s over 1,040 files).
let matchers: [ReturnType<DocumentType['def']>, (file: string) => boolean][] | undefined;
const typeMatchers = () =>
  (matchers ??= (documentTypes as DocumentType[])
    .map((t) => t.def())
    .map((def) => [def, micromatch.matcher(def.filePathPattern)]));

/** Problems of one file's frontmatter (or navigation YAML); `relative` is its path under the content folder. */
export function checkFrontmatter(
  relative: string,
  text: string,
  fileLabel = contentFileLabel(relative),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const type = typeMatchers().find(([, matches]) => matches(relative))?.[0];
  if (!type) {
    return [
      {
        file: fileLabel,
        message: 'is not part of the site: it matches no document type',
        fix: 'Pages live under content/en/ or content/zh/ as .md files; navigation is content/<lang>/_navigation.yaml.',
      },
    ];
  }
  const source = yamlOf(text, path.extname(relative));
  if (!source) return problems;
  const lines = new LineCounter();
  const doc = parseDocument(source.yaml, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const ctx: Context = { file: fileLabel, lineOffset: source.lineOffset, lines, problems };
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const pos = lines.linePos(error.pos[0]);
      problems.push({
        file: fileLabel,
        line: pos.line + source.lineOffset,
        column: pos.col,
        message: `is not valid YAML: ${error.message.split('\n')[0]}`,
        fix: 'Check the indentation and quote values that contain ": " or start with a special character.',
      });
    }
    return problems;
  }
  if (doc.contents === null && type.contentType === 'markdown') return problems;
  checkFields(ctx, doc.contents, type.fields ?? {}, '', null);
  return problems;
}

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // A staging folder's links (settings.ts, contentDir) lead to the versions' folders.
    if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(full).isDirectory()))
      return entry.name.startsWith('.') || entry.name === 'node_modules' ? [] : walk(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}

const cache = new Map<string, { stamp: string; problems: ContentProblem[] }>();

/** Every content file's frontmatter problems (a file unchanged since the last call is not read again). */
export function checkAllFrontmatter(contentDir: string): ContentProblem[] {
  return walk(contentDir).flatMap((relative) => {
    const file = path.join(contentDir, relative);
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.problems;
    const problems = checkFrontmatter(relative, readFileSync(file, 'utf8'));
    cache.set(file, { stamp, problems });
    return problems;
  });
}

/** Content files, relative to the content folder. */
export const contentFiles = walk;
