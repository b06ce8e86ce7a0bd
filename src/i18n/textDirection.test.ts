import { describe, expect, it } from 'vitest';
import { textDirection } from './textDirection';

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he_IL', 'rtl'],
    ['pa-Arab', 'rtl'],
    ['az-Arab-IR', 'rtl'],
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['sw', 'ltr'],
    ['zh-Hant', 'ltr'],
    // A right-to-left language written in a left-to-right script.
    ['ur-Latn', 'ltr'],
    [' AR ', 'rtl'],
  ] as const)('%s is %s', (locale, direction) => {
    expect(textDirection(locale)).toBe(direction);
  });
});
