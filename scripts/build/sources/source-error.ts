import { describeSource, type RemoteSource } from '../../../content-schema/shared/content-sources';
import { FETCH_LIMITS, type FetchLimits } from '../../../content-schema/shared/settings';

/**
 * A content source that cannot be fetched or used: the message names the
 * version, the source and what to do, and the build stops before any stage.
 */
export class SourceError extends Error {
  constructor(version: string, source: RemoteSource | string, problem: string, advice: string) {
    const where = typeof source === 'string' ? source : describeSource(source);
    super(`Content of version ${version} (${where}): ${problem}\n  ${advice}`);
    this.name = 'SourceError';
  }
}

/** Why fetching failed, in the words of the messages; `prepare-sources.ts` adds the version and source. */
export class FetchFailure extends Error {
  constructor(
    readonly kind:
      | 'unreachable'
      | 'timeout'
      | 'http'
      | 'checksum'
      | 'corrupt'
      | 'unsafe'
      | 'missing-commit'
      | 'failed'
      | 'limit',
    readonly detail: string,
    /** What to do, when the kind alone does not say it (a limit names its setting). */
    readonly advice?: string,
  ) {
    super(detail);
  }
}

/** A bound of FETCH_LIMITS was passed: the message says which, and how to raise it. */
export function limitFailure(limit: keyof FetchLimits, limits: FetchLimits, detail: string): FetchFailure {
  const { variable, unit, fallback } = FETCH_LIMITS[limit];
  return new FetchFailure(
    'limit',
    `${detail} (the limit is ${limits[limit].toLocaleString('en')} ${unit}, ${variable})`,
    `If the source really is that large or that slow, raise ${variable} (${unit}; default ${fallback.toLocaleString('en')}).`,
  );
}

/** Bytes as the limit messages count them: whole megabytes (MiB) above one. */
export const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024)).toLocaleString('en')} MB` : `${bytes} bytes`;
