/** `npm run content:translations [-- --strict]` (scripts/translations/report.ts). */
import { resolveSettings } from '../content-schema/shared/settings';
import { translationsCommand } from './translations/report';

process.exit(await translationsCommand(resolveSettings(), { strict: process.argv.includes('--strict') }));
