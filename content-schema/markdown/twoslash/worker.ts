/**
 * The twoslash worker (hovers.ts starts one per version): computes the
 * samples of each task together, keeping the version's TypeScript
 * environment between tasks, so a build reads each release's declarations
 * once.
 */
import { computeSamples } from './compute';

export default computeSamples;
