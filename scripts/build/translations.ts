/**
 * The translation status in the build: worked out from git as soon as the
 * sources are ready (it needs nothing else, and runs beside the content and
 * app builds), then written beside the content indexes for the prerender,
 * where an outdated Chinese page gets its notice
 * (app/lib/translation-status.server.ts). The notice is part of the page's
 * loader data, so a page whose status changes is rendered again
 * (page-cache.ts) and the others are not.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { TRANSLATION_STATUS_FILE, type TranslationStatusFile } from '../../app/lib/translation-status.server';
import type { Settings } from '../../content-schema/shared/settings';
import { chinesePageOf, translationStatus } from '../translations/status';

export function translationStage(settings: Settings) {
  const rows = translationStatus(settings);
  // Awaited by `write`; a build that fails before then must not also report this.
  rows.catch(() => undefined);
  return {
    /** Writes the outdated pages where the prerender reads them; returns a line for the build's log, if any. */
    async write(): Promise<string | undefined> {
      const all = await rows;
      const outdated = all.filter((r) => r.status === 'outdated').map(chinesePageOf);
      writeFileSync(
        path.join(settings.generatedDir, TRANSLATION_STATUS_FILE),
        JSON.stringify({ outdated } satisfies TranslationStatusFile),
      );
      const unknown = all.filter((r) => r.status === 'unknown').length;
      if (!outdated.length && !unknown) return undefined;
      return `Translation status: ${outdated.length} Chinese page(s) outdated (shown with a notice), ${unknown} unknown; npm run content:translations lists them.`;
    },
  };
}
