import { describe, expect, it } from 'vitest';
import { normalizeBase, stripBase } from '../../app/lib/base-path';

describe('BASE_PATH', () => {
  it('is empty at the root of a host', () => {
    expect(normalizeBase(undefined)).toBe('');
    expect(normalizeBase('')).toBe('');
    expect(normalizeBase('/')).toBe('');
  });
  it('drops the trailing slash of a prefix', () => {
    expect(normalizeBase('/rslib/')).toBe('/rslib');
    expect(normalizeBase('/docs/rslib')).toBe('/docs/rslib');
  });
  it('rejects what is not a path, naming the value', () => {
    expect(() => normalizeBase('rslib/')).toThrow('BASE_PATH must be a path such as /rslib/ (got "rslib/")');
    expect(() => normalizeBase('https://example.com/rslib/')).toThrow(/BASE_PATH/);
  });
  it('is taken off request paths', () => {
    expect(stripBase('/rslib/guide/start/', '/rslib')).toBe('/guide/start/');
    expect(stripBase('/rslib/', '/rslib')).toBe('/');
    expect(stripBase('/rslib', '/rslib')).toBe('/');
    expect(stripBase('/rslibx/guide', '/rslib')).toBe('/rslibx/guide');
    expect(stripBase('/guide/', '')).toBe('/guide/');
  });
});
