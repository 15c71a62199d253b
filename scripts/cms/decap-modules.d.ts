/** The parts of decap-cms-core's ES modules the editor and its tests use (the package types only its main entry). */
declare module 'decap-cms-core/dist/esm/formats/frontmatter' {
  export function frontmatterYAML(): { fromFile(content: string): Record<string, unknown> };
}
declare module 'decap-cms-core/dist/esm/formats/formats' {
  export function resolveFormat(
    collection: unknown,
    entry: { path?: string },
  ): {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: unknown, sortedKeys?: string[]): string;
  };
}
declare module 'decap-cms-core/dist/esm/lib/registry' {
  export function registerCustomFormat(name: string, extension: string, formatter: unknown): void;
}
declare module 'decap-server/dist/middlewares' {
  import type { Express } from 'express';
  const middlewares: { registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void> };
  export default middlewares;
}
