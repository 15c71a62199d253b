/**
 * `npm run version:archive -- <name> [--documents <release>]`: keeps today's
 * pages readable as an archived version before they are rewritten for a new
 * release (what Docusaurus's `docs:version` does). The current version's
 * pages and navigation are copied to `content/v<name>/`, without the site's
 * own sections (the blog, which exists once), and the version is declared in
 * content-schema/shared/versions.ts, newest archive first.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { LANGS } from '../../content-schema/shared/routes';
import { archiveFolder, SITE_SECTIONS, VERSIONS } from '../../content-schema/shared/versions';

const DECLARATIONS = 'content-schema/shared/versions.ts';
const MARKER = '// Archived versions, newest first (`npm run version:archive` adds here).';

/** A navigation file without the sidebars of the site's own sections. */
function withoutSiteSections(source: string): string {
  const doc = parseDocument(source);
  const sidebars = doc.get('sidebars');
  if (isSeq(sidebars)) {
    sidebars.items = sidebars.items.filter(
      (s) => !(isMap(s) && SITE_SECTIONS.includes(String((s as YAMLMap).get('prefix')))),
    );
  }
  return doc.toString();
}

/** Archives the current version's pages of `contentDir` as version `name`; returns the new folder. */
export function archiveVersion(root: string, contentDir: string, name: string, documents = name): string {
  if (!/^\d+(\.\d+)*$/.test(name))
    throw new Error(`A version name is a release number such as 0.11 (got "${name}")`);
  if (VERSIONS.some((v) => v.name === name))
    throw new Error(`Version ${name} is declared already (${DECLARATIONS})`);
  const target = path.join(contentDir, archiveFolder(name));
  if (existsSync(target)) throw new Error(`${path.relative(root, target)} exists already`);
  for (const lang of LANGS) {
    const from = path.join(contentDir, lang);
    cpSync(from, path.join(target, lang), {
      recursive: true,
      filter: (file) => !SITE_SECTIONS.some((section) => `${file}/`.startsWith(path.join(from, section))),
    });
    const navigation = path.join(target, lang, '_navigation.yaml');
    writeFileSync(navigation, withoutSiteSections(readFileSync(navigation, 'utf8')));
  }
  const declarations = path.join(root, DECLARATIONS);
  const source = readFileSync(declarations, 'utf8');
  if (!source.includes(MARKER)) throw new Error(`${DECLARATIONS} has lost its line "${MARKER}"`);
  const entry = `  { name: '${name}', label: 'v${name}', documents: '${documents}' },`;
  writeFileSync(declarations, source.replace(MARKER, `${MARKER}\n${entry}`));
  return target;
}
