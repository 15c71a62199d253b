import { normalizeBase } from '../../content-schema/shared/base-path';
import { siteSettings } from './settings.server';

export { normalizeBase };

declare global {
  interface Window {
    __remixContext?: { basename?: string };
  }
}

/**
 * The path prefix the site is served under: '' at the root of a host,
 * '/rslib' when it is deployed under /rslib/ (GitHub Pages project sites).
 * Set with BASE_PATH at build time; the server build hands it to the browser
 * as Remix's basename, so router links and navigations get it on their own.
 * Only URLs built by hand (fetches, new tabs) need `withBase`.
 */
export function basePath(): string {
  if (typeof window !== 'undefined') return normalizeBase(window.__remixContext?.basename);
  return siteSettings().basePath;
}

export const withBase = (path: string) => `${basePath()}${path}`;

/** A request path without the base: '/rslib/guide/' -> '/guide/', '/rslib' -> '/'. */
export function stripBase(pathname: string, base: string): string {
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
