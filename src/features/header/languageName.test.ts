import { describe, expect, it } from 'vitest';
import { languageName } from './languageName';

describe('languageName', () => {
  it("keeps the operator's name", () => {
    expect(languageName({ name: 'Filipino', locale: 'fil' })).toBe('Filipino');
  });

  it('names a language in itself when the operator sent only its code', () => {
    expect(languageName({ name: 'DE', locale: 'de' })).toBe('Deutsch');
    expect(languageName({ name: 'fr', locale: 'fr' })).toBe('Français');
    expect(languageName({ name: '', locale: 'sw' })).toBe('Kiswahili');
  });
});
