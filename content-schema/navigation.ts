import {
  defineDocumentType,
  defineNestedType,
  type NestedType,
  type NestedTypeDef,
} from 'contentlayer2/source-files/schema';
import { urlField } from './fields/url';
import { contentPattern } from './shared/routes';

/** An entry of the top navigation bar. */
// Annotated because the type refers to itself (dropdown entries, nested groups).
const NavItem: NestedType = defineNestedType((): NestedTypeDef => ({
  name: 'NavItem',
  fields: {
    /** Label. */
    text: { type: 'string', required: true },
    /** Site path without language prefix, or an external URL. Omit for a dropdown. */
    link: urlField,
    /** Regular expression (source) on the path without language prefix that marks the item active. */
    activeMatch: { type: 'string' },
    /** Small badge after the label (e.g. `new`). */
    tag: { type: 'string' },
    /** Which side of the bar the item sits on. */
    position: { type: 'enum', options: ['left', 'right'], default: 'right' },
    /** Dropdown entries. */
    items: { type: 'list', of: NavItem },
  },
}));

/**
 * An entry of a sidebar: a page link, a group (with `items`), a divider
 * (`dividerType`) or a section header (`sectionHeaderText`).
 */
const SidebarItem: NestedType = defineNestedType((): NestedTypeDef => ({
  name: 'SidebarItem',
  fields: {
    /** Label of a page or group. */
    text: { type: 'string' },
    /** Site path without language prefix; on a group it makes the header a link. */
    link: urlField,
    /** Children: makes this item a group. */
    items: { type: 'list', of: SidebarItem },
    /** Whether a group starts collapsed (groups start expanded). */
    collapsed: { type: 'boolean', default: false },
    /** Whether a group can be collapsed at all. */
    collapsible: { type: 'boolean', default: true },
    /** Small badge after the label. */
    tag: { type: 'string' },
    /** Marks the item as a divider line, `solid` or `dashed`. */
    dividerType: { type: 'enum', options: ['solid', 'dashed'] },
    /** Marks the item as a non-link section header with this text. */
    sectionHeaderText: { type: 'string' },
  },
}));

/** A sidebar shown on every page whose path starts with `prefix`. */
const Sidebar = defineNestedType(() => ({
  name: 'Sidebar',
  fields: {
    /** Path prefix without language, e.g. `/guide/`. */
    prefix: { type: 'string', required: true },
    items: { type: 'list', of: SidebarItem, required: true },
  },
}));

/** `content/<lang>/_navigation.yaml`: the nav bar and the sidebars of one language. */
export const Navigation = defineDocumentType(() => ({
  name: 'Navigation',
  filePathPattern: contentPattern('_navigation.yaml'),
  contentType: 'data',
  fields: {
    nav: { type: 'list', of: NavItem, required: true },
    sidebars: { type: 'list', of: Sidebar, required: true },
  },
}));
