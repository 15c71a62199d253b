import { expect, test, type Page } from '@playwright/test';
import { offline } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-appearance]').first()).toBeAttached();
}

test('a group toggles from its title: one button named by the title, chevron included', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const sidebar = page.locator('.rs-sidebar');
  const toggle = sidebar.getByRole('button', { name: 'Getting Started', exact: true });
  const glossary = sidebar.getByRole('link', { name: 'Glossary' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The chevron is inside the button, so the title and the chevron are one target.
  await expect(toggle.locator('svg')).toHaveCount(1);
  await sidebar.getByText('Getting Started', { exact: true }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(glossary).toBeHidden();
  await toggle.locator('svg').click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(glossary).toBeVisible();
  // The list it opens is the one it names.
  const controlled = await toggle.getAttribute('aria-controls');
  await expect(page.locator(`[id="${controlled}"]`).getByRole('link', { name: 'Glossary' })).toBeVisible();
});

test('a group toggles from the keyboard with Enter and Space', async ({ page }) => {
  await open(page, '/zh/guide/start/quick-start');
  const sidebar = page.locator('.rs-sidebar');
  const toggle = sidebar.getByRole('button', { name: '基础', exact: true });
  const cli = sidebar.getByRole('link', { name: '命令行工具' });
  await expect(cli).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(cli).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(cli).toBeVisible();
});

test('a group whose title is a page: the title link navigates, its own chevron button toggles', async ({
  page,
}) => {
  await open(page, '/guide/start/quick-start');
  const sidebar = page.locator('.rs-sidebar');
  const link = sidebar.getByRole('link', { name: 'Solution', exact: true });
  const toggle = sidebar.getByRole('button', { name: 'Toggle Solution' });
  const vue = sidebar.getByRole('link', { name: 'Vue' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(vue).toBeHidden();
  await link.click();
  await expect(page).toHaveURL('/guide/solution/');
  // On the group's own page the group is open.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(vue).toBeVisible();
});
