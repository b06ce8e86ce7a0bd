import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { memoryStorage } from '../../store';
import { disposeTestRuntimes } from '../runtime/testRuntime';
import { Betslip } from '../betslip/Betslip';
import { MyBets } from '../mybets/MyBets';
import { LoginDialogs } from './LoginDialogs';
import { renderLogin } from './loginTestRuntime';

beforeEach(() => {
  window.history.replaceState(null, '', '/en/sports');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});
afterEach(() => {
  disposeTestRuntimes();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

/** What the session-end model leaves in storage when a session ends on its own, as the page after the reload reads it. */
function storageAfterEnd(reason: 'expired' | 'revoked' | 'forbidden', withSlip: boolean) {
  const storage = memoryStorage();
  const slip = withSlip ? { legs: [{ eventId: 'e1', marketId: 'e1-m', outcomeId: 'e1-m-o', decimal: 2.5, unitStake: 4, eventDescription: 'A v B', marketDescription: 'Match result', outcomeDescription: 'A' }], multipleStake: 0, systemStakes: {}, eachWay: false } : null;
  storage.setItem('sportsbook:session-end', JSON.stringify({ version: 1, state: { reason, endedAt: Date.now(), told: false, slip } }));
  return storage;
}

describe('the session-ended notice (issue 20)', () => {
  it.each([
    ['expired', 'Your session has expired, log in again.'],
    ['revoked', 'You were logged out: your session is no longer valid.'],
    ['forbidden', 'You were logged out: access refused. Log in again, or contact support if this happens again.'],
  ] as const)('says why the %s session ended, takes the focus, and its Log in opens the login dialog', async (reason, text) => {
    const { runtime } = await renderLogin({ fetch: sandboxFetch().fetch, storage: storageAfterEnd(reason, true) });
    const dialog = await screen.findByRole('alertdialog', { name: 'Session ended' });
    expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getByText('Your betslip has been kept: log in to see its current prices and place it.')).toBeTruthy();
    const logIn = within(dialog).getByRole('button', { name: 'Log in' });
    expect(document.activeElement).toBe(logIn);
    act(() => logIn.click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(runtime.store.betslip.count.value).toBe(1);
  });

  it('is in the bettor’s language, says nothing of a slip when none was kept, and closes with Escape', async () => {
    const { runtime } = await renderLogin({ fetch: sandboxFetch().fetch, storage: storageAfterEnd('expired', false) });
    await act(() => runtime.i18n.changeLanguage('fr'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Session terminée' });
    expect(within(dialog).getByText('Votre session a expiré, reconnectez-vous.')).toBeTruthy();
    expect(within(dialog).queryByText(/coupon/)).toBeNull();
    act(() => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(runtime.store.sessionEnd.notice.value).toBeNull();
  });
});

describe('the session-ended notice where no app shows the dialog (issue 20)', () => {
  it('a <sportsbook-betslip> alone says why in place, mentions the kept slip, and its Log in asks for the login', async () => {
    const { runtime } = await renderLogin({ fetch: sandboxFetch().fetch, storage: storageAfterEnd('revoked', true), children: <Betslip /> });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('You were logged out: your session is no longer valid.');
    expect(notice.textContent).toContain('Your betslip has been kept: log in to see its current prices and place it.');
    expect(runtime.store.betslip.count.value).toBe(1);
    act(() => within(notice).getByRole('button', { name: 'Log in' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
  });

  it('<sportsbook-mybets> alone says why above its logged-out text, without speaking of a slip; Close dismisses it', async () => {
    const { runtime } = await renderLogin({ fetch: sandboxFetch().fetch, storage: storageAfterEnd('expired', true), children: <MyBets /> });
    const notice = await screen.findByRole('alert');
    // Its own Login is right below the notice: the notice does not offer a second one.
    expect(notice.textContent).toBe('Your session has expired, log in again.Close');
    act(() => within(notice).getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(runtime.store.sessionEnd.notice.value).toBeNull();
  });

  it('beside an app shell the dialog tells it, and the slip says nothing more', async () => {
    await renderLogin({
      fetch: sandboxFetch().fetch,
      storage: storageAfterEnd('forbidden', true),
      children: (
        <>
          <LoginDialogs />
          <Betslip />
        </>
      ),
    });
    expect(await screen.findByRole('alertdialog', { name: 'Session ended' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
