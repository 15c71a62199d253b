/**
 * The writer's loop, measured on `npm run dev` over a copy of `content/`:
 * save → updated page in the browser (an edited page, a new page), then a
 * soak of many saves across many files (rebuilds finished, memory, CPU once
 * idle), then SIGTERM to npm (every process gone, ports free).
 */
import { envWith, resolveSettings } from '../../content-schema/shared/settings';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { routePathOf } from '../../app/lib/routes';
import type { DevState } from '../../content-schema/shared/problems';

const until = async (condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** The process and all its descendants, from /proc. */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    (children.get(pid) ?? []).forEach(walk);
  };
  walk(root);
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}

/** CPU seconds used so far by these processes. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone.
    }
  }
  return ticks / 100;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The editor at /admin/: its first visit (which builds the bundle), then
 * from the address to a usable editor (the local backend's Login pressed
 * and the Guide collection's pages listed): a first visit in a fresh
 * browser context, and a return visit in the same one (the bundle cached,
 * as a writer's browser keeps it).
 */
async function benchEditor(browser: Browser, origin: string) {
  const open = async (context: BrowserContext) => {
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(`${origin}/admin/#/collections/guide`);
    // Decap remembers the login in the context: a return visit goes straight in.
    const login = page.getByRole('button', { name: 'Login' });
    const listed = page.locator('a[href^="#/collections/guide/entries/"]').first();
    await login.or(listed).first().waitFor({ timeout: 120_000 });
    if (await login.isVisible()) await login.click();
    await listed.waitFor({ timeout: 120_000 });
    const ms = performance.now() - t0;
    await page.close();
    return ms;
  };
  const built = await browser.newContext();
  const first = await open(built);
  await built.close();
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    cold.push(await open(context));
    warm.push(await open(context));
    await context.close();
  }
  const figures = (times: number[]) =>
    `median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms [${times.map((t) => t.toFixed(0)).join(', ')}]`;
  console.log(
    `  editor         /admin/ usable (budget 3000 ms): first visit ${figures(cold)}; return visit ${figures(warm)}`,
  );
  console.log(
    `                 the very first visit, which builds the bundle: ${(first / 1000).toFixed(1)} s`,
  );
}

