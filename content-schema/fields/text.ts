/**
 * A rule a text field's value must match when it is given, with what the
 * checks and the editor say when it does not. The schema check
 * (scripts/checks/frontmatter-check.ts) reports it with the file, line and
 * field; the editor's form (scripts/cms/decap-fields.ts) refuses the value
 * before saving, with the same words.
 */
export interface FieldPattern {
  /** A JavaScript regular expression, without flags, that a good value matches. */
  regex: string;
  /** What is wrong, after the field's name: `title is blank`. */
  message: string;
  /** How to fix it. */
  fix: string;
}

/**
 * The page title: text that is not blank. It may be left out when the page
 * starts with a `#` heading (the site's `fallbackHeadingTitle`), but a
 * `title:` line must say something: an empty title would name the page and
 * its browser tab with nothing.
 */
export const titleField = {
  type: 'string',
  pattern: {
    regex: '\\S',
    message: 'is blank',
    fix: "Write the page's title, or remove the line to use the page's first heading.",
  } satisfies FieldPattern,
} as const;
