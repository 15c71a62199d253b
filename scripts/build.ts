/** `npm run build`: the whole site into `dist/` (scripts/build/pipeline.ts). */
import { resolveSettings } from '../content-schema/shared/settings';
import { build } from './build/pipeline';

let settings: ReturnType<typeof resolveSettings>;
try {
  settings = resolveSettings();
} catch (error) {
  // Bad settings (a CONTENT_SOURCES file that is not JSON, an unpinned source): nothing was started.
  console.error(
    `${(error as Error).message}\nBuild failed; nothing was built, and the output folder was left as it was.`,
  );
  process.exit(1);
}
build(settings)
  // Remix's Single Fetch encoder leaves timers behind; once everything is written, nothing is left to wait for.
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
