/**
 * The settings of the process the app's server code runs in (the build, a
 * render worker, the dev server), resolved by the one module that reads
 * them: see content-schema/shared/settings.ts. Server code only: the
 * browser learns what it needs from the loaders.
 */
export { siteSettings } from '../../content-schema/shared/settings';
