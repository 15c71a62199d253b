// Server-only entry of the theme script: see root.tsx.
export { themeScript } from './theme-script';
