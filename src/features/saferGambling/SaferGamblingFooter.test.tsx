import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { dec } from '../../core';
import { disposeTestRuntimes, renderInRouter, testRuntime } from '../runtime/testRuntime';
import { RealityCheckDialog } from './RealityCheckDialog';
import { SaferGamblingFooter } from './SaferGamblingFooter';

afterEach(disposeTestRuntimes);

async function setup(brand: string, settings: Record<string, unknown> = {}, player?: string) {
  const operator = sandboxFetch({ seed: 'safer-gambling-footer', settings });
  const runtime = await testRuntime({ config: { brand, apiBase: 'http://sandbox.test/' }, fetch: operator.fetch });
  if (player) await runtime.store.session.login(player, 'demo1234');
  renderInRouter(
    runtime,
    <>
      <SaferGamblingFooter />
      <RealityCheckDialog />
    </>,
  );
  return { runtime, operator };
}

describe('the footer’s safer-gambling part', () => {
  it('uk: the 18+ mark and the national scheme first, opening in a new tab', async () => {
    await setup('kingsbet');
    const mark = await screen.findByRole('img', { name: 'Gambling is for people aged 18 and over only' });
    expect(mark.textContent).toBe('18+');
    const links = within(screen.getByRole('navigation', { name: 'Safer gambling support' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['GAMSTOP', 'https://www.gamstop.co.uk', '_blank'],
      ['BeGambleAware', 'https://www.begambleaware.org', '_blank'],
    ]);
    expect(screen.queryByTestId('session-clock')).toBeNull();
  });

  it('es (golazo): its own scheme, in Spanish', async () => {
    const { runtime } = await setup('golazo');
    await act(async () => {
      runtime.config.apply({ locale: 'es' });
    });
    expect((await screen.findByRole('img', { name: 'El juego es solo para mayores de 18 años' })).textContent).toBe('+18');
    expect(screen.getAllByRole('link')[0]?.textContent).toBe('RGIAJ');
  });

  it('no jurisdiction: nothing at all', async () => {
    const { runtime } = await setup('eurobet', {}, 'demo');
    expect(runtime.store.saferGambling.profile.value.jurisdiction).toBe('none');
    expect(document.body.textContent).toBe('');
  });

  it('logged in: the session clock, updating its own text each minute', async () => {
    const { runtime } = await setup('kingsbet', {}, 'sgFooter');
    const clock = await screen.findByTestId('session-clock');
    expect(clock.textContent).toBe('0 minutes');
    const node = clock.firstChild;
    act(() => {
      (runtime.store.saferGambling.elapsedMinutes as { value: number }).value = 61;
    });
    expect(clock.textContent).toBe('1 h 1 min');
    // The same text node was rewritten: nothing around it rendered again.
    expect(clock.firstChild).toBe(node);
  });
});

describe('the reality check', () => {
  it('comes after the interval with the time and the exact net position; Continue closes it; Leave logs out', async () => {
    const { runtime, operator } = await setup('kingsbet', { safer_gambling_reality_check_minutes: 0.01 }, 'sgReality');
    // A stake and a return inside the session: net is 7.30 - 10.10 - 0.20 = -3.00.
    const accountId = '3302';
    operator.sandbox.accounts.post(accountId, 'bet', dec('-10.10'), null);
    operator.sandbox.accounts.post(accountId, 'bet', dec('-0.20'), null);
    operator.sandbox.accounts.post(accountId, 'payout', dec('7.30'), null);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 4000 });
    expect(dialog.textContent).toContain('You have been logged in for 0 minutes.');
    await waitFor(() => expect(within(dialog).getByTestId('reality-check-net').textContent).toMatch(/^Net position this session: .*3\.00 down \(wins minus stakes\)\.$/));
    expect(document.activeElement?.textContent).toBe('Continue');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const again = await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 4000 });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave and log out' }));
    await waitFor(() => expect(runtime.store.session.established.value).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 15_000);
});
