/**
 * Which pages a warm prerender may take from the previous output instead of
 * rendering them again. A page is reused when its render inputs hash to the
 * key its record holds, and the previous HTML file is still byte for byte
 * the one that build wrote. Its inputs: the prerender's code (`code`, from
 * inputs.ts: the server bundle, the render module graph, the packages and
 * the settings), the route, the page's loader data (its `.data` file: its
 * Markdown, sidebar, previous/next, alternates, dates) and the site data
 * (the navigation of every page). So an edit to one page renders that page;
 * a sidebar edit the pages of that language; a code change every page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../content-schema/shared/settings';
import { readRecord, sha, writeRecord } from './records';

export interface PageRecord {
  /** Hash of the render inputs. */
  key: string;
  /** Hash of the HTML written for them. */
  html: string;
}

interface PagesRecord {
  code: string;
  pages: Record<string, PageRecord>;
}

const recordName = (previous: string) => `pages-${previous}`;

/** The previous build's page records, when they were made with this prerender's code. */
export function previousPages(
  settings: Settings,
  previous: string,
  code: string,
): Record<string, PageRecord> {
  const record = readRecord<PagesRecord>(settings, recordName(previous));
  return record && record.code === code ? record.pages : {};
}

/** Saved under the name of the folder the output replaces: the next build's `previous`. */
export function savePages(
  settings: Settings,
  previous: string,
  code: string,
  pages: Record<string, PageRecord>,
) {
  writeRecord(settings, recordName(previous), { code, pages } satisfies PagesRecord);
}

/** A page's key: the code's, the route, and the bytes of its inputs. */
export const pageKey = (code: string, route: string, inputs: Uint8Array) =>
  sha(Buffer.concat([Buffer.from(`${code}\0${route}\0`), inputs]));

/** The previous HTML of a page when its record has `key` and the file is the one recorded. */
export function reusableHtml(
  previous: string,
  htmlFile: string,
  record: PageRecord | undefined,
  key: string,
): string | undefined {
  const file = path.join(previous, htmlFile);
  if (!record || record.key !== key || !existsSync(file)) return undefined;
  const html = readFileSync(file);
  return sha(html) === record.html ? html.toString('utf8') : undefined;
}
