import { expect, test } from '@playwright/test';
import { firstLoadFlow, PAGE_KINDS, routeOf } from '../../scripts/bench/first-load-flow';

/**
 * The first load of every kind of page, in both languages and both colour
 * schemes, leaves the console empty: no hydration error (React's #421 comes
 * as a warning), no warning, no page error.
 *
 * Timing is what made #421 appear (an update reaching a part of the page
 * still waiting for its code to hydrate), so the flow makes the slow case
 * happen every time: the CPU is slowed down four times and the lazily loaded
 * search button and Markdown renderer are held back while the reader scrolls,
 * hovers the nav bar and follows a nav link, and released only then.
 * `npm run bench -- --hydration` repeats this many times per page.
 */
for (const page of PAGE_KINDS) {
  for (const lang of ['en', 'zh'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const path = routeOf(page, lang);
      test(`${page.kind} page ${path} in ${colorScheme}: first load, scroll and a client navigation leave the console clean`, async ({
        page: tab,
        baseURL,
      }) => {
        const problems = await firstLoadFlow(tab, baseURL!, path, {
          holdChunks: true,
          cpuSlowdown: 4,
          colorScheme,
        });
        expect(problems).toEqual([]);
      });
    }
  }
}
