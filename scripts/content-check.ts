/** `npm run content:check [-- --scratch] [-- --only <path prefix>]` (scripts/checks/content-check.ts). */
import { resolveSettings } from '../content-schema/shared/settings';
import { contentCheck } from './checks/content-check';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
process.exit(await contentCheck(resolveSettings(), { scratch: args.includes('--scratch'), only }));
