/**
 * What twoslash made of one sample (compute.ts), as the worker returns it
 * and the build cache keeps it (sample-cache.ts): the hovers of its names,
 * or the TypeScript errors that keep it from having any. Offsets count
 * characters of the sample's code as written.
 */
export interface SampleHover {
  start: number;
  length: number;
  /** TypeScript's quick info: `(property) format?: Format | undefined`. */
  type: string;
  docs?: string;
  /** JSDoc tags: `['default', "'esm'"]`. */
  tags?: [string, string][];
}

export interface SampleError {
  offset: number;
  /** TypeScript's error code (2322); none for a problem of the site's own. */
  code?: number;
  message: string;
}

export type SampleOutcome = { hovers: SampleHover[] } | { errors: SampleError[] };

const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

function isHover(h: unknown): h is SampleHover {
  const o = h as Partial<SampleHover> | null;
  return (
    !!o &&
    isCount(o.start) &&
    isCount(o.length) &&
    isString(o.type) &&
    (o.docs === undefined || isString(o.docs)) &&
    (o.tags === undefined ||
      (Array.isArray(o.tags) && o.tags.every((t) => Array.isArray(t) && t.length === 2 && t.every(isString))))
  );
}

function isError(e: unknown): e is SampleError {
  const o = e as Partial<SampleError> | null;
  return !!o && isCount(o.offset) && isString(o.message) && (o.code === undefined || isCount(o.code));
}

/** A stored outcome as read back (a cache file is anyone's to edit): the shape checked, every field. */
export function isSampleOutcome(value: unknown): value is SampleOutcome {
  const o = value as { hovers?: unknown; errors?: unknown } | null;
  if (!o || typeof o !== 'object') return false;
  if (Array.isArray(o.hovers)) return o.hovers.every(isHover);
  return Array.isArray(o.errors) && o.errors.length > 0 && o.errors.every(isError);
}
