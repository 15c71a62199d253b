import { isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { YAML_STYLE } from './yaml-style';

const dirOf = (link: string) => link.slice(0, link.lastIndexOf('/') + 1);

/**
 * Adds `{ text, link }` to a navigation file's sidebar, after the last entry
 * in the same folder (`/guide/basic/x` goes after the last `/guide/basic/…`),
 * else at the end of the sidebar whose prefix the link starts with. Comments
 * and layout of the rest of the file are kept. Pure: text in, text out.
 */
export function addToNavigation(source: string, text: string, link: string): string {
  const doc = parseDocument(source);
  const sidebars = doc.get('sidebars') as YAMLSeq<YAMLMap> | undefined;
  if (!isSeq(sidebars)) throw new Error('the navigation file has no sidebars list');
  const sidebar = sidebars.items
    .filter((s) => isMap(s) && link.startsWith(String(s.get('prefix'))))
    .sort((a, b) => String(b.get('prefix')).length - String(a.get('prefix')).length)[0];
  if (!sidebar) throw new Error(`no sidebar has a prefix that ${link} starts with`);
  const entry = doc.createNode({ text, link });
  let best: { list: YAMLSeq; index: number } | undefined;
  const visit = (list: YAMLSeq) => {
    list.items.forEach((item, index) => {
      if (!isMap(item)) return;
      const l = item.get('link');
      if (typeof l === 'string' && dirOf(l) === dirOf(link) && !l.endsWith('/')) best = { list, index };
      const children = item.get('items');
      if (isSeq(children)) visit(children);
    });
  };
  const items = sidebar.get('items') as YAMLSeq;
  visit(items);
  if (best) best.list.items.splice(best.index + 1, 0, entry);
  else items.items.push(entry);
  return doc.toString(YAML_STYLE);
}
