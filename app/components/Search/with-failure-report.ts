import type { DocSearchTransformClient } from '@docsearch/react';

/** Wraps a search client so the dialog learns when a search failed (unreachable hosts, 4xx, missing index). */
export function withFailureReport(
  client: DocSearchTransformClient,
  onFailure: (failed: boolean) => void,
): DocSearchTransformClient {
  return {
    ...client,
    search: async (...args: Parameters<DocSearchTransformClient['search']>) => {
      try {
        const result = await client.search(...args);
        onFailure(false);
        return result;
      } catch (error) {
        onFailure(true);
        throw error;
      }
    },
  };
}
