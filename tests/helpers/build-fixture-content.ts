import { afterAll } from 'vitest';
import { buildContentInScratch } from '../../scripts/lib/build-content-in-scratch';

const scratchFolders: (() => Promise<void>)[] = [];
// Each test file reads its builds' documents during its tests; the folders go when the file is done.
afterAll(() => Promise.all(scratchFolders.splice(0).map((dispose) => dispose())));

/** The real content build over a fixture tree, in a scratch folder removed after the test file (vitest only). */
export async function buildFixtureContent(...args: Parameters<typeof buildContentInScratch>) {
  const result = await buildContentInScratch(...args);
  scratchFolders.push(result.dispose);
  return result;
}
