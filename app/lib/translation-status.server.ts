/**
 * Which Chinese pages are outdated, as the build found them from git
 * (scripts/translations/status.ts) and wrote them beside the content indexes
 * (scripts/build/translations.ts) before the prerender. Without that file (the
 * dev server, a content build alone) no page is outdated: the notice is a
 * build's finding, never a guess.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { siteSettings } from './settings.server';

/** The file's name in the content build's output folder (`generatedDir`). */
export const TRANSLATION_STATUS_FILE = 'translation-status.json';

export interface TranslationStatusFile {
  /** The outdated Chinese pages, relative to the content folder: `zh/guide/x.md`, `v0.11/zh/…`. */
  outdated: string[];
}

let cached: { stamp: string; outdated: Set<string> } | undefined;

function outdatedPages(): Set<string> {
  const file = path.join(siteSettings().generatedDir, TRANSLATION_STATUS_FILE);
  const stat = statSync(file, { throwIfNoEntry: false });
  const stamp = stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
  if (cached?.stamp !== stamp) {
    const read = stat ? (JSON.parse(readFileSync(file, 'utf8')) as TranslationStatusFile).outdated : [];
    cached = { stamp, outdated: new Set(read) };
  }
  return cached.outdated;
}

/** Whether the English twin of this Chinese page changed after it was last translated. */
export const isTranslationOutdated = (sourceFilePath: string) =>
  outdatedPages().has(sourceFilePath.split(path.sep).join('/'));
