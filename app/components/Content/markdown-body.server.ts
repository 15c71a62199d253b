// The server renders page bodies with the renderer in the main bundle, so the
// prerendered HTML always holds the whole page. The browser bundle gets an
// empty module here and loads the renderer as its own chunk (Content.tsx).
export { MarkdownBody } from './MarkdownBody';
