/**
 * The editor's Decap CMS configuration, generated from content-schema/ and
 * the versions of the settings every time the editor loads it: nothing of
 * it is written by hand. One collection per content section and version
 * (guide, config, API, blog; the blog exists once), each page in English
 * and Chinese side by side (`i18n`, `multiple_folders`, in the layout of
 * content-map.ts), and the navigation of each version as two files.
 *
 * A version whose pages come from elsewhere (CONTENT_SOURCES) is shown
 * read-only, with why and how to edit it; the backend refuses to write it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { documentTypes } from '../../content-schema/document-types';
import { describeSource } from '../../content-schema/shared/content-sources';
import { LANGS } from '../../content-schema/shared/routes';
import type { Settings } from '../../content-schema/shared/settings';
import { fieldDescriber } from '../checks/json-schema';
import { collectionFolder, MEDIA, navigationFile } from './content-map';
import { SECTIONS, type Section } from './sections';
import { topLevelFields, type DecapField, type SchemaField } from './decap-fields';
import { SITE_FORMAT, SITE_YAML_FORMAT } from './site-format';

type Version = Settings['versions'][number];

export const SECTION_LABELS: Record<Section, string> = {
  guide: 'Guide',
  config: 'Config',
  api: 'API',
  blog: 'Blog',
};

/** Why a version cannot be edited here, and how to edit it; undefined when it can. */
export function readOnlyReason(version: Version): string | undefined {
  if (version.source.kind === 'folder') return undefined;
  return (
    `Read-only: the pages of version ${version.name} come from ${describeSource(version.source)}, and a change made here would be lost at the next fetch. ` +
    `To edit them, point the version at a local checkout of that source: npm run dev -- --local ${version.name}=<folder with en/ and zh/>`
  );
}

/** The collection name of a section in a version: `guide`, `guide-v0.11`. */
export const collectionName = (version: Version, section: string) =>
  version.current ? section : `${section}-v${version.name}`;

export type DocumentTypes = readonly { def: () => { name: string; fields?: unknown } }[];

const typeFields = (types: DocumentTypes, name: string) =>
  (types.map((t) => t.def()).find((d) => d.name === name)?.fields ?? {}) as Record<string, SchemaField>;

export function pageFields(
  types: DocumentTypes,
  typeName: string,
  describe: ReturnType<typeof fieldDescriber>,
): DecapField[] {
  const fields = topLevelFields(typeFields(types, typeName), typeName, describe).map((f) => ({
    ...f,
    i18n: true,
  }));
  // The body in Markdown: raw by default, so that every byte is the writer's (see README, the editor).
  const body = {
    label: 'Body',
    name: 'body',
    widget: 'markdown',
    i18n: true,
    required: true,
    modes: ['raw', 'rich_text'],
    editor_components: ['callout', 'package-manager-tabs'],
  };
  return [...fields, body];
}

/** A version's navigation as a collection of two files, one per language, at `fileOf(lang)`. */
export function navigationCollection(
  version: Version,
  fileOf: (lang: (typeof LANGS)[number]) => string,
  {
    types,
    describe,
    description = 'The nav bar and the sidebars: order, titles, groups.',
  }: { types: DocumentTypes; describe: ReturnType<typeof fieldDescriber>; description?: string },
) {
  return {
    name: collectionName(version, 'navigation'),
    label: `Navigation${version.current ? '' : ` · v${version.name}`}`,
    description,
    format: SITE_YAML_FORMAT,
    files: LANGS.map((lang) => ({
      name: lang,
      label: lang === 'en' ? 'English navigation' : 'Chinese navigation (中文导航)',
      file: fileOf(lang),
      fields: topLevelFields(typeFields(types, 'Navigation'), 'Navigation', describe),
    })),
  };
}

/**
 * The configuration for `settings`, from the document types (`types`, the
 * site's own unless a test gives others) and the doc comments of the
 * schema files in `schemaDir`, which become the hints under the fields.
 */
export function decapConfig(
  settings: Settings,
  {
    types = documentTypes,
    schemaDir = path.join(settings.root, 'content-schema'),
  }: { types?: DocumentTypes; schemaDir?: string } = {},
) {
  const describe = fieldDescriber(schemaDir);
  const collections: Record<string, unknown>[] = [];
  for (const version of settings.versions) {
    const reason = readOnlyReason(version);
    const suffix = version.current ? '' : ` · v${version.name}`;
    for (const section of SECTIONS) {
      if (!LANGS.some((lang) => existsSync(path.join(version.dir, lang, section)))) continue;
      collections.push({
        name: collectionName(version, section),
        label: `${SECTION_LABELS[section]}${suffix}`,
        label_singular: 'page',
        description:
          reason ??
          `content/${path.relative(settings.contentDir, version.dir) || '.'}/{en,zh}/${section}/ (version ${version.name})`,
        folder: collectionFolder(version.name, section),
        extension: 'md',
        format: SITE_FORMAT,
        i18n: true,
        // New pages are made by the editor's New page form (both languages, the navigation): see admin/NewPage.tsx.
        create: false,
        delete: false,
        identifier_field: 'title',
        summary: '{{title}} — {{slug}}',
        sortable_fields: ['title'],
        fields: pageFields(types, section === 'blog' ? 'BlogPost' : 'Doc', describe),
      });
    }
    collections.push(
      navigationCollection(version, (lang) => navigationFile(version.name, lang), {
        types,
        describe,
        description: reason,
      }),
    );
  }
  return {
    load_config_file: false,
    // The dev server's own backend (backend.ts); the admin page gives it its absolute URL.
    backend: { name: 'proxy', proxy_url: '/api/v1', branch: 'main' },
    media_folder: MEDIA.virtual,
    public_folder: MEDIA.public,
    i18n: { structure: 'multiple_folders', locales: [...LANGS], default_locale: 'en' },
    editor: { preview: true },
    collections,
  };
}
