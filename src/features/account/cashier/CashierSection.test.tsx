import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../../header/headerTestRuntime';
import { CashierSection } from './CashierSection';

afterEach(cleanupHeaderTests);

const PAY = 'https://pay.operator.test';

describe('/account/deposit and /account/withdraw (CashierSection)', () => {
  it('frame mode: the operator cashier in place; done from its origin asks the balance and says so, another origin is ignored', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('cashier-section'), { player: 'demo', settings: { cashier_mode: 'frame', deposit_url: `${PAY}/cashier?action=deposit` } });
    renderInShell(runtime, <CashierSection action="deposit" />, '/en/account/deposit');
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit' })).toBeTruthy();
    const frame = screen.getByTitle('Deposit') as HTMLIFrameElement;
    expect(new URL(frame.src).searchParams.get('action')).toBe('deposit');
    const refetch = vi.spyOn(runtime.store.wallet, 'refetch');
    const post = (origin: string) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'sportsbook-operator', action: 'done' }, origin, source: frame.contentWindow }));
      });
    post('https://evil.test');
    expect(refetch).not.toHaveBeenCalled();
    expect(screen.queryByText('Done: your balance is up to date.')).toBeNull();
    post(PAY);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Done: your balance is up to date.').getAttribute('role')).toBe('status');
  });

  it('same_tab: a link to the cashier; host: a button; no address: a notice, no link', async () => {
    const linked = await headerRuntime(inProcessSandbox('cashier-section'), { player: 'demo', settings: { cashier_mode: 'same_tab', withdraw_url: `${PAY}/cashier?action=withdraw` } });
    const first = renderInShell(linked.runtime, <CashierSection action="withdraw" />, '/en/account/withdraw');
    expect(screen.getByRole('link', { name: 'Open the cashier to withdraw' }).getAttribute('href')).toMatch(/^https:\/\/pay\.operator\.test\/cashier\?action=withdraw&return_url=/);
    first.unmount();
    const host = await headerRuntime(inProcessSandbox('cashier-section'), { player: 'demo', settings: { cashier_mode: 'host' } });
    const second = renderInShell(host.runtime, <CashierSection action="withdraw" />, '/en/account/withdraw');
    expect(screen.getByRole('button', { name: 'Open the cashier to withdraw' })).toBeTruthy();
    second.unmount();
    const none = await headerRuntime(inProcessSandbox('cashier-section'), { player: 'demo', settings: { cashier_mode: 'same_tab', deposit_url: '' } });
    const { container } = renderInShell(none.runtime, <CashierSection action="deposit" />, '/en/account/deposit');
    expect(within(container).queryByRole('link', { name: /cashier/ })).toBeNull();
    expect(screen.getByText("This is not available here. Please use the operator's website or contact support.")).toBeTruthy();
  });
});
