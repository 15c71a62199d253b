/** `npm run version:archive -- <name> [--documents <release>]` (scripts/writer/archive-version.ts). */
import path from 'node:path';
import { resolveSettings } from '../content-schema/shared/settings';
import { archiveVersion } from './writer/archive-version';

const [name, ...rest] = process.argv.slice(2);
const documents = rest.includes('--documents') ? rest[rest.indexOf('--documents') + 1] : undefined;
if (!name) {
  console.error(
    'Usage: npm run version:archive -- <name> [--documents <release>]\n  e.g. npm run version:archive -- 1.0 --documents 1.0.1',
  );
  process.exit(1);
}
const { root, contentDir } = resolveSettings();
try {
  const folder = archiveVersion(root, contentDir, name, documents);
  console.log(
    `✓ Version ${name} archived in ${path.relative(root, folder)}/ (served at /v${name}/) and declared in content-schema/shared/versions.ts.\n` +
      '  The pages in content/en and content/zh are now free to document the next release.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
