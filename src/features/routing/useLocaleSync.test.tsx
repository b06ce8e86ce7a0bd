import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SportsbookRouter } from './SportsbookRouter';
import { useAppLocation } from './useAppLocation';
import { useLocaleSync } from './useLocaleSync';
import { renderWith, routingRuntime } from './routingTestRuntime';

function Synced() {
  useLocaleSync();
  const { path } = useAppLocation();
  return <p data-testid="path">{path}</p>;
}

async function open(path: string, languages: readonly string[], extra: Record<string, unknown> = {}) {
  window.history.replaceState(null, '', path);
  const runtime = await routingRuntime(languages, {}, extra);
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
    await open('/promotions', ['id', 'en'], { default_locale: 'id' });
    expect(window.location.pathname).toBe('/id/promotions');
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
