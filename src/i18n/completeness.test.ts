import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES, FALLBACK_LANGUAGE, NAMESPACES } from './languages';
import { loadLocaleResource } from './loadLocaleResource';
import { flattenKeys, missingKeys } from './missingKeys';
import { createI18n } from './createI18n';

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

function valueAt(resource: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource);
}

describe('every complete language has every text', () => {
  for (const language of COMPLETE_LANGUAGES) {
    for (const namespace of NAMESPACES) {
      it(`${language}/${namespace}: no missing, empty or stray key, same placeholders as English`, async () => {
        const english = (await loadLocaleResource(FALLBACK_LANGUAGE, namespace)) ?? {};
        const translation = await loadLocaleResource(language, namespace);
        expect(translation, `src/i18n/locales/${language}/${namespace}.json is missing`).not.toBeNull();
        expect(missingKeys(english, translation)).toEqual([]);
        expect(missingKeys(translation ?? {}, english), 'keys English does not have').toEqual([]);
        for (const key of flattenKeys(english)) {
          expect(placeholders(valueAt(translation ?? {}, key)), `${language}/${namespace}:${key}`).toEqual(placeholders(valueAt(english, key)));
        }
      });
    }
  }
});

describe('missing-key report (mode=translations)', () => {
  it('lists the keys a language lacks per namespace', async () => {
    const { missingKeys: report } = createI18n('en');
    const german = await report('de');
    const englishFooter = flattenKeys((await loadLocaleResource('en', 'footer')) ?? {});
    expect(german.footer).toEqual(englishFooter);
    expect(await report('en')).toEqual({});
  });

  it('flattens nested keys and counts empty strings as missing', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' }, d: 'z' }, { a: { b: 'x', c: '' } })).toEqual(['a.c', 'd']);
  });
});

describe('language switching', () => {
  it('loads a language lazily and falls back to English for a language we do not ship', async () => {
    const texts = createI18n('en');
    await texts.ready;
    expect(texts.i18n.t('footer:items.live')).toBe('Live');
    await texts.changeLanguage('de');
    expect(texts.i18n.language).toBe('de');
    expect(texts.i18n.t('footer:items.live')).toBe('Live');
  });
});
