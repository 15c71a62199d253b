// gray-matter (Decap's frontmatter reader) uses Node's Buffer: the browser gets the buffer package's.
export { Buffer } from 'buffer';
