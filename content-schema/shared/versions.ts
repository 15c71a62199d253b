/**
 * The documentation versions the site carries, declared once: the current
 * release at the usual addresses, and archived releases each under its own
 * prefix (`/v0.11/…`, `/v0.11/zh/…`), marked as old. Adding a version is one
 * entry here plus its content (`npm run version:archive -- <name>` does both).
 *
 * An archived version's pages live in `content/v<name>/`, with the same
 * inner layout as the current version's (`en/`, `zh/`, their
 * `_navigation.yaml`). The landing page, the blog and the feeds belong to the
 * site, not to a version: they exist once, in the current version's tree.
 *
 * Pure data, read by the routes (in the browser too), the settings and the
 * document schemas.
 */

/**
 * Where a version's pages come from (content-schema/shared/content-sources.ts
 * reads and checks these; scripts/build/sources/ fetches them).
 */
export type ContentSource =
  /** A folder (relative to the project), holding `en/` and `zh/`. */
  | { folder: string }
  /**
   * A git repository (any URL `git` accepts: https://, ssh://, file://, a path)
   * at a pinned commit (40 hex), and the folder inside it that holds `en/` and
   * `zh/`. `ref` is the branch (or tag) the commit was taken from: what
   * `npm run content:fetch -- --update` follows, and the branch edit links open.
   */
  | { git: string; commit: string; ref?: string; path?: string }
  /** A `.tar.gz` archive checked against its sha256 (64 hex), and the folder inside it. */
  | { tarball: string; sha256: string; path?: string };

export interface VersionDeclaration {
  /** `1.0`, `0.11`: an archived version's prefix is `/v<name>`, its folder `content/v<name>/`. */
  name: string;
  /** In the version switcher. */
  label: string;
  /** The `@rslib/core` release its pages document. */
  documents: string;
  /** The release the site documents at its usual addresses; exactly one version is. */
  current?: true;
  /** Where its pages come from: by default its folder of this repository (see above). */
  source?: ContentSource;
}

export const VERSIONS: readonly VersionDeclaration[] = [
  { name: '1.0', label: 'v1.0', documents: '1.0.1', current: true },
  // Archived versions, newest first (`npm run version:archive` adds here).
  { name: '0.11', label: 'v0.11', documents: '0.11.2' },
];

export const CURRENT_VERSION = VERSIONS.find((v) => v.current)!.name;

/** The folder of an archived version inside the content folder, and its URL prefix without the slash: `v0.11`. */
export const archiveFolder = (name: string) => `v${name}`;

/** A version's URL prefix: '' for the current one, `/v0.11` for an archived one. */
export const versionPrefix = (name: string) => (name === CURRENT_VERSION ? '' : `/${archiveFolder(name)}`);

/** The site's own sections, which exist once and belong to no version (the current version's tree holds them). */
export const SITE_SECTIONS = ['/blog/'];
