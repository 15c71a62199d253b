/** `npm run build`: the whole site into `dist/` (scripts/build/pipeline.ts). */
import { resolveSettings } from '../content-schema/shared/settings';
import { build } from './build/pipeline';

build(resolveSettings())
  // Remix's Single Fetch encoder leaves timers behind; once everything is written, nothing is left to wait for.
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
