import type { EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderDocument } from './lib/render-document.server';

const ABORT_DELAY = 5_000;

/**
 * Every page is rendered whole before it is answered (see
 * lib/render-document.server.ts): the output is prerendered to static files.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  let failed = false;
  // Cleared once rendering ends: a pending timer would keep the prerender process alive for its whole delay.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ABORT_DELAY);
  try {
    const html = await renderDocument(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        signal: controller.signal,
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(html, { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
  } finally {
    clearTimeout(timer);
  }
}
