import { describeSource, type RemoteSource } from '../../../content-schema/shared/content-sources';

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
