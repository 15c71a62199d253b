/**
 * The fields of a document type (content-schema/) as Decap CMS form fields:
 * the widget from the field's type, `required`, allowed values, defaults,
 * the pattern of a text field and the URL rule, and the doc comment as the
 * hint under the field. Decap reads a field as required unless told
 * otherwise, so every field says which it is.
 */
import type { FieldPattern } from '../../content-schema/fields/text';
import { ALLOWED_URL_PATTERN, ALLOWED_URLS } from '../../content-schema/shared/urls';

export interface SchemaField {
  type: string;
  required?: boolean;
  url?: boolean;
  pattern?: FieldPattern;
  options?: readonly string[];
  default?: unknown;
  of?: SchemaField | SchemaNested;
}
interface SchemaNested {
  type: 'nested';
  def: () => { name: string; fields: Record<string, SchemaField> };
}
export type DecapField = Record<string, unknown> & { name: string; widget: string };

const isNested = (of: unknown): of is SchemaNested => typeof (of as SchemaNested)?.def === 'function';

/** `titleSuffix` -> `Title suffix`. */
const labelOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** Nested types that hold themselves (sidebar groups) are offered to this depth in the form. */
const MAX_DEPTH = 3;

interface Context {
  describe: (owner: string, field: string) => string | undefined;
  depth: number;
}

type Widget = Record<string, unknown> & { widget: string };

function widgetOf(def: SchemaField | SchemaNested, owner: string, ctx: Context): Widget | undefined {
  if (isNested(def)) {
    if (ctx.depth >= MAX_DEPTH) return undefined;
    const nested = def.def();
    return {
      widget: 'object',
      collapsed: true,
      fields: fieldsOf(nested.fields, nested.name, { ...ctx, depth: ctx.depth + 1 }),
    };
  }
  switch (def.type) {
    case 'string': {
      const pattern = def.pattern
        ? [def.pattern.regex, `${def.pattern.message}. ${def.pattern.fix}`]
        : def.url
          ? [ALLOWED_URL_PATTERN, `uses a scheme the site does not allow: write ${ALLOWED_URLS}.`]
          : undefined;
      return { widget: 'string', ...(pattern ? { pattern } : {}) };
    }
    case 'boolean':
      return { widget: 'boolean' };
    case 'number':
      return { widget: 'number', value_type: 'int' };
    // Kept as the ISO 8601 text the content uses (site-format.ts writes a Date back the same way).
    case 'date':
      return { widget: 'datetime', picker_utc: true, format: 'YYYY-MM-DDTHH:mm:ss[Z]' };
    case 'enum':
      return { widget: 'select', options: [...(def.options ?? [])] };
    case 'list': {
      if (!def.of) return { widget: 'list' };
      const item = widgetOf(def.of, owner, { ...ctx, depth: ctx.depth + 1 });
      if (!item) return undefined;
      if (item.widget === 'object') return { widget: 'list', collapsed: true, fields: item.fields };
      return { widget: 'list', field: { label: 'Item', name: 'item', required: true, ...item } };
    }
    case 'nested':
      return def.of ? widgetOf(def.of, owner, ctx) : undefined;
    default:
      return undefined;
  }
}

/**
 * Decap fields for a type's fields. A text field whose pattern refuses the
 * empty text is required in the form: Decap writes a field it shows, and
 * a cleared field as `''`, so there the choice is between a value and a
 * refused one.
 */
function fieldsOf(fields: Record<string, SchemaField>, owner: string, ctx: Context): DecapField[] {
  return Object.entries(fields).flatMap(([name, def]) => {
    const widget = widgetOf(def, owner, ctx);
    if (!widget) return [];
    const refusesEmpty =
      !isNested(def) && def.pattern !== undefined && !new RegExp(def.pattern.regex).test('');
    const hint = ctx.describe(owner, name);
    const field: DecapField = {
      name,
      label: labelOf(name),
      required: Boolean(!isNested(def) && (def.required || refusesEmpty)),
      ...(hint ? { hint } : {}),
      ...(!isNested(def) && def.default !== undefined ? { default: def.default } : {}),
      ...widget,
    };
    // Decap requires an object's required fields even when the object itself is left out:
    // in an optional group they are optional in the form, and the checks hold a given group
    // to them after the save (the problems panel shows what they find).
    if (widget.widget === 'object' && !field.required)
      field.fields = (widget.fields as DecapField[]).map((f) => ({ ...f, required: false }));
    return [field];
  });
}

export const topLevelFields = (
  fields: Record<string, SchemaField>,
  owner: string,
  describe: Context['describe'],
) => fieldsOf(fields, owner, { describe, depth: 0 });
