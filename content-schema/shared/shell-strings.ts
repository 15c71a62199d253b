import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import type { Lang } from './routes';

/**
 * The page shell's UI strings (namespace `shell`), in every language. They
 * ship with the page; the search dialog's own strings (namespace `search`,
 * `locales/search.*.json`) load with the dialog. The content build reads
 * them too: the Markdown copies spell callout titles and badges with them.
 */
export const shellStrings: Record<Lang, typeof en> = { en, zh };
