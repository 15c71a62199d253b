import { siteConfig } from '~/config/site';
import { getContent } from './content.server';
import { searchConfigFromEnv } from './search/config';
import { LANGS, localizePath, normalizeRoutePath, splitLang } from './routes';
import type { PageData } from './types';

/** The 404 page in the language of the path that was not found. */
export function getNotFoundData(pathname: string): PageData {
  const path = normalizeRoutePath(pathname);
  const { lang } = splitLang(path);
  return {
    routePath: path,
    lang,
    pageType: '404',
    title: '404',
    documentTitle: `404 - ${siteConfig.title}`,
    description: '',
    head: [],
    layout: { navbar: true, sidebar: false, outline: false, footer: false, globalUIComponents: true },
    markdown: '',
    toc: [],
    nav: getContent().navigation[lang].nav,
    navByLang: Object.fromEntries(
      LANGS.map((l) => [l, getContent().navigation[l].nav]),
    ) as PageData['navByLang'],
    sidebar: [],
    search: searchConfigFromEnv(process.env),
    alternates: LANGS.map((l) => ({ lang: l, path: localizePath('/', l), exists: true })),
  };
}
