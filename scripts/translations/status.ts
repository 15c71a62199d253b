/**
 * Which Chinese pages have fallen behind their English twins: one row per
 * English page of every version, from git (history.ts). `npm run
 * content:translations` prints it (report.ts), the build gives outdated
 * Chinese pages a notice (../build/translations.ts), and the writers' editor
 * shows it beside each page. The shape below is what they all rely on: add
 * to it, never change what a field means.
 *
 * ```ts
 * translationStatus(settings: Settings): Promise<TranslationRow[]>
 *
 * interface TranslationRow {
 *   page: string;      // the English page, relative to the content folder: 'en/guide/start/quick-start.md', 'v0.11/en/…'
 *   route: string;     // the English page's route: '/guide/start/quick-start', '/v0.11/guide/…' (the Chinese one: localizePath(route, 'zh'))
 *   version: string;   // '1.0', '0.11'
 *   en: { lastChanged: string | null; commit: string | null };  // ISO 8601 date and sha of its last change that counts
 *   zh: { lastChanged: string | null; commit: string | null };  // the same for the Chinese twin (null when missing or unknown)
 *   status: 'up-to-date' | 'outdated' | 'missing' | 'unknown';
 *   reason?: string;   // with 'unknown': why, in plain words ('the repository is a shallow clone, …')
 * }
 * ```
 *
 * - `missing`: the Chinese twin does not exist (whatever the history says).
 * - `outdated`: the English page has a change that counts, committed after
 *   the Chinese page's last change that counts.
 * - `up-to-date`: it has none.
 * - `unknown`: no history to judge by (a tarball, a folder outside git, a
 *   shallow clone, a git source fetched without its history), or one of the
 *   two files is not committed yet. Never a guess.
 *
 * A change "counts" unless its commit carries the trailer
 * `Translation: not-needed` (history.ts): a typo fix in English leaves the
 * Chinese page up to date, and a commit so marked on the Chinese side does
 * not count as bringing it up to date either. Only committed changes count.
 * Rows come in the order of the versions (current first), then of the path.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { routePathOf, sourceParts, sourcePathOf } from '../../content-schema/shared/routes';
import type { Settings } from '../../content-schema/shared/settings';
import { versionHistories, type FileHistory, type VersionHistory } from './history';

type TranslationState = 'up-to-date' | 'outdated' | 'missing' | 'unknown';

/** A page's last change that counts for translation. */
export interface PageChange {
  /** Committer date, ISO 8601; null when missing, unknown, or no change of it counts. */
  lastChanged: string | null;
  commit: string | null;
}

export interface TranslationRow {
  page: string;
  route: string;
  version: string;
  en: PageChange;
  zh: PageChange;
  status: TranslationState;
  reason?: string;
}

/** The Markdown files under `dir`, relative to it, in path order; dot-files and dot-folders are not pages. */
function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.md') && !name.split('/').some((part) => part.startsWith('.')))
    .sort();
}

const changeOf = (history: FileHistory | undefined): PageChange => ({
  lastChanged: history?.counted?.date ?? null,
  commit: history?.counted?.commit ?? null,
});

const NONE: PageChange = { lastChanged: null, commit: null };

/** The status of one Chinese page, given whether it exists and what the version's history says. */
function stateOf(
  zhExists: boolean,
  history: VersionHistory,
  rest: string,
): Pick<TranslationRow, 'en' | 'zh' | 'status' | 'reason'> {
  if ('unknown' in history)
    return zhExists
      ? { en: NONE, zh: NONE, status: 'unknown', reason: history.unknown }
      : { en: NONE, zh: NONE, status: 'missing' };
  const en = history.files.get(`en/${rest}`);
  const zh = history.files.get(`zh/${rest}`);
  if (!zhExists) return { en: changeOf(en), zh: NONE, status: 'missing' };
  const change = { en: changeOf(en), zh: changeOf(zh) };
  if (!en || !zh)
    return {
      ...change,
      status: 'unknown',
      reason: `the ${en ? 'Chinese' : 'English'} page is not committed yet`,
    };
  const outdated = en.counted && (!zh.counted || en.counted.order < zh.counted.order);
  return { ...change, status: outdated ? 'outdated' : 'up-to-date' };
}

/** The translation status of every English page's Chinese twin, in every version. */
export async function translationStatus(settings: Settings): Promise<TranslationRow[]> {
  const histories = await versionHistories(settings);
  return settings.versions.flatMap((version) =>
    markdownFiles(path.join(version.dir, 'en')).map((rest): TranslationRow => {
      const page = sourcePathOf(version.name, 'en', rest);
      return {
        page,
        route: routePathOf(page),
        version: version.name,
        ...stateOf(existsSync(path.join(version.dir, 'zh', rest)), histories.get(version.name)!, rest),
      };
    }),
  );
}

/** The Chinese twin of a row's page, relative to the content folder: 'zh/guide/start/quick-start.md'. */
export const chinesePageOf = (row: TranslationRow) =>
  sourcePathOf(row.version, 'zh', sourceParts(row.page).rest);
