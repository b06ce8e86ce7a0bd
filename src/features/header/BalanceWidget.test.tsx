import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Big, formatAmount } from '../../core';
import { BALANCE_MASK } from './BalanceWidget';
import { Header } from './Header';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

afterEach(cleanupHeaderTests);

const balanceButton = () => screen.getByRole('button', { name: /^Balance|Balance hidden$/ });

describe('header balance and deposit widget (spec 2)', () => {
  it("shows the wallet's balance in the player's currency, formatted by core", async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo' });
    renderInShell(runtime, <Header />);
    expect(runtime.store.wallet.data.value).toBe(1000);
    expect(balanceButton().textContent).toContain('EUR 1,000.00');
    expect(balanceButton().textContent).toContain(formatAmount(1000, 'EUR'));
  });

  it('uses the player’s currency and its decimals (KES, grouped thousands)', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { brand: 'safaribet', player: 'safari' });
    renderInShell(runtime, <Header />);
    expect(runtime.store.session.details.value?.currency).toBe('KES');
    expect(balanceButton().textContent).toContain('KES 50,000.00');
  });

  it('follows the wallet when the balance changes', async () => {
    const { runtime, sandbox } = await headerRuntime(inProcessSandbox('header'), { player: 'demo' });
    renderInShell(runtime, <Header />);
    sandbox.accounts.post('1001', 'deposit', new Big(50), null);
    await act(() => runtime.store.wallet.refetch());
    expect(balanceButton().textContent).toContain('EUR 1,050.00');
  });

  it('shows no decimals for a currency without them (IDR)', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { brand: 'garuda', player: 'garuda' });
    renderInShell(runtime, <Header />);
    expect(balanceButton().textContent).toContain('IDR 10,000,000');
    expect(balanceButton().textContent).not.toContain('10,000,000.');
  });

  it('opens deposit and withdraw (the sandbox operator\'s cashier); the cashier link sits beside it on desktop', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo', settings: { cashier_mode: 'same_tab' } });
    renderInShell(runtime, <Header />);
    const trigger = balanceButton();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    act(() => trigger.click());
    expect(screen.getByRole('menu', { name: 'Deposit and withdraw' })).toBeTruthy();
    const address = (element: HTMLElement) => new URL(element.getAttribute('href')!);
    expect(address(screen.getByRole('menuitem', { name: 'Deposit' })).searchParams.get('action')).toBe('deposit');
    expect(address(screen.getByRole('menuitem', { name: 'Withdraw' })).searchParams.get('action')).toBe('withdraw');
    expect(address(screen.getByRole('link', { name: 'Cashier' })).pathname).toBe('/operator/cashier');
  });

  it('takes the cashier addresses from deposit_url, withdraw_url and cashier_url; no cashier link on mobile', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo', width: 375, settings: { cashier_mode: 'same_tab', deposit_url: 'https://cashier.operator.test/deposit', withdraw_url: '/cashier/out', cashier_url: '/cashier' } });
    renderInShell(runtime, <Header />);
    act(() => balanceButton().click());
    expect(screen.getByRole('menuitem', { name: 'Deposit' }).getAttribute('href')).toMatch(/^https:\/\/cashier\.operator\.test\/deposit\?return_url=/);
    expect(screen.getByRole('menuitem', { name: 'Withdraw' }).getAttribute('href')).toBe('/en/cashier/out');
    expect(screen.queryByRole('link', { name: 'Cashier' })).toBeNull();
  });

  it('shows the figure without a menu when neither deposit nor withdraw has an address, and no Cashier', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo', settings: { deposit_url: '', withdraw_url: '', cashier_url: '' } });
    renderInShell(runtime, <Header />);
    expect(screen.queryByRole('button', { name: /^Balance / })).toBeNull();
    expect(screen.getByText(/1,000\.00/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cashier' })).toBeNull();
  });

  it('hides and shows the balance with the toggle (clem_header_toggle_balance), a mask with an accessible name meanwhile', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo', settings: { clem_header_toggle_balance: true } });
    renderInShell(runtime, <Header />);
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    act(() => toggle.click());
    expect(runtime.store.ui.balanceVisible.value).toBe(false);
    const hidden = screen.getByRole('button', { name: 'Balance hidden' });
    expect(hidden.textContent).toContain(BALANCE_MASK);
    expect(hidden.textContent).not.toContain('1,000.00');
    expect(toggle.getAttribute('aria-label')).toBe('Show balance');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    act(() => toggle.click());
    expect(balanceButton().textContent).toContain('1,000.00');
  });

  it('has no toggle when clem_header_toggle_balance is off, and then always shows the figure', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo', settings: { clem_header_toggle_balance: false } });
    act(() => runtime.store.ui.toggleBalance());
    expect(runtime.store.ui.balanceVisible.value).toBe(false);
    renderInShell(runtime, <Header />);
    expect(screen.queryByRole('button', { name: /balance$/i })).toBeNull();
    expect(balanceButton().textContent).toContain('1,000.00');
  });

  describe('an empty wallet (spec 9: balance 0 or less; empty_wallet_deposit_prompt)', () => {
    const depositButton = () => screen.queryByRole('link', { name: 'Deposit' });

    it('puts a Deposit button beside the balance, in the Cashier link\'s place on desktop, until money arrives', async () => {
      const { runtime, sandbox } = await headerRuntime(inProcessSandbox('header'), { player: 'newcomer', settings: { cashier_mode: 'same_tab' } });
      renderInShell(runtime, <Header />);
      expect(runtime.store.wallet.data.value).toBe(0);
      const deposit = depositButton();
      expect(new URL(deposit!.getAttribute('href')!).searchParams.get('action')).toBe('deposit');
      expect(deposit!.getAttribute('title')).toBe('Your balance is empty: deposit to bet');
      expect(screen.queryByRole('link', { name: 'Cashier' })).toBeNull();
      sandbox.accounts.post('1007', 'deposit', new Big(20), null);
      await act(() => runtime.store.wallet.refetch());
      expect(depositButton()).toBeNull();
      expect(screen.getByRole('link', { name: 'Cashier' })).toBeTruthy();
    });

    it('shows it on mobile too', async () => {
      const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'newcomer', width: 375 });
      renderInShell(runtime, <Header />);
      expect(depositButton()).toBeTruthy();
    });

    it('shows none when the operator switches it off, nor while the bettor hides the balance', async () => {
      const off = await headerRuntime(inProcessSandbox('header'), { player: 'newcomer', settings: { empty_wallet_deposit_prompt: false } });
      const view = renderInShell(off.runtime, <Header />);
      expect(screen.getByText(/0\.00/)).toBeTruthy();
      expect(depositButton()).toBeNull();
      view.unmount();
      cleanupHeaderTests();
      const hidden = await headerRuntime(inProcessSandbox('header'), { player: 'newcomer', settings: { clem_header_toggle_balance: true } });
      act(() => hidden.runtime.store.ui.toggleBalance());
      renderInShell(hidden.runtime, <Header />);
      expect(depositButton()).toBeNull();
    });
  });
});
