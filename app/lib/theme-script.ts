import { THEME_STORAGE_KEY } from '../stores/theme';

/**
 * Runs in `<head>` before the body is parsed: applies the stored appearance
 * (or the system's) so that a prerendered page never flashes the wrong theme.
 * `forceLight` is set when the site disables dark mode.
 */
export function themeScript(forceLight: boolean): string {
  return `(function(){try{var d=document.documentElement,a=${forceLight ? "'light'" : `localStorage.getItem('${THEME_STORAGE_KEY}')||'auto'`},k=a==='dark'||(a==='auto'&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light';d.dataset.theme=k?'dark':'light'}catch(e){}})()`;
}
