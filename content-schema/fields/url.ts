/**
 * A field that holds a URL (a link, an image, a `<link href>`): text, which
 * the schema check also holds to the site's one URL rule (`shared/urls.ts`:
 * http, https, mailto or a site path), with the file, line and field.
 * `{ ...urlField, required: true }` for a required one.
 */
export const urlField = { type: 'string', url: true } as const;
