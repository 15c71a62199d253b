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
  // Content is read from .contentlayer/generated at request time, so the app
  // bundle does not depend on it; in dev a content rebuild must still reload
  // the page.
  watchPaths: ['.contentlayer/generated/**/_index.json', 'locales/*.json'],
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
