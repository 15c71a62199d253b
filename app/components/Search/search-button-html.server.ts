import { DocSearchButton, type ButtonTranslations } from '@docsearch/react/button';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * DocSearch's own button as HTML, for the prerendered page: the browser shows
 * it (and a reader can already click it) before the button's code arrives.
 * A .server module, so the browser bundle has no use for react-dom/server.
 */
export function searchButtonHtml(translations: ButtonTranslations): string {
  return renderToStaticMarkup(createElement(DocSearchButton, { translations }));
}
