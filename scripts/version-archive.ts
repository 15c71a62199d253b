/** `npm run version:archive -- <name> [--documents <release>] [--next <release>]` (scripts/writer/archive-version.ts). */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveSettings } from '../content-schema/shared/settings';
import { archiveVersion } from './writer/archive-version';

const USAGE = `Usage: npm run version:archive -- <name> [--documents <release>] [--next <release>]
  Archive today's pages as the current version moves on to its next release:
    npm run version:archive -- 1.0 --next 2.0.0
  Archive them under a name of their own (the current declaration already edited):
    npm run version:archive -- 0.11 --documents 0.11.2`;

let name: string | undefined;
let values: { documents?: string; next?: string };
try {
  const parsed = parseArgs({
    allowPositionals: true,
    options: { documents: { type: 'string' }, next: { type: 'string' } },
  });
  [name] = parsed.positionals;
  values = parsed.values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
if (!name) {
  console.error(USAGE);
  process.exit(1);
}
const settings = resolveSettings();
const { root } = settings;
const current = settings.versions.find((v) => v.current)!;
if (current.source.kind !== 'folder' || !current.source.own) {
  console.error(
    "The current version's pages are not in content/ (CONTENT_SOURCES or --local point elsewhere): archive them where they are kept, or build from content/ to archive them here.",
  );
  process.exit(1);
}
const contentDir = current.dir;
try {
  const { folder, current } = archiveVersion(root, contentDir, name, values);
  console.log(
    `✓ Version ${name} archived in ${path.relative(root, folder)}/ (served at /v${name}/) and declared in content-schema/shared/versions.ts.`,
  );
  if (current) {
    console.log(
      `✓ The current version is now ${current.name}, documenting @rslib/core ${current.documents}.\n` +
        `  Its code samples are checked in ${current.sampleEnvironment}/: review the plugin releases there, then run npm install.`,
    );
  }
  console.log('  The pages in content/en and content/zh are now free to document the next release.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
