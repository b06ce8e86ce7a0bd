import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLink } from './AppLink';
import { SportsbookRouter } from './SportsbookRouter';
import { useAppLocation } from './useAppLocation';
import { renderWith, routingRuntime } from './routingTestRuntime';

function Where() {
  const { path, route } = useAppLocation();
  return (
    <p data-testid="where">
      {path} {route.page}
    </p>
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('SportsbookRouter: the routing attribute picks where the address lives', () => {
  it('path routing reads and writes the page path; links get the locale and navigate without a reload', async () => {
    window.history.replaceState(null, '', '/en/sports');
    const runtime = await routingRuntime(['en', 'fr']);
    renderWith(
      runtime,
      <SportsbookRouter>
        <Where />
        <AppLink href="/live/sport/">Live</AppLink>
      </SportsbookRouter>,
    );
    expect(where()).toBe('/en/sports sport');
    const link = screen.getByRole('link', { name: 'Live' });
    expect(link.getAttribute('href')).toBe('/en/live/sport/');
    act(() => link.click());
    expect(window.location.pathname).toBe('/en/live/sport/');
    expect(where()).toBe('/en/live/sport/ live-list');
  });

  it('path routing under base-path keeps the prefix in the address and out of the route', async () => {
    window.history.replaceState(null, '', '/sportsbook/en/open_bets');
    const runtime = await routingRuntime(['en'], { basePath: '/sportsbook' });
    renderWith(
      runtime,
      <SportsbookRouter>
        <Where />
        <AppLink href="/promotions">Promotions</AppLink>
      </SportsbookRouter>,
    );
    expect(where()).toBe('/en/open_bets my-bets');
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/sportsbook/en/promotions');
  });

  it('hash routing keeps the page path and uses the fragment', async () => {
    window.history.replaceState(null, '', '/casino/lobby#/fr/jackpot');
    const runtime = await routingRuntime(['en', 'fr'], { routing: 'hash' });
    renderWith(
      runtime,
      <SportsbookRouter>
        <Where />
        <AppLink href="/account">Account</AppLink>
      </SportsbookRouter>,
    );
    expect(where()).toBe('/fr/jackpot jackpot');
    const link = screen.getByRole('link', { name: 'Account' });
    expect(link.getAttribute('href')).toBe('#/en/account');
    act(() => link.click());
    expect(window.location.pathname).toBe('/casino/lobby');
    expect(window.location.hash).toBe('#/en/account');
    expect(where()).toBe('/en/account account');
  });

  it('memory routing leaves the address bar alone and is shared by every tree of the runtime', async () => {
    window.history.replaceState(null, '', '/casino');
    const runtime = await routingRuntime(['en'], { routing: 'memory' });
    renderWith(
      runtime,
      <SportsbookRouter>
        <Where />
      </SportsbookRouter>,
    );
    // A second React root (a second element) on the same runtime.
    renderWith(
      runtime,
      <SportsbookRouter>
        <AppLink href="/live/sport/">Live</AppLink>
      </SportsbookRouter>,
    );
    expect(where()).toBe('/ home');
    act(() => screen.getByRole('link', { name: 'Live' }).click());
    expect(where()).toBe('/en/live/sport/ live-list');
    act(() => runtime.router.navigate('/en/promotions'));
    expect(where()).toBe('/en/promotions promotions');
    expect(window.location.pathname).toBe('/casino');
  });

  it('switches mode when the attribute changes on a live element', async () => {
    window.history.replaceState(null, '', '/en/sports#/en/live/sport/');
    const runtime = await routingRuntime(['en']);
    renderWith(
      runtime,
      <SportsbookRouter>
        <Where />
      </SportsbookRouter>,
    );
    expect(where()).toBe('/en/sports sport');
    act(() => void runtime.config.apply({ routing: 'hash' }));
    expect(where()).toBe('/en/live/sport/ live-list');
  });

  it('refuses an unknown routing mode and says which ones exist', async () => {
    const runtime = await routingRuntime(['en']);
    expect(runtime.config.apply({ routing: 'hsah' as never })).toEqual([
      'routing "hsah" is not a routing mode: use "path" (the page address), "hash" (#/en/...) or "memory" (no address).',
    ]);
    expect(runtime.config.routing.value).toBe('path');
  });
});
