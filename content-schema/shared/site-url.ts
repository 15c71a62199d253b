/**
 * The site's public origin. The app links to it (canonical URLs, feeds,
 * sitemap) and the content build makes the Markdown copies' links absolute
 * with it, so it lives here, where both can import it.
 */
export const SITE_URL = 'https://rslib.rs';
