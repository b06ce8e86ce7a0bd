import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SportsbookRouter } from './SportsbookRouter';
import { useAppLocation } from './useAppLocation';
import { useLocaleSync } from './useLocaleSync';
import { renderWith, routingRuntime } from './routingTestRuntime';

function Synced() {
  useLocaleSync();
  const { path } = useAppLocation();
  return <p data-testid="path">{path}</p>;
}

async function open(path: string, languages: readonly string[], extra: Record<string, unknown> = {}, config: Parameters<typeof routingRuntime>[1] = {}) {
  window.history.replaceState(null, '', path);
  const runtime = await routingRuntime(languages, config, extra);
  renderWith(
    runtime,
    <SportsbookRouter>
      <Synced />
    </SportsbookRouter>,
  );
  return runtime;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('locale rules of spec 2, in the running site', () => {
  it('takes the locale from the first path segment', async () => {
    const runtime = await open('/fr/live/sport/', ['en', 'fr']);
    expect(runtime.config.locale.value).toBe('fr');
    expect(window.location.pathname).toBe('/fr/live/sport/');
  });

  it('redirects an unknown locale to the default, keeping the rest of the address and the query', async () => {
    const runtime = await open('/xx/sports/240-FOOT?theme=dark', ['en', 'fr']);
    expect(window.location.pathname + window.location.search).toBe('/en/sports/240-FOOT?theme=dark');
    expect(runtime.config.locale.value).toBe('en');
  });

  it('puts the default locale in front of a path without one, the operator default_locale first', async () => {
    await open('/promotions', ['sw', 'en'], { default_locale: 'sw' });
    expect(window.location.pathname).toBe('/sw/promotions');
  });

  it('leaves alone a path holding a number above 400', async () => {
    await open('/xx/events/12345-a-v-b', ['en']);
    expect(window.location.pathname).toBe('/xx/events/12345-a-v-b');
  });

  it('rewrites the address when the locale changes elsewhere (attribute or selector), keeping the query', async () => {
    const runtime = await open('/en/sports?jackpotEvent=7&mode=translations', ['en', 'fr', 'sw']);
    act(() => void runtime.config.apply({ locale: 'sw' }));
    expect(window.location.pathname + window.location.search).toBe('/sw/sports?jackpotEvent=7&mode=translations');
    expect(screen.getByTestId('path').textContent).toBe('/sw/sports');
  });

  it('follows the address when the bettor goes back to a page in another language', async () => {
    const runtime = await open('/en/sports', ['en', 'fr']);
    act(() => {
      window.history.pushState(null, '', '/fr/jackpot');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(runtime.config.locale.value).toBe('fr');
  });

  it('decides nothing before the operator’s languages are known', async () => {
    window.history.replaceState(null, '', '/xx/sports');
    const { createRuntime, memoryStorage } = await import('../../store');
    const runtime = createRuntime({ apiBase: 'http://operator.test/' }, { storage: memoryStorage(), reload: () => undefined, fetch: (() => new Promise(() => undefined)) as typeof fetch });
    await runtime.i18n.ready;
    renderWith(
      runtime,
      <SportsbookRouter>
        <Synced />
      </SportsbookRouter>,
    );
    expect(window.location.pathname).toBe('/xx/sports');
  });
});

describe('embedded routing starts in the host’s language', () => {
  it('memory routing opens at the locale the element was given', async () => {
    window.history.replaceState(null, '', '/casino');
    const runtime = await routingRuntime(['en', 'fr'], { routing: 'memory', locale: 'fr' });
    renderWith(
      runtime,
      <SportsbookRouter>
        <Synced />
      </SportsbookRouter>,
    );
    expect(screen.getByTestId('path').textContent).toBe('/fr');
    expect(runtime.config.locale.value).toBe('fr');
    expect(window.location.pathname).toBe('/casino');
  });
});

describe('a locale the brand does not offer (fr on a brand of en, pt, sw)', () => {
  const BRAND = ['en', 'pt', 'sw'];
  const warning = (shown: string) =>
    `Sportsbook: locale "fr" is not one of brand "eurobet"'s languages (en, pt, sw), so the sportsbook shows "${shown}". ` +
    'Set locale to one of en, pt, sw (the locale attribute, Sportsbook.init({ locale }) or the frame\'s set-locale command), or add "fr" to the brand\'s languages in the operator\'s settings.';

  it('given at start, falls back to the default language, with one warning that names the brand\'s languages and the fix', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = await open('/', BRAND, {}, { locale: 'fr', routing: 'hash' });
    expect(runtime.config.locale.value).toBe('en');
    expect(window.location.hash).toBe('#/en');
    expect(warn.mock.calls).toEqual([[warning('en')]]);
  });

  it('set later, behaves as at start: the page keeps its language and the address, with the same warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = await open('/pt/sports', BRAND);
    expect(runtime.config.locale.value).toBe('pt');
    act(() => void runtime.config.apply({ locale: 'fr' }));
    expect(runtime.config.locale.value).toBe('pt');
    expect(window.location.pathname).toBe('/pt/sports');
    expect(warn.mock.calls).toEqual([[warning('pt')]]);
    // Asked again: the same answer, warned once.
    act(() => void runtime.config.apply({ locale: 'fr' }));
    expect(runtime.config.locale.value).toBe('pt');
    expect(warn).toHaveBeenCalledTimes(1);
    // An offered language still switches page and address.
    act(() => void runtime.config.apply({ locale: 'sw' }));
    expect(window.location.pathname).toBe('/sw/sports');
  });

  it('an offered locale, or an unknown one in the address alone (spec 2\'s redirect), says nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open('/xx/sports', BRAND);
    expect(window.location.pathname).toBe('/en/sports');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('languages the brand lists but the sportsbook has no texts for (de, it on eurobet; issue 23)', () => {
  const EUROBET = ['en', 'de', 'it', 'pt'];
  const warning =
    'Sportsbook: brand "eurobet" lists languages the sportsbook has no texts for ("de", "it"), so they are not offered: ' +
    'the language selector leaves them out, and a locale setting or an address in one of them shows en instead. ' +
    "Remove them from the brand's languages in the operator's settings, or add their translations (src/i18n/locales/<language>/, every namespace, checked by src/i18n/completeness.test.ts). " +
    'Offered: en, pt.';

  it('a /de/ address lands on the brand’s default language, the prefix replaced, with one warning naming them and the fix', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = await open('/de/sports?x=1', EUROBET);
    expect(runtime.config.locale.value).toBe('en');
    expect(window.location.pathname).toBe('/en/sports');
    expect(window.location.search).toBe('?x=1');
    expect(document.documentElement.lang).not.toBe('de');
    expect(warn.mock.calls).toEqual([[warning]]);
  });

  it('replaces the prefix on an address spec 2 exempts from redirects (an event page)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = await open('/it/events/12345-a-v-b', EUROBET);
    expect(window.location.pathname).toBe('/en/events/12345-a-v-b');
    expect(runtime.config.locale.value).toBe('en');
  });

  it('a locale attribute in one of them keeps the page in its language, and the console says it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = await open('/pt/sports', EUROBET);
    act(() => void runtime.config.apply({ locale: 'de' }));
    expect(runtime.config.locale.value).toBe('pt');
    expect(window.location.pathname).toBe('/pt/sports');
    act(() => void runtime.config.apply({ locale: 'it' }));
    expect(runtime.config.locale.value).toBe('pt');
    expect(warn.mock.calls).toEqual([[warning]]);
  });
});
