/**
 * Route rules live in content-schema/shared/routes.ts: the content build
 * needs them too, and content-schema/ never imports app/. App code imports
 * them from here.
 */
export * from '../../content-schema/shared/routes';
