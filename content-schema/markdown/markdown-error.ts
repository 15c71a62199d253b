/**
 * Bad Markdown, with the line in the file (frontmatter counted) and the
 * reason apart; the message is `<file>:<line>: <reason>`.
 */
export class MarkdownError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`);
    this.name = 'MarkdownError';
  }
}
