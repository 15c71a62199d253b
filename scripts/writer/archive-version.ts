/**
 * `npm run version:archive -- <name> [--documents <release>] [--next <release>]`:
 * keeps today's pages readable as an archived version before they are
 * rewritten for a new release (what Docusaurus's `docs:version` does). The
 * current version's pages and navigation are copied to `content/v<name>/`,
 * without the site's own sections (the blog, which exists once), and the
 * version is declared in content-schema/shared/versions.ts, newest archive
 * first.
 *
 * Archiving the current version itself (`1.0` while 1.0 is current) needs the
 * release the pages will document next (`--next 2.0.0`): the current
 * declaration moves on to it, and the next release gets a code sample
 * environment of its own, a copy of the archived one's with the new
 * @rslib/core (the writer checks its plugins and runs npm install).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';
import { YAML_STYLE } from './yaml-style';
import { LANGS } from '../../content-schema/shared/routes';
import {
  archiveFolder,
  CURRENT_VERSION,
  SITE_SECTIONS,
  VERSIONS,
} from '../../content-schema/shared/versions';

const DECLARATIONS = 'content-schema/shared/versions.ts';
const MARKER = '// Archived versions, newest first (`npm run version:archive` adds here).';
const SAMPLE_ENVIRONMENTS = 'scripts/checks/code-samples/versions';

export interface ArchiveOptions {
  /** The @rslib/core release the archived pages document (default: the declared one, or `<name>`). */
  documents?: string;
  /** When archiving the current version: the release the current pages document next. */
  next?: string;
}

export interface Archived {
  /** The new archive's folder. */
  folder: string;
  /** The version now current, when it changed. */
  current?: { name: string; documents: string; sampleEnvironment: string };
}

/** A navigation file without the sidebars of the site's own sections. */
function withoutSiteSections(source: string): string {
  const doc = parseDocument(source);
  const sidebars = doc.get('sidebars');
  if (isSeq(sidebars)) {
    sidebars.items = sidebars.items.filter(
      (s) => !(isMap(s) && SITE_SECTIONS.includes(String(s.get('prefix')))),
    );
  }
  return doc.toString(YAML_STYLE);
}

const RELEASE = /^\d+\.\d+\.\d+(-[\w.]+)?$/;
/** A release's version name: `2.0.0` -> `2.0`. */
const nameOf = (release: string) => release.split('.').slice(0, 2).join('.');
const entry = (name: string, documents: string, current = false) =>
  `  { name: '${name}', label: 'v${name}', documents: '${documents}'${current ? ', current: true' : ''} },`;

/** Copies the current version's pages of `contentDir` into the archive folder of `name`. */
function snapshotPages(contentDir: string, target: string) {
  for (const lang of LANGS) {
    const from = path.join(contentDir, lang);
    cpSync(from, path.join(target, lang), {
      recursive: true,
      filter: (file) => !SITE_SECTIONS.some((section) => `${file}/`.startsWith(path.join(from, section))),
    });
    const navigation = path.join(target, lang, '_navigation.yaml');
    writeFileSync(navigation, withoutSiteSections(readFileSync(navigation, 'utf8')));
  }
}

/** The next release's code sample environment: the archived one's packages, with the next @rslib/core. */
function nextSampleEnvironment(root: string, archived: string, next: string, documents: string): string {
  const from = path.join(root, SAMPLE_ENVIRONMENTS, archived, 'package.json');
  const dir = path.join(root, SAMPLE_ENVIRONMENTS, next);
  const manifest = JSON.parse(readFileSync(from, 'utf8')) as {
    name: string;
    description?: string;
    devDependencies: Record<string, string>;
  };
  manifest.name = `code-samples-${next}`;
  manifest.description = `What the config samples of the current ${next} pages import: @rslib/core ${documents} (scripts/checks/check-code-samples.ts).`;
  manifest.devDependencies['@rslib/core'] = documents;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return path.relative(root, dir);
}

/** Archives the current version's pages of `contentDir` as version `name`. */
export function archiveVersion(
  root: string,
  contentDir: string,
  name: string,
  options: ArchiveOptions = {},
): Archived {
  if (!/^\d+(\.\d+)*$/.test(name))
    throw new Error(`A version name is a release number such as 0.11 (got "${name}")`);
  const archivingCurrent = name === CURRENT_VERSION;
  if (archivingCurrent && !options.next)
    throw new Error(
      `Version ${name} is the current one: say which release the current pages document next, e.g. --next ${Number(name.split('.')[0]) + 1}.0.0`,
    );
  if (options.next && !RELEASE.test(options.next))
    throw new Error(`--next takes a release such as 2.0.0 (got "${options.next}")`);
  if (options.next && !archivingCurrent)
    throw new Error(`--next is only for archiving the current version (${CURRENT_VERSION}), not ${name}`);
  if (!archivingCurrent && VERSIONS.some((v) => v.name === name))
    throw new Error(`Version ${name} is declared already (${DECLARATIONS})`);
  const next = options.next && nameOf(options.next);
  if (next && VERSIONS.some((v) => v.name === next))
    throw new Error(`Version ${next} is declared already (${DECLARATIONS})`);
  const target = path.join(contentDir, archiveFolder(name));
  if (existsSync(target)) throw new Error(`${path.relative(root, target)} exists already`);

  const declarations = path.join(root, DECLARATIONS);
  let source = readFileSync(declarations, 'utf8');
  if (!source.includes(MARKER)) throw new Error(`${DECLARATIONS} has lost its line "${MARKER}"`);
  const declared = VERSIONS.find((v) => v.name === name);
  const documents = options.documents ?? declared?.documents ?? name;
  if (archivingCurrent) {
    const current = entry(CURRENT_VERSION, declared!.documents, true);
    if (!source.includes(current))
      throw new Error(`${DECLARATIONS} no longer has the line \`${current.trim()}\`: edit it by hand`);
    source = source.replace(current, entry(next!, options.next!, true));
  }

  snapshotPages(contentDir, target);
  writeFileSync(declarations, source.replace(MARKER, `${MARKER}\n${entry(name, documents)}`));
  return {
    folder: target,
    current:
      archivingCurrent && next
        ? {
            name: next,
            documents: options.next!,
            sampleEnvironment: nextSampleEnvironment(root, name, next, options.next!),
          }
        : undefined,
  };
}
