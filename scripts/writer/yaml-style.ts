import type { ToStringOptions } from 'yaml';

/**
 * How the site's YAML is written (frontmatter and navigation files), by
 * every tool that writes it: `npm run new-page`, `npm run version:archive`
 * and the editor (scripts/cms/site-format.ts). One line per value (no
 * folding), single quotes where quotes are needed, lists flush with their
 * key. Written the same way everywhere, a save changes only what changed.
 */
export const YAML_STYLE: ToStringOptions = { lineWidth: 0, singleQuote: true, indentSeq: false };
