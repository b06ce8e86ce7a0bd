import { describe, expect, it } from 'vitest';
import { parseIdCode, parseIdSlug } from './routeIds';

describe('route ids (spec 2 slug forms)', () => {
  it('reads {id}-{CODE} sport segments', () => {
    expect(parseIdCode('240-FOOT')).toEqual({ id: 240, code: 'FOOT' });
    expect(parseIdCode('227-bask')).toEqual({ id: 227, code: 'BASK' });
    expect(parseIdCode('1-CRIC-india')).toEqual({ id: 1, code: 'CRIC-india' });
    expect(parseIdCode('10001')).toEqual({ id: 10001, code: null });
    expect(parseIdCode('favourites')).toEqual({ id: null, code: null });
    expect(parseIdCode('240-FOOTBALL')).toEqual({ id: null, code: null });
    expect(parseIdCode('')).toEqual({ id: null, code: null });
  });

  it('reads the event id of {id}-{slug}', () => {
    expect(parseIdSlug('12345-arsenal-v-chelsea')).toBe('12345');
    expect(parseIdSlug('991')).toBe('991');
    expect(parseIdSlug('arsenal-v-chelsea')).toBeNull();
    expect(parseIdSlug('12ab-x')).toBeNull();
  });
});
