/**
 * The twoslash worker (hovers.ts starts one per version): computes one
 * sample per task, keeping the version's TypeScript environment between
 * tasks, so a build reads each release's declarations once.
 */
import { computeSample } from './compute';

export default computeSample;
