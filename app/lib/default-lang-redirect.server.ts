import { archiveFolder, VERSIONS } from '../../content-schema/shared/versions';
import { DEFAULT_LANG } from './routes';

/**
 * The 404 page's inline script: on a static host a path with the default
 * language's prefix (`/en/guide/x`) has no file and gets 404.html, which sends
 * the reader on to the same path without the prefix, query and hash kept,
 * before anything is painted (`/v0.11/en/x` to `/v0.11/x`). The script does
 * what `withoutDefaultLangPrefix` does, under the site's base path. (The Remix
 * server redirects in the loader.)
 */
export function defaultLangRedirectScript(base: string): string {
  // An archived version's prefix comes first: `/v0.11/en/x` goes to `/v0.11/x`.
  const archives = VERSIONS.filter((v) => !v.current).map((v) => archiveFolder(v.name).replace(/\./g, '\\.'));
  const version = archives.length ? `(\\/(?:${archives.join('|')}))?` : '()';
  // The rest of the path keeps one leading slash (oneLeadingSlash): `/en//evil.example/x` stays on this host.
  return `(function(){var b=${JSON.stringify(base)},l=location,p=l.pathname;if(p.indexOf(b+'/')!==0)return;var m=/^${version}\\/${DEFAULT_LANG}(\\/.*)?$/.exec(p.slice(b.length));if(m)l.replace(b+(m[1]||'')+(m[2]||'/').replace(/^[\\/\\\\]+/,'/')+l.search+l.hash)})()`;
}
