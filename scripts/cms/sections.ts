/** The content sections an editor collection is made for, in the order the editors list them (browser-safe: the preview reads it too). */
export const SECTIONS = ['guide', 'config', 'api', 'blog'] as const;
export type Section = (typeof SECTIONS)[number];
