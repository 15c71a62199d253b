/**
 * Every page and navigation file of every version, through the editor's
 * load and save path (Decap's formatter with the generated configuration),
 * with no edit: the bytes on disk come back unchanged. And a field edited
 * in the form changes that field's lines and nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../content-schema/shared/settings';
import { keepHeaderComment } from '../../scripts/cms/site-format';
import { virtualNavigationOf, virtualPageOf } from '../../scripts/cms/content-map';
import { decapConfig } from '../../scripts/cms/decap-config';
import { decapLoad, decapSave } from '../helpers/decap-round-trip';

const settings = resolveSettings();
const config = decapConfig(settings);
type Collection = Parameters<typeof decapSave>[0] & { folder?: string };
const collections = config.collections as unknown as Collection[];

/** The collection a virtual path belongs to. */
const collectionOf = (virtual: string) =>
  collections.find(
    (c) => (c.folder && virtual.startsWith(`${c.folder}/`)) || c.files?.some((f) => f.file === virtual),
  );

const files = settings.versions.flatMap((version) =>
  readdirSync(version.dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(md|yaml)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .map((file) => ({ file, virtual: virtualPageOf(version, file) ?? virtualNavigationOf(version, file) }))
    .filter((f): f is { file: string; virtual: string } => f.virtual !== undefined),
);

describe('a page saved in the editor without an edit is unchanged on disk', () => {
  it('covers every page and navigation of both languages and every version', () => {
    const langs = new Set(files.map((f) => path.relative(settings.root, f.file).split(path.sep).at(-1)));
    expect(files.length).toBeGreaterThan(200);
    expect(langs.has('_navigation.yaml')).toBe(true);
    for (const version of settings.versions)
      for (const lang of ['en', 'zh'])
        expect(files.some((f) => f.file.startsWith(path.join(version.dir, lang, path.sep)))).toBe(true);
  });
  it.each(files.map((f) => [path.relative(settings.root, f.file), f] as const))(
    '%s',
    (_, { file, virtual }) => {
      const raw = readFileSync(file, 'utf8');
      const collection = collectionOf(virtual);
      expect(collection, virtual).toBeDefined();
      const saved = keepHeaderComment(
        raw,
        decapSave(collection!, virtual, decapLoad(collection!, virtual, raw)),
      );
      expect(saved).toBe(raw);
    },
  );
});

describe('editing one field changes only its lines', () => {
  const file = path.join(settings.root, 'content/en/guide/start/quick-start.md');
  const virtual = virtualPageOf(settings.versions[0], file)!;
  const collection = collectionOf(virtual)!;
  const raw = readFileSync(file, 'utf8');
  const changedLines = (next: string) => {
    const a = raw.split('\n');
    const b = next.split('\n');
    expect(b.length).toBe(a.length);
    return b.flatMap((line, i) => (line === a[i] ? [] : [[a[i], line]]));
  };
  it('the description', () => {
    const data = decapLoad(collection, virtual, raw);
    const saved = decapSave(collection, virtual, {
      ...data,
      description: 'A new description: with a colon.',
    });
    expect(changedLines(saved)).toEqual([
      [expect.stringMatching(/^description: /), "description: 'A new description: with a colon.'"],
    ]);
  });
  it('one sentence of the body', () => {
    const data = decapLoad(collection, virtual, raw);
    const body = String(data.body).replace('# Quick start', '# Quick start, edited');
    expect(changedLines(decapSave(collection, virtual, { ...data, body }))).toEqual([
      ['# Quick start', '# Quick start, edited'],
    ]);
  });
});