export async function benchWriterLoop({
  port,
  saves,
  files,
}: {
  port: number;
  saves: number;
  files: number;
}) {
  const work = await mkdtemp(path.join(tmpdir(), 'rslib-bench-dev-'));
  const content = path.join(work, 'content');
  await cp('content', content, { recursive: true });
  const started = performance.now();
  const log = openSync(path.join(work, 'dev.log'), 'a');
  const npm = spawn('npm', ['run', 'dev'], {
    env: envWith({ PORT: String(port), CONTENT_DIR: content, DEV_DIR: '.dev-bench' }),
    // The dev server's own output, for when something goes wrong.
    stdio: ['ignore', log, log],
  });
  const origin = `http://localhost:${port}`;
  const state = async (): Promise<DevState | undefined> =>
    fetch(`http://localhost:${port + 2}/state`).then(
      (r) => r.json() as Promise<DevState>,
      () => undefined,
    );
  const up = (url: string) =>
    fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  const browser = await chromium.launch({
    executablePath: resolveSettings().chromium,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await until(() => up(`${origin}/guide/start/quick-start`), 240_000, 'the dev server');
    console.log(`  first start    ${((performance.now() - started) / 1000).toFixed(1)} s to the first page`);
    const page = await browser.newPage();

    // Save → updated page, an edited page.
    const file = path.join(content, 'en/guide/start/quick-start.md');
    await page.goto(`${origin}/guide/start/quick-start`);
    const edited: number[] = [];
    for (let i = 0; i < 5; i++) {
      const marker = `Saved by the benchmark, round ${i}.`;
      const text = await readFile(file, 'utf8');
      const t0 = performance.now();
      await writeFile(file, text.replace(/\n## /, `\n${marker}\n\n## `));
      await page.getByText(marker).waitFor({ timeout: 30_000 });
      edited.push(performance.now() - t0);
      await writeFile(file, text);
      await page.getByText(marker).waitFor({ state: 'detached', timeout: 30_000 });
    }
    console.log(
      `  save → update  edited page: median ${median(edited).toFixed(0)} ms, max ${Math.max(...edited).toFixed(0)} ms (budget 1000 ms) [${edited.map((t) => t.toFixed(0)).join(', ')}]`,
    );

    // Save → page, a new page (the browser already shows its URL's 404).
    const fresh: number[] = [];
    for (let i = 0; i < 3; i++) {
      const name = `bench-new-${i}`;
      await page.goto(`${origin}/guide/start/${name}`);
      const t0 = performance.now();
      await writeFile(
        path.join(content, `en/guide/start/${name}.md`),
        `---\ntitle: New page ${i}\n---\n\n# New page ${i}\n\nWritten by the benchmark.\n`,
      );
      await page.locator('h1', { hasText: `New page ${i}` }).waitFor({ timeout: 30_000 });
      fresh.push(performance.now() - t0);
    }
    console.log(
      `  save → page    new page: median ${median(fresh).toFixed(0)} ms, max ${Math.max(...fresh).toFixed(0)} ms (budget 2000 ms) [${fresh.map((t) => t.toFixed(0)).join(', ')}]`,
    );
    await page.close();
    await benchEditor(browser, origin);

    // The soak: saves 1 s apart across `files` pages.
    const pids = () => tree(npm.pid!);
    const before = rssMb(pids());
    const targets = readdirSync(path.join(content, 'en/guide'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .slice(0, files)
      .map((f) => path.join(content, 'en/guide', f));
    const originals = await Promise.all(targets.map((f) => readFile(f, 'utf8')));
    const first = (await state())!;
    const soakStart = performance.now();
    for (let i = 0; i < saves; i++) {
      const n = i % targets.length;
      await writeFile(targets[n], `${originals[n]}\nSoak save ${i}.\n`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    // Done when the page of the last save serves it and no change waits for a build.
    const lastFile = path.relative(content, targets[(saves - 1) % targets.length]);
    const lastSaveServed = async () => {
      const s = await state();
      const html = await fetch(`${origin}${routePathOf(lastFile)}`).then(
        (r) => r.text(),
        () => '',
      );
      return !!s && !s.rebuilds.pending && html.includes(`Soak save ${saves - 1}.`);
    };
    const lastSave = performance.now() - 1000;
    await until(lastSaveServed, 120_000, 'the last save to be served');
    const settled = performance.now();
    const last = (await state())!;
    const after = rssMb(pids());
    const cpuAt = (ms: number) =>
      new Promise<number>((resolve) => setTimeout(() => resolve(cpuSeconds(pids())), ms));
    const c2 = await cpuAt(Math.max(0, 2000 - (performance.now() - settled)));
    const c3 = await cpuAt(1000);
    console.log(
      `  soak           ${saves} saves 1 s apart across ${targets.length} files, settled after ${((settled - soakStart) / 1000).toFixed(0)} s`,
    );
    console.log(
      `    rebuilds     ${last.rebuilds.changes - first.rebuilds.changes} changes seen, ${last.rebuilds.finished - first.rebuilds.finished} builds finished; the last save was served ${((settled - lastSave) / 1000).toFixed(1)} s after it was written, none pending`,
    );
    console.log(
      `    memory       ${before.toFixed(0)} MB after the first build → ${after.toFixed(0)} MB after the soak (×${(after / before).toFixed(2)}, budget ×1.5), all dev processes`,
    );
    console.log(
      `    CPU idle     ${(((c3 - c2) / 1) * 100).toFixed(1)}% in the third second after the last rebuild (budget < 5%)`,
    );

    // SIGTERM to npm, the way a process manager stops it.
    const all = pids();
    const t0 = performance.now();
    npm.kill('SIGTERM');
    await until(
      async () => all.every((pid) => !alive(pid)) && !(await up(`${origin}/`)),
      15_000,
      'the dev server to stop',
    );
    console.log(
      `  SIGTERM        all ${all.length} processes gone and ports free after ${(performance.now() - t0).toFixed(0)} ms`,
    );
  } catch (error) {
    console.error(
      `  dev server output (last lines):\n${readFileSync(path.join(work, 'dev.log'), 'utf8').split('\n').slice(-30).join('\n')}`,
    );
    throw error;
  } finally {
    await browser.close();
    if (alive(npm.pid!)) {
      const all = tree(npm.pid!);
      npm.kill('SIGTERM');
      await until(() => all.every((pid) => !alive(pid)), 10_000, 'the dev server to stop').catch(() =>
        all.forEach((pid) => alive(pid) && process.kill(pid, 'SIGKILL')),
      );
    }
    await rm(work, { recursive: true, force: true });
    await rm('.dev-bench', { recursive: true, force: true });
  }
}
