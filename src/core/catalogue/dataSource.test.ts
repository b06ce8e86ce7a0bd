import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataSourceOf } from './dataSource';

describe('data source from the feed code prefix (spec 1)', () => {
  it('reads BU and RS, whatever the case', () => {
    expect(dataSourceOf('BU12345')).toBe('BU');
    expect(dataSourceOf('rs-889')).toBe('RS');
  });

  it('returns null for other prefixes and missing codes', () => {
    expect(dataSourceOf('XX1')).toBeNull();
    expect(dataSourceOf('B')).toBeNull();
    expect(dataSourceOf('')).toBeNull();
    expect(dataSourceOf(null)).toBeNull();
    expect(dataSourceOf(undefined)).toBeNull();
  });

  it('never throws and answers only BU, RS or null', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const source = dataSourceOf(code);
        expect([null, 'BU', 'RS']).toContain(source);
        if (source !== null) expect(code.trim().slice(0, 2).toUpperCase()).toBe(source);
      }),
    );
  });
});
