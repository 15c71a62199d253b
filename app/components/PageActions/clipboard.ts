/**
 * Writing to the clipboard for the page actions. Part of their lazy chunk
 * (page-actions-chunk.ts): it loads when the page is idle or on first use.
 * Each function rejects when the browser refuses the clipboard (or the copy
 * cannot be fetched), which the buttons show as a failure.
 */

/** Puts `text` on the clipboard. */
export async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

/** Puts the text found at `url` (a page's Markdown copy, same origin) on the clipboard. */
export async function copyFetched(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response.text();
  });
  // Safari lets a page write to the clipboard only during the click that
  // asked for it, and the text arrives after it: a ClipboardItem takes the
  // text still on its way, so the write starts within the click.
  if (typeof ClipboardItem === 'function' && ClipboardItem.supports?.('text/plain') !== false) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await copyText(await text);
  }
}
