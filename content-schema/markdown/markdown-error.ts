/**
 * Bad Markdown, with the line and column in the file (frontmatter counted)
 * and the reason apart; the message is `<file>:<line>:<column>: <reason>`.
 */
export class MarkdownError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
    readonly column?: number,
  ) {
    super(`${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${reason}`);
    this.name = 'MarkdownError';
  }
}
