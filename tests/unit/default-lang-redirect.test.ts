import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { defaultLangRedirectScript } from '~/lib/default-lang-redirect.server';
import { withoutDefaultLangPrefix } from '~/lib/routes';
import { redirectsFile } from '../../scripts/build/prerender';

describe('withoutDefaultLangPrefix', () => {
  it('drops the English prefix', () => {
    expect(withoutDefaultLangPrefix('/en/guide/start/quick-start')).toBe('/guide/start/quick-start');
    expect(withoutDefaultLangPrefix('/en/guide/start/')).toBe('/guide/start/');
    expect(withoutDefaultLangPrefix('/en/')).toBe('/');
    expect(withoutDefaultLangPrefix('/en')).toBe('/');
  });
  it('leaves other paths alone', () => {
    expect(withoutDefaultLangPrefix('/guide/start/')).toBeUndefined();
    expect(withoutDefaultLangPrefix('/zh/guide/start/')).toBeUndefined();
    expect(withoutDefaultLangPrefix('/environment')).toBeUndefined();
    expect(withoutDefaultLangPrefix('/guide/en/x')).toBeUndefined();
  });
});

/** Runs the 404 page's script against a location; returns where it sent the reader, if anywhere. */
function run(base: string, href: string): string | undefined {
  const url = new URL(href);
  let target: string | undefined;
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => (target = to),
  };
  runInNewContext(defaultLangRedirectScript(base), { location });
  return target;
}

describe("the 404 page's redirect script", () => {
  it('sends /en/... to the page without the prefix, query and hash kept', () => {
    expect(run('', 'https://rslib.rs/en/guide/start/quick-start?x=1#build')).toBe(
      '/guide/start/quick-start?x=1#build',
    );
    expect(run('', 'https://rslib.rs/en')).toBe('/');
    expect(run('', 'https://rslib.rs/en/')).toBe('/');
  });
  it('works under a base path', () => {
    expect(run('/rslib', 'https://x.github.io/rslib/en/config/lib/format#type')).toBe(
      '/rslib/config/lib/format#type',
    );
    expect(run('/rslib', 'https://x.github.io/en/config/')).toBeUndefined();
  });
  it('does nothing on a page that is simply missing', () => {
    expect(run('', 'https://rslib.rs/guide/nowhere')).toBeUndefined();
    expect(run('', 'https://rslib.rs/zh/en/x')).toBeUndefined();
    expect(run('', 'https://rslib.rs/english')).toBeUndefined();
  });
});

describe('no redirect leaves the site (the 404 script and the loader alike)', () => {
  it('collapses the slashes that would make a path another host', () => {
    expect(withoutDefaultLangPrefix('/en//evil.example/x')).toBe('/evil.example/x');
    expect(withoutDefaultLangPrefix('/en/\\evil.example/x')).toBe('/evil.example/x');
    expect(withoutDefaultLangPrefix('/en///\\/evil.example')).toBe('/evil.example');
    expect(withoutDefaultLangPrefix('/v0.11/en//evil.example/x')).toBe('/v0.11/evil.example/x');
    expect(withoutDefaultLangPrefix('/en/%2F%2Fevil.example/x')).toBe('/%2F%2Fevil.example/x');
  });
  it('the 404 page sends /en//host to a path of this host', () => {
    // Browsers read a backslash in an http(s) path as a slash: /en/\host arrives as /en//host.
    for (const [from, to] of [
      ['https://rslib.rs/en//evil.example/x?q#h', '/evil.example/x?q#h'],
      ['https://rslib.rs/en/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
      ['https://rslib.rs/v0.11/en//evil.example/x', '/v0.11/evil.example/x'],
      ['https://x.github.io/rslib/en//evil.example/x', '/rslib/evil.example/x'],
    ]) {
      const target = run(from.includes('/rslib/') ? '/rslib' : '', from)!;
      expect(target).toBe(to);
      expect(new URL(target, from).host).toBe(new URL(from).host);
    }
    expect(run('', 'https://rslib.rs//evil.example/x')).toBeUndefined();
  });
  it('the loader redirects /en//host to a path of this host', async () => {
    const { loader } = await import('~/routes/$');
    const thrown = await Promise.resolve()
      .then(() =>
        loader({ request: new Request('http://localhost/en//evil.example/x'), params: {}, context: {} }),
      )
      .catch((e: unknown) => e);
    expect((thrown as Response).headers.get('Location')).toBe('/evil.example/x');
  });
});

describe('_redirects', () => {
  it('answers the English prefix with a 301, under the base path too', () => {
    expect(redirectsFile('')).toBe('/en / 301\n/en/* /:splat 301\n');
    expect(redirectsFile('/rslib')).toBe('/rslib/en /rslib/ 301\n/rslib/en/* /rslib/:splat 301\n');
  });
});

describe('the page route on a server (npm run dev)', () => {
  it('redirects /en/... to the page without the prefix, query kept', async () => {
    const { loader } = await import('~/routes/$');
    const thrown = await Promise.resolve()
      .then(() =>
        loader({
          request: new Request('http://localhost/en/guide/start/quick-start?x=1'),
          params: {},
          context: {},
        }),
      )
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/guide/start/quick-start?x=1');
  });
});

describe('the English prefix inside an archived version', () => {
  it('is dropped by the 404 page and by _redirects, version kept', () => {
    expect(run('', 'https://rslib.rs/v0.11/en/guide/start/quick-start?x=1#build')).toBe(
      '/v0.11/guide/start/quick-start?x=1#build',
    );
    expect(run('', 'https://rslib.rs/v0.11/en')).toBe('/v0.11/');
    expect(run('/rslib', 'https://x.github.io/rslib/v0.11/en/config/')).toBe('/rslib/v0.11/config/');
    expect(run('', 'https://rslib.rs/v0.11/guide/nowhere')).toBeUndefined();
    expect(redirectsFile('/rslib', ['v0.11'])).toBe(
      '/rslib/en /rslib/ 301\n/rslib/en/* /rslib/:splat 301\n' +
        '/rslib/v0.11/en /rslib/v0.11/ 301\n/rslib/v0.11/en/* /rslib/v0.11/:splat 301\n',
    );
  });
});
