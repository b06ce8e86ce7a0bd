import { describe, expect, it } from 'vitest';
import { activeScheme, resolveThemeChoice } from './themeChoice';

describe('theme choice', () => {
  it('follows the operator’s default_theme_mode when nothing else says', () => {
    expect(resolveThemeChoice({ query: null, attribute: null, operatorDefault: 'dark mode' })).toBe('dark');
    expect(resolveThemeChoice({ query: null, attribute: null, operatorDefault: 'Light Mode' })).toBe('light');
    expect(resolveThemeChoice({ query: null, attribute: null, operatorDefault: 'system' })).toBe('system');
    expect(resolveThemeChoice({ query: null, attribute: null, operatorDefault: undefined })).toBe('system');
  });

  it('lets the theme attribute override the operator, and the ?theme= switch override both', () => {
    expect(resolveThemeChoice({ query: null, attribute: 'light', operatorDefault: 'dark mode' })).toBe('light');
    expect(resolveThemeChoice({ query: 'dark', attribute: 'light', operatorDefault: 'light mode' })).toBe('dark');
    expect(resolveThemeChoice({ query: 'SYSTEM', attribute: 'light', operatorDefault: 'light mode' })).toBe('system');
  });

  it('skips unknown values', () => {
    expect(resolveThemeChoice({ query: 'purple', attribute: 'dark', operatorDefault: 'light mode' })).toBe('dark');
    expect(resolveThemeChoice({ query: '', attribute: 'x', operatorDefault: 'light mode' })).toBe('light');
  });

  it('resolves system to the device’s preference', () => {
    expect(activeScheme('system', true)).toBe('dark');
    expect(activeScheme('system', false)).toBe('light');
    expect(activeScheme('light', true)).toBe('light');
    expect(activeScheme('dark', false)).toBe('dark');
  });

  it("puts the bettor's choice after the query and the attribute, before the operator's default (issue 21)", () => {
    expect(resolveThemeChoice({ query: null, attribute: null, bettor: 'dark', operatorDefault: 'light mode' })).toBe('dark');
    expect(resolveThemeChoice({ query: null, attribute: 'light', bettor: 'dark', operatorDefault: 'dark mode' })).toBe('light');
    expect(resolveThemeChoice({ query: 'system', attribute: null, bettor: 'dark', operatorDefault: 'dark mode' })).toBe('system');
    expect(resolveThemeChoice({ query: null, attribute: null, bettor: 'not_selected', operatorDefault: 'dark mode' })).toBe('dark');
  });
});
