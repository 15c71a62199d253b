/**
 * The editor's file format for pages: Decap CMS's own YAML frontmatter
 * reader, and a writer that keeps the site's style, one line per value
 * (Decap's built-in writer folds text at 80 columns, which would rewrite
 * the description of most pages on their first save). Registered in Decap
 * as the `site-frontmatter` format (admin/main.tsx), so that loading and
 * saving a page run through Decap's own path (`Backend.entryWithFormat`,
 * `Backend.entryToRaw`) with this writer at the end of it.
 *
 * Saving a page that was not edited gives back its bytes
 * (tests/unit/cms-round-trip.test.ts), and a changed value changes only
 * its own lines: keys keep their order, and nothing is re-quoted that was
 * not touched, since the content is kept in this style (single quotes only
 * where YAML needs quotes).
 */
import { frontmatterYAML } from 'decap-cms-core/dist/esm/formats/frontmatter';
import { Document, parse } from 'yaml';
import { YAML_STYLE } from '../writer/yaml-style';

export const SITE_FORMAT = 'site-frontmatter';

const reader = frontmatterYAML();

/** Decap reads a full ISO timestamp as a Date: written back as the site writes it, without `.000`. */
const timestamp = (value: Date) => value.toISOString().replace('.000Z', 'Z');

function plain(value: unknown): unknown {
  if (value instanceof Date) return timestamp(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

export const siteFrontmatter = {
  fromFile(content: string): Record<string, unknown> {
    return reader.fromFile(content);
  },
  /**
   * Keys stay in the order the file has them (Decap keeps the loaded
   * order in its draft, and adds a field that was not there at the end),
   * not in the form's order (`sortedKeys`, ignored): sorting would move
   * lines of pages that were written in another order.
   */
  toFile(data: Record<string, unknown>): string {
    const { body = '', ...meta } = data;
    const front = Object.keys(meta).length ? yamlText(plain(meta)) : '';
    return `---\n${front}---\n${String(body)}`;
  },
};

/** The site's YAML style (scripts/writer/yaml-style.ts). */
const yamlText = (value: unknown) => new Document(value).toString(YAML_STYLE);

/** The editor's format for the navigation files (`site-yaml`): the same style as the pages' frontmatter. */
export const SITE_YAML_FORMAT = 'site-yaml';
export const siteYaml = {
  fromFile: (content: string): unknown => parse(content),
  toFile: (data: unknown): string => yamlText(plain(data)),
};

/**
 * The comment lines a navigation file starts with (notes for writers who
 * edit the file by hand): Decap's YAML writer has no place for them, so a
 * save keeps those of the file on disk.
 */
export function keepHeaderComment(onDisk: string, saved: string): string {
  const header = /^(?:#.*\n)+/.exec(onDisk)?.[0];
  return header && !saved.startsWith(header) ? header + saved : saved;
}
