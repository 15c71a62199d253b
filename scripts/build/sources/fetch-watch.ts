/**
 * The clocks of one source's fetch: an idle wait that each sign of life
 * restarts (bytes of a download, git's progress, a repository that grows),
 * so a slow source goes on and a silent one stops, and an overall deadline,
 * so one that trickles a byte now and then stops too. Both abort `signal`,
 * which the download and every git command are given.
 */
import type { FetchLimits } from '../../../content-schema/shared/settings';
import { FetchFailure, limitFailure } from './source-error';

export type FetchWatch = ReturnType<typeof fetchWatch>;

export function fetchWatch(limits: FetchLimits) {
  const controller = new AbortController();
  let why: 'idle' | 'deadline' | undefined;
  const stop = (reason: 'idle' | 'deadline') => {
    why ??= reason;
    controller.abort();
  };
  const deadline = setTimeout(() => stop('deadline'), limits.deadlineSeconds * 1000);
  let idle: NodeJS.Timeout | undefined;
  return {
    signal: controller.signal,
    /** A sign of life from the other end: the idle wait starts again. */
    touch() {
      clearTimeout(idle);
      idle = setTimeout(() => stop('idle'), limits.idleSeconds * 1000);
    },
    /** Local work (unpacking, checking out): no other end to wait for. */
    pause: () => clearTimeout(idle),
    /** The failure to report when a clock ran out, else undefined. */
    failure(): FetchFailure | undefined {
      if (why === 'idle')
        return new FetchFailure('timeout', `no answer within ${limits.idleSeconds.toLocaleString('en')} s`);
      if (why === 'deadline')
        return limitFailure(
          'deadlineSeconds',
          limits,
          `the fetch did not finish within ${limits.deadlineSeconds.toLocaleString('en')} s`,
        );
      return undefined;
    },
    done() {
      clearTimeout(deadline);
      clearTimeout(idle);
    },
  };
}
