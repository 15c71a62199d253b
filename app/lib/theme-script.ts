import { TABS_SHEET_MARK, TABS_STORAGE_KEY } from '~/stores/tabs';
import { THEME_STORAGE_KEY } from '~/stores/theme';

/**
 * Runs in `<head>` before the body is parsed, so a prerendered page never
 * flashes a default that the reader changed:
 * - applies the stored appearance (or the system's);
 * - shows the stored package-manager tab of each tab group (every panel is
 *   prerendered; React takes over once hydrated), through a constructed
 *   stylesheet that adds no element to the document React hydrates.
 */
export function themeScript(): string {
  return `(function(){try{var d=document.documentElement,a=localStorage.getItem('${THEME_STORAGE_KEY}')||'auto',k=a==='dark'||(a==='auto'&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light';d.dataset.theme=k?'dark':'light';var t=JSON.parse(localStorage.getItem('${TABS_STORAGE_KEY}')||'{}'),s=(t.state&&t.state.selected)||{},c='';for(var g in s){var q='.rs-tabs[data-group="'+g.replace(/["\\\\]/g,'')+'"] ',v='[data-value="'+String(s[g]).replace(/["\\\\]/g,'')+'"]';c+=q+'.rs-tabs__panel{display:none}'+q+'.rs-tabs__panel'+v+'{display:block}'+q+'.rs-tabs__tab{color:var(--rs-c-text-2);border-bottom-color:transparent}'+q+'.rs-tabs__tab'+v+'{color:var(--rs-c-brand-text);border-bottom-color:var(--rs-c-brand)}'}if(c&&document.adoptedStyleSheets){var e=new CSSStyleSheet();e.replaceSync(c);e.${TABS_SHEET_MARK}=1;document.adoptedStyleSheets=document.adoptedStyleSheets.concat(e)}}catch(e){}})()`;
}
