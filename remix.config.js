// BUILD_DIR lets a second build (the base-path check of the tests) sit next to the main one.
const buildDir = process.env.BUILD_DIR ?? 'build';

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/*.css', '**/*.test.*'],
  serverModuleFormat: 'esm',
  serverBuildPath: `${buildDir}/server/index.js`,
  // Hashed, immutable assets: served with a year-long cache.
  assetsBuildDirectory: `${buildDir}/client/assets`,
  // Under a base path (BASE_PATH=/rslib/, e.g. a GitHub Pages project site) the assets move with it.
  publicPath: `${(process.env.BASE_PATH ?? '').replace(/\/+$/, '')}/assets/`,
  // `npm run dev` keeps its own cache beside its own build (DEV_DIR), so that
  // `npm run build` while dev is up touches nothing dev uses.
  cacheDirectory: process.env.REMIX_CACHE_DIR ?? '.cache',
  // Content is read at request time, so the app bundle does not depend on it:
  // in dev, content changes reach open pages through the dev server's own
  // channel (scripts/dev.ts) without rebuilding the app. Locale files are
  // part of the bundle.
  watchPaths: ['locales/*.json'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Single Fetch lets the prerender write each route's loader data to a
    // static `<path>.data` file that client navigation fetches.
    v3_singleFetch: true,
    // The whole route manifest ships with the page, so a static host needs no
    // `/__manifest` endpoint.
    v3_lazyRouteDiscovery: false,
  },
};
