// The splat route does not match `/`; the home pages are the same route module.
export { default, ErrorBoundary, loader, meta } from './$';
