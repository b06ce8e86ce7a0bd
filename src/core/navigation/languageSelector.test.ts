import { describe, expect, it } from 'vitest';
import { isLanguageSelectorShown, languageSelectorLayout } from './languageSelector';

describe('language selector (spec 2)', () => {
  it('uses one column for up to 7 languages, a grid above', () => {
    expect([1, 2, 7, 8, 30].map(languageSelectorLayout)).toEqual(['single-column', 'single-column', 'single-column', 'grid', 'grid']);
  });

  it('shows only with flags enabled and more than one language', () => {
    expect(isLanguageSelectorShown(2, true)).toBe(true);
    expect(isLanguageSelectorShown(1, true)).toBe(false);
    expect(isLanguageSelectorShown(0, true)).toBe(false);
    expect(isLanguageSelectorShown(5, false)).toBe(false);
  });
});
