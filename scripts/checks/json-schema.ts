/**
 * JSON Schemas for editors, generated from the document types of
 * `content-schema/` (and the doc comment above each field) every time the
 * build, `content:check` or the dev server runs: `.schemas/` is never edited
 * by hand. `.vscode/settings.json` points the YAML language server at them.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentTypes } from '../../content-schema/document-types';

interface FieldDef {
  type: string;
  pattern?: { regex: string };
  required?: boolean;
  options?: readonly string[];
  default?: unknown;
  of?: FieldDef | NestedType;
}
interface NestedType {
  type: 'nested';
  def: () => { name: string; fields: Record<string, FieldDef> };
}
type JsonSchema = Record<string, unknown>;

const isNestedType = (of: unknown): of is NestedType => typeof (of as NestedType)?.def === 'function';

/** `/** … *\/` comments above fields, by the type or field group they sit in. */
function fieldDocs(schemaDir: string): Map<string, Map<string, string>> {
  const docs = new Map<string, Map<string, string>>();
  const files = readdirSync(schemaDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );
  for (const file of files) {
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    let owner = '';
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const named = /name: '(\w+)'/.exec(line) ?? /export const (\w+) = \{/.exec(line);
      if (named) owner = named[1];
      // `name: { type: … }`, or a shared field (`name: urlField`, `name: { ...urlField, … }`, `title: titleField`).
      const field = /^\s+(\w+): (?:\{ type:|\w+Field,|\{ \.\.\.\w+Field)/.exec(line);
      if (!field || !owner) return;
      let j = i - 1;
      const comment: string[] = [];
      if (!/\*\/\s*$/.test(lines[j] ?? '')) return;
      while (j >= 0 && !/\/\*\*/.test(lines[j])) comment.unshift(lines[j--]);
      comment.unshift(lines[j] ?? '');
      const description = comment
        .join(' ')
        .replace(/\/\*\*|\*\/|^\s*\*|\s\*\s/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (!docs.has(owner)) docs.set(owner, new Map());
      docs.get(owner)!.set(field[1], description);
    });
  }
  return docs;
}

/** The doc comment of a field of a type (or of the page and layout field groups it spreads). */
export function fieldDescriber(schemaDir = 'content-schema') {
  const docs = fieldDocs(schemaDir);
  return (owner: string, field: string): string | undefined =>
    docs.get(owner)?.get(field) ?? docs.get('pageFields')?.get(field) ?? docs.get('layoutFields')?.get(field);
}

export function buildSchemas(schemaDir = 'content-schema'): Record<string, JsonSchema> {
  const describe = fieldDescriber(schemaDir);

  const convert = (
    fields: Record<string, FieldDef>,
    owner: string,
    definitions: Record<string, JsonSchema>,
  ): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    for (const [name, def] of Object.entries(fields)) {
      properties[name] = {
        ...value(def, definitions),
        ...(describe(owner, name) ? { description: describe(owner, name) } : {}),
      };
      if (def.default !== undefined) properties[name].default = def.default;
    }
    const required = Object.entries(fields)
      .filter(([, d]) => d.required)
      .map(([n]) => n);
    return {
      type: 'object',
      properties,
      additionalProperties: false,
      ...(required.length ? { required } : {}),
    };
  };
  const value = (def: FieldDef | NestedType, definitions: Record<string, JsonSchema>): JsonSchema => {
    if (isNestedType(def)) {
      const nested = def.def();
      if (!definitions[nested.name]) {
        definitions[nested.name] = {};
        definitions[nested.name] = convert(nested.fields, nested.name, definitions);
      }
      return { $ref: `#/definitions/${nested.name}` };
    }
    switch (def.type) {
      case 'string':
        return def.pattern ? { type: 'string', pattern: def.pattern.regex } : { type: 'string' };
      case 'boolean':
        return { type: 'boolean' };
      case 'number':
        return { type: 'number' };
      case 'date':
        return {
          type: 'string',
          pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
        };
      case 'enum':
        return { enum: [...(def.options ?? [])] };
      case 'list':
        return { type: 'array', items: def.of ? value(def.of, definitions) : {} };
      case 'nested':
        return def.of ? value(def.of, definitions) : { type: 'object' };
      default:
        return {};
    }
  };

  const schemas: Record<string, JsonSchema> = {};
  for (const type of documentTypes) {
    const def = type.def() as { name: string; filePathPattern: string; fields?: Record<string, FieldDef> };
    const definitions: Record<string, JsonSchema> = {};
    const root = convert(def.fields ?? {}, def.name, definitions);
    const kebab = def.name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
    schemas[`${kebab}.schema.json`] = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: `${def.name} (content/${def.filePathPattern})`,
      description: `Generated from content-schema/ by scripts/checks/json-schema.ts; do not edit.`,
      ...root,
      definitions,
    };
  }
  return schemas;
}

export function writeSchemas(outDir = '.schemas') {
  mkdirSync(outDir, { recursive: true });
  for (const [name, schema] of Object.entries(buildSchemas())) {
    writeFileSync(path.join(outDir, name), `${JSON.stringify(schema, null, 2)}\n`);
  }
}
