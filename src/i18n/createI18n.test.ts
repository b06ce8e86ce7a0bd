import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { FIRST_NAMESPACES, LATER_NAMESPACES } from './firstNamespaces';
import { NAMESPACES } from './languages';

/** Which of `namespaces` the instance holds in `language`. */
const held = (texts: ReturnType<typeof createI18n>, language: string, namespaces: readonly string[]) => namespaces.filter((namespace) => texts.i18n.hasResourceBundle(language, namespace));

describe('texts in two parts (issue 19, firstNamespaces.ts)', () => {
  it('the two parts share out every namespace, each once', () => {
    expect([...FIRST_NAMESPACES, ...LATER_NAMESPACES].sort()).toEqual([...NAMESPACES].sort());
    expect(LATER_NAMESPACES.filter((namespace) => (FIRST_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
    expect(LATER_NAMESPACES.length).toBeGreaterThan(0);
  });

  it('ready means the first screen’s texts; the later ones come only when asked for', async () => {
    const texts = createI18n('en');
    await texts.ready;
    expect(held(texts, 'en', FIRST_NAMESPACES)).toEqual([...FIRST_NAMESPACES]);
    expect(held(texts, 'en', LATER_NAMESPACES)).toEqual([]);
    await texts.loadLaterTexts();
    expect(held(texts, 'en', LATER_NAMESPACES)).toEqual([...LATER_NAMESPACES]);
    expect(texts.i18n.t('myBets:title')).not.toBe('title');
  });

  it('a component asking for one later namespace gets the whole later part (one chunk), so the next one does not wait again', async () => {
    const texts = createI18n('en');
    await texts.ready;
    await texts.i18n.loadNamespaces('jackpot');
    expect(held(texts, 'en', LATER_NAMESPACES)).toEqual([...LATER_NAMESPACES]);
  });

  it('once the later texts were asked for, a language change loads both parts of the new language before it switches', async () => {
    const texts = createI18n('en');
    await texts.ready;
    await texts.loadLaterTexts();
    let heldAtSwitch: string[] = [];
    texts.i18n.on('languageChanged', (language) => (heldAtSwitch = held(texts, language, NAMESPACES)));
    await texts.changeLanguage('fr');
    expect(texts.i18n.language).toBe('fr');
    expect(heldAtSwitch).toEqual([...NAMESPACES]);
  });

  it('a language change before that (the address settling the language at start) loads the first part; the later one follows as it would have', async () => {
    const texts = createI18n('en');
    await texts.ready;
    await texts.changeLanguage('fr');
    expect(held(texts, 'fr', FIRST_NAMESPACES)).toEqual([...FIRST_NAMESPACES]);
    expect(held(texts, 'fr', LATER_NAMESPACES)).toEqual([]);
    await texts.loadLaterTexts();
    expect(held(texts, 'fr', LATER_NAMESPACES)).toEqual([...LATER_NAMESPACES]);
    // A complete language has no fallback: English's later part is not downloaded beside it.
    expect(held(texts, 'en', LATER_NAMESPACES)).toEqual([]);
  });
});
