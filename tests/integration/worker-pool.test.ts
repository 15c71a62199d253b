/**
 * The project's one pool (content-schema/shared/worker-pool.ts) with real
 * child processes: a worker that dies is a failed task the build can report,
 * never an uncaught event that ends the build's process with nothing said.
 */
import { expect, it } from 'vitest';
import { resolveSettings } from '../../content-schema/shared/settings';
import { createWorkerPool } from '../../content-schema/shared/worker-pool';

const settings = resolveSettings(process.env, process.cwd());

it('answers tasks on worker processes', async () => {
  const pool = createWorkerPool(settings, 'tests/fixtures/workers/answers.ts', { size: 2 });
  try {
    expect(await Promise.all([1, 2, 3].map((n) => pool.run(n)))).toEqual([2, 4, 6]);
  } finally {
    await pool.destroy();
  }
});

it('a worker that dies while it loads fails the tasks with a message naming it, and later tasks too', async () => {
  const pool = createWorkerPool(settings, 'tests/fixtures/workers/dies-on-load.ts', { size: 2 });
  try {
    const answers = await Promise.allSettled([1, 2, 3].map((n) => pool.run(n)));
    for (const answer of answers) {
      expect(answer.status).toBe('rejected');
      expect(String((answer as PromiseRejectedResult).reason)).toMatch(
        /dies-on-load\.ts|exited unexpectedly/,
      );
    }
    await expect(pool.run(4)).rejects.toThrow(
      /A worker process running tests\/fixtures\/workers\/dies-on-load\.ts died/,
    );
  } finally {
    await pool.destroy();
  }
});
