/**
 * The page's Content-Security-Policy travels in the page, as
 * `<meta http-equiv="Content-Security-Policy">` (root.tsx). The server render
 * writes this placeholder; the prerender replaces it with the policy that
 * lists the hashes of that page's inline scripts (scripts/lib/security-headers.ts).
 * Left as it is, it blocks every script: a page that missed the prerender
 * fails closed. `npm run dev` writes no meta (its reload scripts are inline).
 */
export const CSP_PLACEHOLDER = "script-src 'none'";
