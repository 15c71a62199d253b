/** DocSearch records of one page, from its compiled outline and text. Pure. */
import type { TocEntry } from '~/lib/types';
import { HEADING_LEVELS, type SearchRecord } from './types';

export interface RecordSource {
  route: string;
  lang: string;
  title: string;
  /** The page's description (frontmatter): the page record's content, shown under its title. */
  description?: string;
  /** The sidebar group (or section) the page belongs to: the record's lvl0. */
  group: string;
  toc: TocEntry[];
  text: string;
}

/** Paragraphs shorter than this are merged with the next one into a single record. */
const MIN_PARAGRAPH = 40;

function paragraphs(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    pending = pending ? `${pending} ${line}` : line;
    if (pending.length >= MIN_PARAGRAPH) {
      out.push(pending);
      pending = '';
    }
  }
  if (pending) out.push(pending);
  return out;
}

/**
 * One lvl1 record for the page, one lvlN record per h2–h4, and one content
 * record per paragraph under the heading it belongs to (its URL anchors there).
 */
export function buildRecords(page: RecordSource): SearchRecord[] {
  const records: SearchRecord[] = [];
  const hierarchy: SearchRecord['hierarchy'] = {
    lvl0: page.group,
    lvl1: page.title,
    ...(Object.fromEntries(HEADING_LEVELS.map((l) => [l, null])) as Record<
      (typeof HEADING_LEVELS)[number],
      null
    >),
  };
  let n = 0;
  const push = (type: SearchRecord['type'], url: string, content: string | null) =>
    records.push({
      objectID: `${page.route}-${n++}`,
      url,
      type,
      hierarchy: { ...hierarchy },
      content,
      lang: page.lang,
    });

  push('lvl1', page.route, page.description ?? null);
  // Text before the first h2 (after the h1) belongs to the page itself.
  const firstHeading = page.toc[0]?.charIndex ?? page.text.length;
  const intro = page.text.slice(0, firstHeading).replace(page.title, '');
  for (const p of paragraphs(intro)) push('content', page.route, p);

  page.toc.forEach((entry, i) => {
    const level = HEADING_LEVELS[entry.depth - 2];
    hierarchy[level] = entry.text;
    for (const deeper of HEADING_LEVELS.slice(entry.depth - 1)) hierarchy[deeper] = null;
    const url = `${page.route}#${entry.id}`;
    push(level, url, null);
    const end = page.toc[i + 1]?.charIndex ?? page.text.length;
    const body = page.text.slice(entry.charIndex + entry.text.length, end);
    for (const p of paragraphs(body)) push('content', url, p);
  });
  return records;
}
