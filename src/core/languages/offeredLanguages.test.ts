import { describe, expect, it } from 'vitest';
import { defaultOfferedLocale, offeredLanguages, unsupportedLanguagesWarning } from './offeredLanguages';

const SHIPPED = ['en', 'es', 'fr', 'pt', 'sw'];
const language = (locale: string) => ({ id: locale, name: locale.toUpperCase(), locale });
const ENGLISH = language('en');

describe('offeredLanguages: only languages the SDK ships complete texts for', () => {
  it('drops the brand’s languages that have no complete locale, keeping the brand’s order', () => {
    const { offered, unsupported } = offeredLanguages(['en', 'de', 'it', 'pt'].map(language), SHIPPED, ENGLISH);
    expect(offered.map((kept) => kept.locale)).toEqual(['en', 'pt']);
    expect(unsupported).toEqual(['de', 'it']);
  });

  it('keeps everything when every language is shipped, and reports nothing', () => {
    const { offered, unsupported } = offeredLanguages(['fr', 'en'].map(language), SHIPPED, ENGLISH);
    expect(offered.map((kept) => kept.locale)).toEqual(['fr', 'en']);
    expect(unsupported).toEqual([]);
  });

  it('offers the fallback alone when the brand lists no shipped language', () => {
    const { offered, unsupported } = offeredLanguages(['ms', 'zh', 'ms'].map(language), SHIPPED, ENGLISH);
    expect(offered).toEqual([ENGLISH]);
    expect(unsupported).toEqual(['ms', 'zh']);
  });

  it('does not offer a repeated language twice', () => {
    expect(offeredLanguages(['en', 'en', 'sw'].map(language), SHIPPED, ENGLISH).offered.map((kept) => kept.locale)).toEqual(['en', 'sw']);
  });
});

describe('defaultOfferedLocale', () => {
  it('takes default_locale when offered, else English, else the first offered', () => {
    expect(defaultOfferedLocale(['fr', 'en'], 'fr')).toBe('fr');
    expect(defaultOfferedLocale(['fr', 'en'], 'de')).toBe('en');
    expect(defaultOfferedLocale(['es', 'pt'], undefined)).toBe('es');
  });
});

describe('unsupportedLanguagesWarning', () => {
  it('names the brand, the dropped languages, what is shown and how to fix it', () => {
    const text = unsupportedLanguagesWarning('eurobet', ['de', 'it'], ['en', 'pt']);
    expect(text).toContain('brand "eurobet"');
    expect(text).toContain('"de", "it"');
    expect(text).toContain('shows en instead');
    expect(text).toContain("Remove them from the brand's languages");
    expect(text).toContain('src/i18n/locales/<language>/');
  });
});
