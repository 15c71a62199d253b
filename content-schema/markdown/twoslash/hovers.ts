/**
 * The hovers of a page's `twoslash` blocks, in the content build's process:
 * each sample's outcome from the build cache (sample-cache.ts) or, when it is
 * not there, from a twoslash worker (worker.ts, one per version, so each keeps
 * one release's declarations loaded), then kept in the cache.
 *
 * The first page that asks starts every sample of the content on its way
 * (`prefetch`), as one task per version: the workers start seconds before
 * Contentlayer reaches most marked pages, the twins of both languages wait
 * for the same result, and pages without samples never wait.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { sourceParts } from '../../shared/routes';
import { sampleEnvironment } from '../../shared/sample-environment';
import { siteSettings, type Settings } from '../../shared/settings';
import { createWorkerPool, type WorkerPool } from '../../shared/worker-pool';
import type { Sample, SampleTask } from './compute';
import { pageTwoslashOf, type PageTwoslash } from './page-twoslash';
import { readCachedOutcome, sampleKey, writeCachedOutcome } from './sample-cache';
import type { SampleError, SampleHover, SampleOutcome } from './sample-outcome';
import { twoslashSamples, type TwoslashSample } from './samples';

const pools = new Map<string, WorkerPool>();
const outcomes = new Map<string, Promise<SampleOutcome>>();
let prefetched = false;

function poolOf(settings: Settings, version: string): WorkerPool {
  let pool = pools.get(version);
  if (!pool) {
    pool = createWorkerPool(settings, 'content-schema/markdown/twoslash/worker.ts', { size: 1 });
    pools.set(version, pool);
  }
  return pool;
}

interface Waiting {
  sample: Sample;
  settle: (outcome: Promise<SampleOutcome>) => void;
}

/** By version, the samples asked for since its last task was sent. */
const waiting = new Map<string, Waiting[]>();

/**
 * The samples a version's pages asked for in one turn of the event loop
 * (all of them, when `prefetch` asks), as one task of its worker: one
 * TypeScript checker serves them all (compute.ts).
 */
function send(settings: Settings, version: string, environment: string) {
  const batch = waiting.get(version) ?? [];
  waiting.delete(version);
  const task: SampleTask = { environment, projectRoot: settings.root, samples: batch.map((w) => w.sample) };
  const computed = poolOf(settings, version).run(task) as Promise<SampleOutcome[]>;
  for (const [i, { settle }] of batch.entries()) settle(computed.then((all) => all[i]));
}

/** A sample's outcome: the one on its way, the cached one, or a new one from the version's worker. */
function outcomeOf(settings: Settings, version: string, lang: string, code: string): Promise<SampleOutcome> {
  const environment = sampleEnvironment(settings.root, version);
  const key = sampleKey(environment, settings.root, lang, code);
  let outcome = outcomes.get(key);
  if (!outcome) {
    const cached = readCachedOutcome(settings.cacheDir, key);
    if (cached) outcome = Promise.resolve(cached);
    else {
      let batch = waiting.get(version);
      if (!batch) {
        batch = [];
        waiting.set(version, batch);
        setImmediate(() => send(settings, version, environment));
      }
      const queued = batch;
      outcome = new Promise<SampleOutcome>((resolve) =>
        queued.push({ sample: { lang, code }, settle: resolve }),
      ).then((computed) => {
        writeCachedOutcome(settings.cacheDir, key, computed);
        return computed;
      });
    }
    outcomes.set(key, outcome);
  }
  return outcome;
}

const parser = unified().use(remarkParse);

/** Every marked sample of every version's pages on its way, in the order Contentlayer reads the files. */
function prefetch(settings: Settings) {
  prefetched = true;
  for (const version of settings.versions) {
    for (const lang of ['en', 'zh']) {
      const dir = path.join(version.dir, lang);
      let files: string[];
      try {
        files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
      } catch {
        continue;
      }
      for (const file of files.sort()) {
        const text = readFileSync(path.join(dir, file), 'utf8');
        if (!text.includes('twoslash')) continue;
        for (const sample of twoslashSamples(parser.parse(text)))
          outcomeOf(settings, version.name, sample.lang, sample.code).catch(() => undefined);
      }
    }
  }
}

/** A page's first TypeScript error, where the Markdown file has it (lines of the body shifted by `lineOffset`). */
export interface TwoslashFailure {
  line: number;
  column: number;
  reason: string;
  code?: string;
}

function failureOf(sample: TwoslashSample, errors: SampleError[], lineOffset: number): TwoslashFailure {
  const [first] = errors;
  const before = sample.code.slice(0, first.offset).split('\n');
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more error(s) in this sample)` : '';
  const [message, ...rest] = first.message.split('\n');
  return {
    line: lineOffset + sample.line + before.length,
    column: before[before.length - 1].length + 1 + sample.indent,
    reason: [`${message} (twoslash sample at line ${lineOffset + sample.line})${more}`, ...rest].join('\n'),
    code: first.code === undefined ? undefined : `TS${first.code}`,
  };
}

/**
 * The hover data of a page's marked samples (`sourceFilePath` relative to
 * the content folder says which release they are read against), or the
 * first error that keeps one of them from type-checking.
 */
export async function pageTwoslash(
  samples: TwoslashSample[],
  sourceFilePath: string,
  lineOffset: number,
): Promise<{ twoslash: PageTwoslash } | { failure: TwoslashFailure }> {
  const settings = siteSettings();
  if (!prefetched) prefetch(settings);
  const { version } = sourceParts(sourceFilePath);
  const results = await Promise.all(samples.map((s) => outcomeOf(settings, version, s.lang, s.code)));
  const blocks: { code: string; hovers: SampleHover[] }[] = [];
  for (const [i, outcome] of results.entries()) {
    if ('errors' in outcome) return { failure: failureOf(samples[i], outcome.errors, lineOffset) };
    blocks.push({ code: samples[i].code, hovers: outcome.hovers });
  }
  return { twoslash: pageTwoslashOf(blocks) };
}
