/**
 * A file through Decap CMS's own load and save path, as the editor runs it:
 * the collection's format found by decap-cms-core's `resolveFormat` (our
 * `site-frontmatter`, registered in Decap's registry as admin/main.tsx
 * does), its `fromFile` into entry data, then what `Backend.entryToRaw`
 * does: `toFile` with the collection's field order and a final newline.
 * (decap-cms-core's backend module itself needs a browser window to load.)
 */
import { fromJS } from 'immutable';
import { resolveFormat } from 'decap-cms-core/dist/esm/formats/formats';
import { registerCustomFormat } from 'decap-cms-core/dist/esm/lib/registry';
import { SITE_FORMAT, SITE_YAML_FORMAT, siteFrontmatter, siteYaml } from '../../scripts/cms/site-format';

registerCustomFormat(SITE_FORMAT, 'md', siteFrontmatter);
registerCustomFormat(SITE_YAML_FORMAT, 'yaml', siteYaml);

type Collection = {
  name: string;
  fields?: { name: string }[];
  files?: { file: string; fields: { name: string }[] }[];
};

/** What Decap loads of `raw` (the entry's data). */
export function decapLoad(collection: Collection, path: string, raw: string): Record<string, unknown> {
  return resolveFormat(fromJS(collection), { path }).fromFile(raw);
}

/** What Decap writes for `data`: `Backend.entryToRaw`. */
export function decapSave(collection: Collection, path: string, data: Record<string, unknown>): string {
  // Backend.fieldsOrder: the folder collection's fields, or the fields of the file entry.
  const fields = collection.fields ?? collection.files?.find((f) => f.file === path)?.fields ?? [];
  const content = resolveFormat(fromJS(collection), { path }).toFile(
    data,
    fields.map((f) => f.name),
  );
  return content.endsWith('\n') ? content : `${content}\n`;
}
