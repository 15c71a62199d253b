/**
 * DocSearch's hierarchy levels: lvl0 the section (sidebar group), lvl1 the
 * page, lvl2–lvl6 its headings h2–h6.
 */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
/** The heading levels, h2 first. */
export const HEADING_LEVELS = LEVELS.slice(2) as Exclude<Level, 'lvl0' | 'lvl1'>[];

/** A DocSearch record, the shape Algolia's DocSearch crawler produces. */
export interface SearchRecord {
  objectID: string;
  url: string;
  type: Exclude<Level, 'lvl0'> | 'content';
  hierarchy: { lvl0: string; lvl1: string } & Record<(typeof HEADING_LEVELS)[number], string | null>;
  content: string | null;
  lang: string;
}
