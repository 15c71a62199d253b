/**
 * Where the editor's files are. Decap's `multiple_folders` i18n keeps each
 * language in a folder right above the file (`<collection>/<locale>/<slug>.md`),
 * while the site keeps the language at the top of each version's tree
 * (`<version dir>/<locale>/<section>/<path>.md`). So Decap is shown a layout
 * of its own kind, and the backend (backend.ts) turns each of its paths into
 * the real one and back:
 *
 *   _cms/1.0/guide/en/start__quick-start.md  <->  <content>/en/guide/start/quick-start.md
 *   _cms/0.11/config/zh/lib__format.md       <->  <content>/v0.11/zh/config/lib/format.md
 *   _cms/1.0/_navigation/en.yaml             <->  <content>/en/_navigation.yaml
 *   _cms/media/logo.png                      <->  public/media/logo.png
 *
 * A path that does not have exactly one of these shapes, with a known
 * version, section and language and a slug of plain name segments, names
 * no file at all: nothing a request says can reach outside these folders.
 */
import path from 'node:path';
import { LANGS, type Lang } from '../../content-schema/shared/routes';
import { SECTIONS, type Section } from './sections';

const VIRTUAL_ROOT = '_cms';
/** Uploaded images: in public/, which the build copies to the site's root, so `/media/x.png` works on every page. */
export const MEDIA = { virtual: `${VIRTUAL_ROOT}/media`, public: '/media', dir: 'media' };
/** Joins the folders of a page's path inside its section in a Decap slug (which holds no `/`). */
const SLUG_SEPARATOR = '__';
const NAME = '[a-z0-9][a-z0-9.-]*';
const SLUG = new RegExp(`^${NAME}(?:${SLUG_SEPARATOR}${NAME})*$`);
const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:png|jpe?g|gif|webp|avif|svg)$/;

/** What the map needs to know of a version. */
export interface MappedVersion {
  name: string;
  /** The folder holding its `en/` and `zh/`. */
  dir: string;
}

export type RealFile =
  | { kind: 'page'; version: string; lang: Lang; section: Section; file: string }
  | { kind: 'navigation'; version: string; lang: Lang; file: string }
  | { kind: 'media'; file: string };

/** The virtual folder of a section's collection: `_cms/1.0/guide`. */
export const collectionFolder = (version: string, section: Section) =>
  `${VIRTUAL_ROOT}/${version}/${section}`;
/** The virtual file of a language's navigation: `_cms/1.0/_navigation/en.yaml`. */
export const navigationFile = (version: string, lang: Lang) =>
  `${VIRTUAL_ROOT}/${version}/_navigation/${lang}.yaml`;

/** A page's path inside its section (`start/quick-start.md`) as a Decap slug (`start__quick-start`), or undefined. */
export function slugOf(inside: string): string | undefined {
  const slug = inside.replace(/\.md$/, '').split('/').join(SLUG_SEPARATOR);
  return inside.endsWith('.md') && SLUG.test(slug) ? slug : undefined;
}

/** The real file behind a virtual path, or undefined when the path is not one of the shapes above. */
export function realFile(
  virtual: string,
  versions: MappedVersion[],
  publicDir: string,
): RealFile | undefined {
  const parts = virtual.split('/');
  if (parts[0] !== VIRTUAL_ROOT) return undefined;
  if (parts[1] === 'media' && parts.length === 3 && MEDIA_NAME.test(parts[2]))
    return { kind: 'media', file: path.join(publicDir, MEDIA.dir, parts[2]) };
  const version = versions.find((v) => v.name === parts[1]);
  if (!version) return undefined;
  if (parts.length === 4 && parts[2] === '_navigation') {
    const lang = LANGS.find((l) => `${l}.yaml` === parts[3]);
    return (
      lang && {
        kind: 'navigation',
        version: version.name,
        lang,
        file: path.join(version.dir, lang, '_navigation.yaml'),
      }
    );
  }
  const [, , section, lang, name] = parts;
  if (parts.length !== 5 || !SECTIONS.includes(section as Section) || !LANGS.includes(lang as Lang))
    return undefined;
  const slug = name.replace(/\.md$/, '');
  if (!name.endsWith('.md') || !SLUG.test(slug)) return undefined;
  const inside = slug.split(SLUG_SEPARATOR);
  if (inside.some((segment) => segment.startsWith('.'))) return undefined;
  return {
    kind: 'page',
    version: version.name,
    lang: lang as Lang,
    section: section as Section,
    file: path.join(version.dir, lang, section, ...inside.slice(0, -1), `${inside.at(-1)}.md`),
  };
}

/** The virtual path of a real page under a version's folder, or undefined when the editor does not show it. */
export function virtualPageOf(version: MappedVersion, real: string): string | undefined {
  const [lang, section, ...inside] = path.relative(version.dir, real).split(path.sep);
  if (!LANGS.includes(lang as Lang) || !SECTIONS.includes(section as Section)) return undefined;
  if (inside.includes('shared')) return undefined;
  const slug = slugOf(inside.join('/'));
  return slug && `${collectionFolder(version.name, section as Section)}/${lang}/${slug}.md`;
}

/** The virtual path of a version's navigation file, or undefined when `real` is not one. */
export function virtualNavigationOf(version: MappedVersion, real: string): string | undefined {
  const [lang, name, ...rest] = path.relative(version.dir, real).split(path.sep);
  return LANGS.includes(lang as Lang) && name === '_navigation.yaml' && rest.length === 0
    ? navigationFile(version.name, lang as Lang)
    : undefined;
}

/** The virtual path of an uploaded image (its path inside public/). */
export const virtualMediaOf = (inPublic: string) =>
  inPublic.startsWith(`${MEDIA.dir}/`) ? `${VIRTUAL_ROOT}/${inPublic}` : undefined;
