import { describe, expect, it } from 'vitest';
import { columnTypeOf, findPageLayout, layoutColumns } from './pageLayout';

const sportsHome = { name: 'Default', url: '/*/sports/10001*', column_type: 'side_right', right_column: [{ name: 'advert', id: 7 }] };
const global = { name: 'Default', url: '/*', column_type: 'triple_side_right' };

describe('page layout (spec 2)', () => {
  it('picks the most specific matching pattern, whatever the order', () => {
    expect(findPageLayout('/en/sports/10001', [sportsHome, global])).toBe(sportsHome);
    expect(findPageLayout('/en/sports/10001', [global, sportsHome])).toBe(sportsHome);
    expect(findPageLayout('/en/live/sport/', [global, sportsHome])).toBe(global);
    expect(findPageLayout('/en/live/sport/', [sportsHome])).toBeNull();
  });

  it('lets the later entry win between equally specific patterns', () => {
    const other = { ...global, column_type: 'single' };
    expect(findPageLayout('/en/x', [global, other])).toBe(other);
  });

  it('falls back to triple for a missing layout or an unknown column type', () => {
    expect(columnTypeOf(sportsHome)).toBe('side_right');
    expect(columnTypeOf({ column_type: 'weird' })).toBe('triple');
    expect(columnTypeOf({ column_type: 'toString' })).toBe('triple');
    expect(columnTypeOf(null)).toBe('triple');
  });

  it('shows the spec 2 columns in order for each type', () => {
    expect(layoutColumns('single')).toEqual(['content']);
    expect(layoutColumns('side_left')).toEqual(['left', 'content']);
    expect(layoutColumns('side_right')).toEqual(['content', 'right']);
    expect(layoutColumns('triple')).toEqual(['left', 'content', 'right']);
    expect(layoutColumns('triple_side_right')).toEqual(['content', 'right', 'left']);
  });
});
