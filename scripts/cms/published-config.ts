/**
 * The Decap CMS configuration of the editor a deployer publishes at
 * `/admin/` (settings.publishedEditor): the same fields as the dev editor's
 * (decap-config.ts, from content-schema/), on Decap's GitHub backend with
 * its editorial workflow, so that every save is a pull request against the
 * repository and goes through review and CI like any other change.
 *
 * The GitHub backend reads the repository as it is, and Decap's
 * `multiple_folders` i18n wants the language in the folder right above each
 * file, where this site has it at the top of each version's tree. The dev
 * editor hides that behind its own backend (content-map.ts); on GitHub
 * there is no backend of ours, so each language of a section is a
 * collection of its own over the real folder (`content/en/guide`,
 * `content/zh/guide`), listed as deep as its pages go.
 *
 * Only versions whose pages are this repository's own folders are offered:
 * a version fetched from elsewhere is edited in its own repository.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { documentTypes } from '../../content-schema/document-types';
import { LANGS, type Lang } from '../../content-schema/shared/routes';
import type { PublishedEditor, Settings } from '../../content-schema/shared/settings';
import { fieldDescriber } from '../checks/json-schema';
import { MEDIA } from './content-map';
import { SECTIONS } from './sections';
import {
  collectionName,
  navigationCollection,
  pageFields,
  SECTION_LABELS,
  type DocumentTypes,
} from './decap-config';
import type { DecapField } from './decap-fields';
import { SITE_FORMAT } from './site-format';

const LANGUAGE_LABELS: Record<Lang, string> = { en: 'English', zh: '中文' };

/** How many folders deep the Markdown files under `dir` go (1: only files right in it). */
function depthOf(dir: string): number {
  let deepest = 1;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.md'))
      deepest = Math.max(
        deepest,
        path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).length,
      );
  return deepest;
}

/** A field without its `i18n` flag: these collections are one language each. */
const oneLanguage = (field: DecapField): DecapField => {
  const { i18n: _i18n, ...rest } = field as DecapField & { i18n?: unknown };
  return rest;
};

/** Decap's `backend` for `editor`: GitHub, the branch pull requests target, the OAuth client when one is named. */
function githubBackend(editor: PublishedEditor) {
  return {
    name: 'github',
    repo: editor.repo,
    branch: editor.branch,
    ...(editor.authBaseUrl ? { base_url: editor.authBaseUrl } : {}),
    ...(editor.authEndpoint ? { auth_endpoint: editor.authEndpoint } : {}),
  };
}

export function publishedDecapConfig(
  settings: Settings,
  editor: PublishedEditor,
  {
    types = documentTypes,
    schemaDir = path.join(settings.root, 'content-schema'),
  }: { types?: DocumentTypes; schemaDir?: string } = {},
) {
  const describe = fieldDescriber(schemaDir);
  const inRepository = (dir: string) => path.relative(settings.root, dir).split(path.sep).join('/');
  const collections: Record<string, unknown>[] = [];
  const editable = settings.versions.filter((v) => v.source.kind === 'folder' && v.source.own);
  for (const version of editable) {
    const suffix = version.current ? '' : ` · v${version.name}`;
    for (const section of SECTIONS) {
      for (const lang of LANGS) {
        const dir = path.join(version.dir, lang, section);
        let depth: number;
        try {
          depth = depthOf(dir);
        } catch {
          continue;
        }
        collections.push({
          name: collectionName(version, lang === 'en' ? section : `${section}-${lang}`),
          label: `${SECTION_LABELS[section]} · ${LANGUAGE_LABELS[lang]}${suffix}`,
          label_singular: 'page',
          description: `${inRepository(dir)}/ (version ${version.name}). Every save opens a pull request.`,
          folder: inRepository(dir),
          // Only its number of segments counts (how deep Decap lists): pages are created with `npm run new-page`.
          path: Array.from({ length: depth }, () => '{{slug}}').join('/'),
          extension: 'md',
          format: SITE_FORMAT,
          create: false,
          delete: false,
          identifier_field: 'title',
          summary: '{{title}} — {{dirname}}/{{filename}}',
          sortable_fields: ['title'],
          fields: pageFields(types, section === 'blog' ? 'BlogPost' : 'Doc', describe).map(oneLanguage),
        });
      }
    }
    collections.push(
      navigationCollection(
        version,
        (lang) => `${inRepository(path.join(version.dir, lang))}/_navigation.yaml`,
        { types, describe },
      ),
    );
  }
  return {
    load_config_file: false,
    backend: githubBackend(editor),
    // Each save is a branch and a pull request; nothing reaches the branch without review.
    publish_mode: 'editorial_workflow',
    media_folder: `${inRepository(settings.publicDirs[0])}/${MEDIA.dir}`,
    public_folder: MEDIA.public,
    editor: { preview: true },
    collections,
  };
}
