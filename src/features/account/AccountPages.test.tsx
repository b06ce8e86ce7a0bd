import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { AccountPage } from '../pages/AccountPage';
import { disposeTestRuntimes, renderInRouter, testRuntime } from '../runtime/testRuntime';

afterEach(disposeTestRuntimes);
beforeEach(() => {
  stubQuietEventSource();
  window.history.replaceState(null, '', '/en/account');
});

/** A runtime on the in-process sandbox, logged in as `player`. */
async function loggedIn(player: string, settings?: Record<string, unknown>) {
  const operator = sandboxFetch({ seed: 'account-pages', ...(settings ? { settings } : {}) });
  const runtime = await testRuntime({ config: { brand: 'eurobet', apiBase: 'http://sandbox.test/' }, fetch: operator.fetch });
  await runtime.store.session.login(player, 'demo1234');
  return { runtime, operator };
}

/** The facts of a panel as [term, value] pairs, as a screen reader reads the list. */
function facts(panel: HTMLElement): [string, string][] {
  return within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('account pages on the sandbox (issue 21)', () => {
  it('profile: the player as the operator records them, dates and country in words', async () => {
    const { runtime } = await loggedIn('dinar');
    renderInRouter(runtime, <AccountPage section="overview" />);
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Profile' })).closest('section') as HTMLElement;
    expect(facts(panel)).toEqual([
      ['Name', 'Dinar Demo'],
      ['Username', 'dinar'],
      ['Email', 'dinar@players.sandbox.test'],
      ['Account number', '3001'],
      ['Registered', '1 March 2024'],
      ['First login', '1 Mar 2024, 10:05'],
      ['Country', 'Kuwait'],
      ['Currency', 'KWD (KD)'],
      ['Language', 'English'],
      ['VIP level', '3'],
    ]);
  });

  it("balances: every figure through the operator's currency list (KWD keeps 3 places), exact", async () => {
    const { runtime, operator } = await loggedIn('dinar');
    renderInRouter(runtime, <AccountPage section="balances" />);
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Balances' })).closest('section') as HTMLElement;
    await waitFor(() => expect(facts(panel)[0]).toEqual(['Total balance', 'KWD 1,234.567']));
    expect(facts(panel)).toEqual([
      ['Total balance', 'KWD 1,234.567'],
      ['Real money', 'KWD 1,234.567'],
      ['Bonus', 'KWD 0.000'],
      ['Promo cash', 'KWD 0.000'],
      ['Withdrawable', 'KWD 1,234.567'],
      ['Left to wager', 'KWD 0.000'],
    ]);
    expect(operator.requests).toContain('GET /xapi/rest/currencies');
  });

  it('balances: hiding them here hides the header figure too, and Show brings both back', async () => {
    const { runtime } = await loggedIn('demo', { clem_header_toggle_balance: true });
    renderInRouter(runtime, <AccountPage section="balances" />);
    const hide = await screen.findByRole('button', { name: 'Hide balances' });
    expect(screen.getAllByText(/^EUR \d/).length).toBe(6);
    fireEvent.click(hide);
    expect(runtime.store.ui.balanceVisible.value).toBe(false);
    expect(screen.queryAllByText(/^EUR \d/)).toEqual([]);
    expect(screen.getAllByText('Hidden').length).toBe(6);
    act(() => runtime.store.ui.toggleBalance());
    expect(screen.getByRole('button', { name: 'Hide balances' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByText(/^EUR \d/).length).toBe(6);
  });

  it('preferences: a default stake is read with the stake rules, saved to the account and the details, and refused when mistyped', async () => {
    const { runtime, operator } = await loggedIn('prefs');
    renderInRouter(runtime, <AccountPage section="preferences" />);
    const stake = await screen.findByRole('textbox', { name: 'Default stake (EUR)' });
    fireEvent.change(stake, { target: { value: '2.505' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('This stake has too many decimal places: type it like 2.50.');
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect(runtime.store.preferences.defaultStake.value).toBe(0);
    fireEvent.change(stake, { target: { value: '2.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Default stake saved: EUR 2.50.')).toBeTruthy());
    expect(runtime.store.preferences.defaultStake.value).toBe(2.5);
    await waitFor(() => expect(operator.requests).toEqual(expect.arrayContaining(['PATCH /xapi/rest/accounts/3002/accountPrefs', 'PUT /xapi/icore/players/prefs/details'])));
    const account = operator.sandbox.store.state.preferences['3002'];
    expect(account?.default_stake).toBe(2.5);
  });

  it('preferences: theme and fixture order apply at once and are saved to the account', async () => {
    const { runtime, operator } = await loggedIn('prefs');
    renderInRouter(runtime, <AccountPage section="preferences" />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Colour scheme' }), { target: { value: 'dark' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Order of fixtures' }), { target: { value: 'league' } });
    expect([runtime.store.preferences.theme.value, runtime.store.preferences.sortBy.value]).toEqual(['dark', 'league']);
    await waitFor(() => expect(operator.sandbox.store.state.preferences['3002']).toMatchObject({ theme: 'dark', sort_by: 'league' }));
  });
});
