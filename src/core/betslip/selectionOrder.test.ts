import { describe, expect, it } from 'vitest';
import { withSelection, withoutSelection } from './selectionOrder';

describe('withSelection', () => {
  it('appends a new outcome after the existing ones', () => {
    expect(withSelection(['o1'], 'o2')).toEqual(['o1', 'o2']);
  });

  it('returns the very same array when the outcome is already selected', () => {
    const order = ['o1', 'o2'];
    expect(withSelection(order, 'o1')).toBe(order);
  });

  it('does not mutate the list it was given', () => {
    const order = Object.freeze(['o1']);
    expect(withSelection(order, 'o2')).toEqual(['o1', 'o2']);
    expect(order).toEqual(['o1']);
  });

  it('refuses an empty outcome id with a message that says what to pass', () => {
    expect(() => withSelection([], '')).toThrow(/outcomeId is empty/);
  });
});

describe('withoutSelection', () => {
  it('removes the outcome and keeps the order of the rest', () => {
    expect(withoutSelection(['o1', 'o2', 'o3'], 'o2')).toEqual(['o1', 'o3']);
  });

  it('returns the very same array when the outcome is not selected', () => {
    const order = ['o1'];
    expect(withoutSelection(order, 'o9')).toBe(order);
  });
});
