/**
 * The page's Content-Security-Policy travels in the page, as
 * `<meta http-equiv="Content-Security-Policy">` (root.tsx). The server render
 * writes this placeholder; the prerender replaces it with the policy that
 * lists the hashes of that page's inline scripts (scripts/build/security-headers.ts).
 * Left as it is, it blocks every script: a page that missed the prerender
 * fails closed. `npm run dev` writes no meta (its reload scripts are inline).
 */
export const CSP_PLACEHOLDER = "script-src 'none'";

/**
 * What the meta says: the placeholder on the server; in the browser, the
 * policy the prerender wrote. When React recovers from a hydration error by
 * rendering the document again, it inserts a new meta, and browsers enforce a
 * CSP meta inserted later too: with the placeholder, it would block every
 * script loaded afterwards (the Markdown renderer, the next page's code).
 */
export const CSP_CONTENT =
  typeof document === 'undefined'
    ? CSP_PLACEHOLDER
    : (document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ??
      CSP_PLACEHOLDER);
