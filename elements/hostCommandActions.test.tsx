import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../tests/support/inProcessSandbox';
import { SportsbookRouter } from '../src/features/routing/SportsbookRouter';
import { useAppLocation } from '../src/features/routing/useAppLocation';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../src/features/runtime/testRuntime';
import { listenToHostCommands, type HostCommandWindow } from '../src/host';
import type { SportsbookSettings } from '../src/store';
import { seedCatalogue } from '../src/store/testing/seedCatalogue';
import { createHostCommandActions } from './hostCommandActions';

const HOST = 'https://casino.example';

/** A runtime on the in-process sandbox that takes commands from HOST, as a framed page does. */
async function commanded(config: Partial<SportsbookSettings> = {}) {
  const operator = inProcessSandbox('host-commands');
  const runtime = await testRuntime({ config: { hostOrigin: HOST, ...config }, fetch: ((input: RequestInfo | URL, init?: RequestInit) => operator.fetch(new Request(input, init))) as typeof fetch });
  const parent = {};
  let listener: (event: MessageEvent) => void = () => undefined;
  const error = vi.fn();
  const win: HostCommandWindow = { parent, addEventListener: (_type, handler) => (listener = handler), removeEventListener: () => undefined, console: { warn: vi.fn(), error } };
  listenToHostCommands(runtime, win, createHostCommandActions(runtime));
  const send = (type: string, payload: unknown) => act(() => listener({ data: { source: 'sportsbook-host', version: 1, type, payload }, origin: HOST, source: parent } as MessageEvent));
  return { runtime, send, error, operator };
}

function Where() {
  return <p data-testid="where">{useAppLocation().path}</p>;
}

afterEach(() => {
  disposeTestRuntimes();
  window.history.replaceState(null, '', '/');
});

describe('what the parent frame\'s commands do to a real runtime', () => {
  it('set-locale switches the language; a bad locale is reported and changes nothing', async () => {
    const { runtime, send, error } = await commanded();
    send('set-locale', { locale: 'de' });
    expect(runtime.config.locale.value).toBe('de');
    send('set-locale', { locale: 'deutsch' });
    expect(runtime.config.locale.value).toBe('de');
    await vi.waitFor(() => expect(error.mock.calls[0]?.[0]).toMatch(/"set-locale" command failed: locale "deutsch" is not a two-letter language code/));
  });

  it('navigate moves path routing under base-path, with the locale put in front when missing', async () => {
    window.history.replaceState(null, '', '/sports-betting/en/');
    const { runtime, send } = await commanded({ routing: 'path', basePath: '/sports-betting' });
    renderWithRuntime(runtime, <SportsbookRouter><Where /></SportsbookRouter>);
    send('navigate', { path: '/en/live/sport/' });
    expect(window.location.pathname).toBe('/sports-betting/en/live/sport/');
    expect(screen.getByTestId('where').textContent).toBe('/en/live/sport/');
    send('navigate', { path: '/open_bets' });
    expect(window.location.pathname).toBe('/sports-betting/en/open_bets');
    expect(screen.getByTestId('where').textContent).toBe('/en/open_bets');
  });

  it('navigate moves hash routing and memory routing', async () => {
    window.history.replaceState(null, '', '/casino');
    const hashed = await commanded({ routing: 'hash' });
    hashed.send('navigate', { path: '/en/jackpot' });
    expect(window.location.hash).toBe('#/en/jackpot');
    expect(window.location.pathname).toBe('/casino');

    const memory = await commanded({ routing: 'memory' });
    renderWithRuntime(memory.runtime, <SportsbookRouter><Where /></SportsbookRouter>);
    memory.send('navigate', { path: '/en/promotions' });
    expect(screen.getByTestId('where').textContent).toBe('/en/promotions');
    expect(window.location.pathname).toBe('/casino');
  });

  it('add-selection puts a loaded outcome on the betslip and reports one the operator does not know', async () => {
    const { runtime, send, error } = await commanded();
    seedCatalogue(runtime.store.catalogue);
    send('add-selection', { outcomeId: 'o2-1' });
    expect(runtime.store.betslip.selectionIds.value).toEqual(['o2-1']);
    send('add-selection', { outcomeId: 'o99-1' });
    await vi.waitFor(() => expect(error.mock.calls[0]?.[0]).toMatch(/addSelection\("o99-1"\): the operator knows no open outcome with this id/));
    expect(runtime.store.betslip.selectionIds.value).toEqual(['o2-1']);
  });

  it('set-token logs the host\'s player in, logout logs them out', async () => {
    const { runtime, send, operator } = await commanded();
    const token = operator.sandbox.accounts.openSession(operator.sandbox.accounts.byUsername('demo')!).token;
    send('set-token', { token });
    await vi.waitFor(() => expect(runtime.store.session.details.value?.username).toBe('demo'));
    expect(runtime.config.token.value).toBe(token);
    send('logout', {});
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(false));
  });

  it('viewport gives the runtime the band of the frame the bettor sees, where overlays open', async () => {
    const { runtime, send } = await commanded();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 4000 });
    send('viewport', { top: -1500, height: 700 });
    expect(runtime.store.hostViewport.band.value).toEqual({ top: 1500, height: 700 });
    // The page itself is left alone: the shell places its overlays from the signal.
    expect(document.documentElement.style.getPropertyValue('--sb-host-viewport-top')).toBe('');
  });
});
