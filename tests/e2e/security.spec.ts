import { expect, test } from '@playwright/test';

test('pages carry a CSP without unsafe-inline scripts and the other security headers', async ({
  request,
}) => {
  for (const path of ['/', '/zh/guide/start/quick-start', '/config/lib/format']) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers.etag).toBeTruthy();
  }
});

test('hashed assets are cached for a year; unknown paths answer 404', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /rel="modulepreload" href="([^"]+)"/.exec(html)?.[1];
  const res = await request.get(script!);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/no/such/page')).status()).toBe(404);
});

test('no third-party script is loaded by default', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/guide/start/quick-start');
  await expect(page.locator('[data-appearance]')).toBeAttached();
  expect(scripts.filter((u) => !u.startsWith('http://localhost'))).toEqual([]);
});
