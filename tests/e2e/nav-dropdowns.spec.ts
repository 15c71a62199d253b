import { expect, test } from '@playwright/test';
import { offline, ready } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('nav dropdowns open on hover and close 150 ms after the pointer leaves', async ({ page }) => {
  await ready(page, '/guide/start/');
  const trigger = page.getByRole('button', { name: /Language/ });
  const dropdown = page.locator('.rs-nav__dropdown').filter({ hasText: '简体中文' });
  await trigger.hover();
  await expect(dropdown).toBeVisible();
  // The delay is read from the hiding the browser runs when the pointer
  // leaves, so a slow test machine can neither shorten nor stretch it.
  await dropdown.evaluate((el) => {
    el.addEventListener('transitionrun', (e) => {
      if ((e as TransitionEvent).propertyName !== 'visibility') return;
      const hiding = el.getAnimations().find((a) => (a as CSSTransition).transitionProperty === 'visibility');
      (window as unknown as { __hidingDelay?: number }).__hidingDelay = Number(
        hiding?.effect?.getTiming().delay,
      );
    });
  });
  await page.mouse.move(10, 400);
  await expect(dropdown).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __hidingDelay?: number }).__hidingDelay)).toBe(
    150,
  );
});
