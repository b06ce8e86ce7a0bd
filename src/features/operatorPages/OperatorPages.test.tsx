import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { Header } from '../header/Header';
import { OperatorFrameHost } from './OperatorFrameHost';
import { preloadOperatorFrameDialog } from './lazyOperatorFrameDialog';
import { OperatorPageLink } from './OperatorPageLink';

/** The host event's name (features may not import the host layer). */
const SPORTSBOOK_WITHDRAW_REQUESTED = 'sportsbook-withdraw-requested';
afterEach(() => {
  cleanupHeaderTests();
  vi.restoreAllMocks();
});

const PAY = 'https://pay.operator.test';

/** A player on the sandbox with the operator's cashier at PAY in `mode`; the frame host mounted as the app shell has it. */
async function cashierShell(mode: string, extra: Record<string, unknown> = {}) {
  await preloadOperatorFrameDialog();
  const test = await headerRuntime(inProcessSandbox('operator-pages'), { player: 'demo', settings: { cashier_mode: mode, deposit_url: `${PAY}/cashier?action=deposit`, withdraw_url: `${PAY}/cashier?action=withdraw`, ...extra } });
  renderInShell(
    test.runtime,
    <>
      <Header />
      <OperatorFrameHost />
    </>,
  );
  return test;
}

const openBalanceMenu = () => act(() => screen.getByRole('button', { name: /^Balance|Balance hidden$/ }).click());

