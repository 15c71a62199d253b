/**
 * Renders the document to one complete HTML string.
 *
 * React 18's Node renderer (`renderToPipeableStream`) corrupts multi-byte text:
 * when a character does not fit in the last bytes of its 2 KB write buffer, it
 * sends the whole buffer, unused zero bytes included, so Chinese pages came out
 * with NUL characters at every such boundary (fixed only in React 19). The
 * web-streams renderer encodes each string whole, then splits the bytes
 * between buffers, adding none; the stream is read to its end and decoded once,
 * so a character split between two chunks is never decoded in halves.
 *
 * Remix renders its Single Fetch data scripts after the `<html>` element;
 * `moveTrailingContentIntoBody` puts them where a browser's parser puts them
 * anyway (the end of `<body>`), so the page ends with valid markup and
 * hydrates the same DOM.
 */
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';

export async function renderDocument(
  element: ReactElement,
  options: { signal?: AbortSignal; onError?: (error: unknown) => void } = {},
): Promise<string> {
  const stream = await renderToReadableStream(element, {
    signal: options.signal,
    onError: options.onError,
  });
  // Every page is rendered whole: the output is prerendered to static files, where streaming buys nothing.
  await stream.allReady;
  const html = await new Response(stream).text();
  return moveTrailingContentIntoBody(html);
}

/** `…</body></html><script>…</script>` → `…<script>…</script></body></html>`. */
export function moveTrailingContentIntoBody(html: string): string {
  const end = html.lastIndexOf('</html>');
  if (end === -1) return html;
  const trailing = html.slice(end + '</html>'.length);
  if (trailing === '') return html;
  const bodyEnd = html.lastIndexOf('</body>', end);
  if (bodyEnd === -1) return html;
  return `${html.slice(0, bodyEnd)}${trailing}${html.slice(bodyEnd, end)}</html>`;
}
