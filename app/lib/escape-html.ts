/** Text for HTML or XML markup: `&`, `<`, `>` and `"` as entities (safe in content and in quoted attributes). Pure. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