/** The message a framed page posts, as the browser delivers it. */
function postFromFrame(frame: HTMLIFrameElement, data: unknown, origin = PAY, source: Window | null = frame.contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('operator pages: link, new tab, host event or frame', () => {
  it('same_tab: a plain link to the operator address with return_url; new_tab: target _blank, rel noopener', async () => {
    await cashierShell('same_tab');
    openBalanceMenu();
    const deposit = screen.getByRole('menuitem', { name: 'Deposit' });
    expect(deposit.tagName).toBe('A');
    expect(deposit.getAttribute('target')).toBeNull();
    expect(new URL(deposit.getAttribute('href')!).searchParams.get('action')).toBe('deposit');
    cleanupHeaderTests();
    document.body.innerHTML = '';
    await cashierShell('new_tab');
    openBalanceMenu();
    const withdraw = screen.getByRole('menuitem', { name: 'Withdraw' });
    expect([withdraw.getAttribute('target'), withdraw.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
  });

  it('host: a button that fires the cancelable event with the action, the address and the return address, and opens nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime } = await cashierShell('host');
    const heard: unknown[] = [];
    const handled = (event: Event) => {
      heard.push((event as CustomEvent).detail);
      event.preventDefault();
    };
    runtime.store.ui.setHostHandoff({ login: () => true, operatorPage: (request) => {
      const event = new CustomEvent(SPORTSBOOK_WITHDRAW_REQUESTED, { detail: request, cancelable: true });
      document.addEventListener(SPORTSBOOK_WITHDRAW_REQUESTED, handled, { once: true });
      return document.dispatchEvent(event);
    } });
    openBalanceMenu();
    const withdraw = screen.getByRole('menuitem', { name: 'Withdraw' });
    expect(withdraw.tagName).toBe('BUTTON');
    act(() => withdraw.click());
    expect(heard).toEqual([{ action: 'withdraw', url: `${PAY}/cashier?action=withdraw`, returnUrl: runtime.page.url(), amount: null }]);
    expect(runtime.store.operatorPages.frame.value).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    // Nobody handled it: the console says what to do, and still nothing opens.
    runtime.store.ui.setHostHandoff(null);
    openBalanceMenu();
    act(() => screen.getByRole('menuitem', { name: 'Deposit' }).click());
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('cashier_mode is host'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a bad cashier_mode is refused once on the console with the fix, and the cashier links in the same tab', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await cashierShell('popup');
    openBalanceMenu();
    expect(screen.getByRole('menuitem', { name: 'Deposit' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Deposit' }).getAttribute('href')).toMatch(/^https:\/\/pay\.operator\.test\/cashier\?action=deposit&return_url=/);
    const told = errors.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('cashier_mode'));
    expect(told).toEqual(['Sportsbook: the operator setting cashier_mode is "popup", which is not a mode. Set it to one of same_tab, new_tab, host, frame (docs/account-cashier.md); meanwhile the operator\'s cashier opens in the same tab.']);
  });

  it('hides what has no address: no link, no button', async () => {
    const { runtime } = await cashierShell('same_tab', { withdraw_url: '' });
    openBalanceMenu();
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Withdraw' })).toBeNull();
    renderInShell(runtime, <OperatorPageLink action="forgotten-password">Forgotten</OperatorPageLink>);
    expect(screen.getByRole('link', { name: 'Forgotten' })).toBeTruthy();
  });
});

describe('OperatorFrameDialog (cashier_mode: frame)', () => {
  it('opens the operator page in a titled dialog, focus inside, Escape closes and gives focus back', async () => {
    await cashierShell('frame');
    openBalanceMenu();
    const deposit = screen.getByRole('menuitem', { name: 'Deposit' });
    expect(deposit.getAttribute('aria-haspopup')).toBe('dialog');
    deposit.focus();
    act(() => deposit.click());
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const frame = within(dialog).getByTitle('Deposit') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(new URL(frame.src).origin).toBe(PAY);
    expect(new URL(frame.src).searchParams.get('return_url')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab from the last control wraps to the first: focus stays in the dialog.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const inTab = within(dialog).getByRole('link', { name: /Open it in a new tab/ });
    inTab.focus();
    fireEvent.keyDown(inTab, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(inTab);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The menu item went with its menu: the focus is back on the balance button that opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Balance|Balance hidden$/ }));
  });

  it('takes done only from the configured origin and the frame itself: another origin is ignored; done asks the balance at once and closes', async () => {
    const { runtime, sandbox } = await cashierShell('frame');
    openBalanceMenu();
    act(() => screen.getByRole('menuitem', { name: 'Deposit' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const frame = within(dialog).getByTitle('Deposit') as HTMLIFrameElement;
    const refetch = vi.spyOn(runtime.store.wallet, 'refetch');
    postFromFrame(frame, { type: 'sportsbook-operator', action: 'done' }, 'https://evil.test');
    postFromFrame(frame, { type: 'sportsbook-operator', action: 'done' }, PAY, window);
    postFromFrame(frame, { type: 'other', action: 'done' });
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
    expect(refetch).not.toHaveBeenCalled();
    postFromFrame(frame, { type: 'sportsbook-operator', action: 'resize', height: 640 });
    expect(frame.style.height).toBe('640px');
    // The money moves at the operator; done brings the new balance at once.
    sandbox.accounts.post('1001', 'deposit', new (await import('../../core')).Big('25.50'), null);
    postFromFrame(frame, { type: 'sportsbook-operator', action: 'done' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refetch).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBe(1025.5));
  });

  it('close from the page closes it, and a logout closes an open one', async () => {
    const { runtime } = await cashierShell('frame');
    openBalanceMenu();
    act(() => screen.getByRole('menuitem', { name: 'Withdraw' }).click());
    let frame = within(await screen.findByRole('dialog', { name: 'Withdraw' })).getByTitle('Withdraw') as HTMLIFrameElement;
    postFromFrame(frame, { type: 'sportsbook-operator', action: 'close' });
    expect(screen.queryByRole('dialog')).toBeNull();
    openBalanceMenu();
    act(() => screen.getByRole('menuitem', { name: 'Withdraw' }).click());
    frame = within(await screen.findByRole('dialog', { name: 'Withdraw' })).getByTitle('Withdraw') as HTMLIFrameElement;
    expect(frame).toBeTruthy();
    await act(() => runtime.store.session.logout('user'));
    expect(screen.queryByRole('dialog', { name: 'Withdraw' })).toBeNull();
    expect(runtime.store.operatorPages.frame.value).toBeNull();
  });

  it('Join in frame mode: done opens the login dialog flag for the new account', async () => {
    await preloadOperatorFrameDialog();
    const { runtime } = await headerRuntime(inProcessSandbox('operator-join'), { settings: { registration_mode: 'frame', registration_url: `${PAY}/register` } });
    renderInShell(runtime, <><Header /><OperatorFrameHost /></>);
    act(() => screen.getByRole('link', { name: 'Join' }).click());
    const frame = within(await screen.findByRole('dialog', { name: 'Join' })).getByTitle('Join') as HTMLIFrameElement;
    postFromFrame(frame, { type: 'sportsbook-operator', action: 'done' });
    expect(screen.queryByRole('dialog', { name: 'Join' })).toBeNull();
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
  });
});
