import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtPages, OUT } from './site-files';

// The W3C Nu HTML checker (vnu-jar from npm, a Java program: `.ci/run`
// installs a headless JRE where `java` is missing) over every built page,
// 404.html included, in one JVM run.
const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar';

type NuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  lastLine?: number;
  message: string;
};

describe('the W3C Nu HTML checker', () => {
  it('reports no error and no warning on any built page', { timeout: 240_000 }, async () => {
    // --no-langdetect: its guess from the text misreads code-heavy Chinese pages as Norwegian or English; `lang` comes from the page's language, not a guess.
    const args = [
      '-jar',
      VNU,
      '--skip-non-html',
      '--no-langdetect',
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      OUT,
    ];
    const { stdout } = await promisify(execFile)('java', args, {
      maxBuffer: 256 * 1024 * 1024,
    }).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT'
        ? new Error(
            '`java` is not installed: the Nu checker needs a JRE (apt-get install default-jre-headless)',
          )
        : error;
    });
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    // Info messages are remarks, not findings (e.g. "Trailing slash on void elements has no effect", which is how React writes `<meta/>`).
    const findings = messages
      .filter((m) => m.type !== 'info' || m.subType === 'warning')
      // The checker reads pages as file: URLs, whose origin no 'self' matches, so it reports the site's own
      // stylesheet as blocked by the page's CSP meta; served over HTTP it is not (security.spec.ts checks that
      // in Chromium). A resource from another host would still be reported.
      .filter((m) => !/^Resource violates Content Security Policy \(meta tag\): .*“\/(?!\/)/.test(m.message))
      .map(
        (m) =>
          `${m.url.replace(/^file:.*?\/dist\//, 'dist/')}:${m.lastLine ?? ''}: ${m.subType ?? m.type}: ${m.message}`,
      );
    expect(findings).toEqual([]);
    // It did read the pages: one of its remarks is about the home page.
    expect(builtPages().length).toBeGreaterThanOrEqual(100);
    expect(messages.some((m) => m.url.endsWith(`/${OUT}/index.html`))).toBe(true);
  });
});
