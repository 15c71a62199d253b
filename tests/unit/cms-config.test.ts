/**
 * The editor's configuration is generated from content-schema/: what a
 * document type says of a field is what the form does with it, and a
 * change to the schema changes the form.
 */
import { describe, expect, it } from 'vitest';
import { Doc } from '../../content-schema/doc';
import { documentTypes } from '../../content-schema/document-types';
import { resolveSettings } from '../../content-schema/shared/settings';
import { disallowedScheme } from '../../content-schema/shared/urls';
import { decapConfig } from '../../scripts/cms/decap-config';

type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field };
type Collection = {
  name: string;
  label: string;
  folder?: string;
  fields?: Field[];
  files?: { fields: Field[] }[];
};

const settings = resolveSettings();
const collections = (config = decapConfig(settings)) => config.collections as unknown as Collection[];
const field = (collection: Collection | undefined, name: string) =>
  collection?.fields?.find((f) => f.name === name);

describe('the generated configuration', () => {
  const config = decapConfig(settings);
  const all = collections(config);
  const named = (name: string) => all.find((c) => c.name === name);

  it('has a collection per section and version (an archived version has no blog or API of its own), and the navigation of each version', () => {
    expect(all.map((c) => c.name)).toEqual([
      'guide',
      'config',
      'api',
      'blog',
      'navigation',
      'guide-v0.11',
      'config-v0.11',
      'navigation-v0.11',
    ]);
  });
  it('shows English and Chinese side by side, each language in the folder Decap expects', () => {
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: ['en', 'zh'],
      default_locale: 'en',
    });
    expect(field(named('guide'), 'title')?.i18n).toBe(true);
    expect(field(named('guide'), 'body')).toMatchObject({ widget: 'markdown', modes: ['raw', 'rich_text'] });
  });
  it('takes widget, required, pattern, allowed values and hints from the document types', () => {
    const guide = named('guide');
    // The schema's own message for a blank title.
    expect(field(guide, 'title')).toMatchObject({
      widget: 'string',
      required: true,
      pattern: ['\\S', expect.stringContaining('is blank')],
    });
    expect(field(guide, 'description')).toMatchObject({ widget: 'string', required: false });
    expect(String(field(guide, 'description')?.hint)).toMatch(/search engines/);
    expect(field(guide, 'pageType')).toMatchObject({ widget: 'select', required: false });
    expect(field(guide, 'overview')).toMatchObject({ widget: 'boolean', default: false });
    expect(field(named('blog'), 'date')).toMatchObject({ widget: 'datetime', required: true });
    const nav = named('navigation')?.files?.[0].fields ?? [];
    const navItem = nav.find((f) => f.name === 'nav');
    expect(navItem).toMatchObject({ widget: 'list', required: true });
    expect(navItem?.fields?.find((f) => f.name === 'position')).toMatchObject({
      widget: 'select',
      options: ['left', 'right'],
      default: 'right',
    });
  });
  it('holds URL fields to the site’s URL rule, with the same answers as the checks', () => {
    const link = named('navigation')
      ?.files?.[0].fields.find((f) => f.name === 'nav')
      ?.fields?.find((f) => f.name === 'link');
    const [regex] = link?.pattern as [string, string];
    for (const url of [
      '/guide/start/',
      'https://rslib.rs',
      'HTTP://x',
      'mailto:a@b.c',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:x',
      'data:text/html,x',
      'vbscript:x',
      './relative',
      '#anchor',
    ])
      expect(new RegExp(regex).test(url), url).toBe(disallowedScheme(url) === undefined);
  });
});

describe('a change to a schema field changes the form', () => {
  it('a new allowed value, a field made required, a new field', () => {
    const def = Doc.def() as unknown as { name: string; fields: Record<string, Record<string, unknown>> };
    const changed = {
      def: () => ({
        ...def,
        fields: {
          ...def.fields,
          pageType: { ...def.fields.pageType, options: ['doc', 'home', 'custom', 'tutorial'] },
          description: { ...def.fields.description, required: true },
          difficulty: { type: 'enum', options: ['easy', 'hard'], required: true },
        },
      }),
    };
    const types = documentTypes.map((t) => (t === Doc ? changed : t));
    const guide = collections(decapConfig(settings, { types })).find((c) => c.name === 'guide');
    const before = collections().find((c) => c.name === 'guide');
    expect(field(before, 'pageType')?.options).not.toContain('tutorial');
    expect(field(guide, 'pageType')?.options).toContain('tutorial');
    expect(field(guide, 'description')?.required).toBe(true);
    expect(field(guide, 'difficulty')).toMatchObject({
      widget: 'select',
      options: ['easy', 'hard'],
      required: true,
    });
  });
});
