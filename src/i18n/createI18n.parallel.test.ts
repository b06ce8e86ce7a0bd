import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LoadLocaleResource from './loadLocaleResource';
import { createI18n } from './createI18n';
import { NAMESPACES } from './languages';

/** The reads of the loader ("fr/myBets"), each held until `releaseAll`. */
const reads = vi.hoisted(() => ({ asked: [] as string[], held: [] as (() => void)[], holding: false }));

vi.mock('./loadLocaleResource', async (importOriginal) => {
  const actual = await importOriginal<typeof LoadLocaleResource>();
  return {
    ...actual,
    loadLocaleResource: async (language: string, namespace: string) => {
      reads.asked.push(`${language}/${namespace}`);
      if (reads.holding) await new Promise<void>((resolve) => reads.held.push(resolve));
      return actual.loadLocaleResource(language, namespace);
    },
  };
});

afterEach(() => {
  reads.holding = false;
  for (const release of reads.held.splice(0)) release();
  reads.asked.length = 0;
});

describe('a language change reads both parts at once (issue 19)', () => {
  it('every namespace of the new language is asked for before any has arrived, so its two chunks download side by side', async () => {
    const texts = createI18n('en');
    await texts.ready;
    await texts.loadLaterTexts();
    reads.asked.length = 0;
    reads.holding = true;
    const switching = texts.changeLanguage('fr');
    await vi.waitFor(() => expect(reads.asked.length).toBe(NAMESPACES.length));
    expect([...reads.asked].sort()).toEqual(NAMESPACES.map((namespace) => `fr/${namespace}`).sort());
    reads.holding = false;
    for (const release of reads.held.splice(0)) release();
    await switching;
    expect(texts.i18n.language).toBe('fr');
  });
});
