import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { loginPageAddress } from '../../core';
import { useAppLocation } from '../routing/useAppLocation';
import { useRuntime } from '../runtime/RuntimeContext';
import { LoginDialog, OneTimeCodeDialog, RiskGroupDialog, SecurityQuestionDialog, SessionEndedDialog, TermsOfUseDialog } from './lazyLoginDialogs';
import { loginSettings } from './loginSettings';
import { useIsDesktop } from '../layout/useViewportWidth';

/**
 * Every login-related dialog (spec 2 "Login dialog and related dialogs"). The session's
 * step picks the one-time code or security question dialog (over the login dialog or the
 * /login page alike); the ui model's flags open the login dialog and the terms-of-use
 * popup; the session says when the risk-group notice is due. Closing any login dialog
 * resets the flow (spec 4); a successful login closes them, then opens the terms-of-use
 * popup where the brand's mode asks for it and the player has not accepted yet. A session
 * that ended without the bettor asking says why (SessionEndedDialog) while no login dialog is open.
 * `otherwise` shows when none of them is due: the shell's news popups, which so never
 * cover a login step and wait until it is done.
 *
 * This decision and its effects are in the shell's chunk; the dialogs' code is loaded on
 * demand (lazyLoginDialogs.ts), inside a Suspense of their own, so the effects run whether
 * or not it has arrived. Until it has, nothing shows: a dialog covers the page, so it
 * shifts nothing when it appears, and it takes focus as it mounts (Modal), from whatever
 * had it, which is still the control that opened it.
 */
export function LoginDialogs({ otherwise = null }: { otherwise?: ReactNode } = {}) {
  useSignals();
  const { session, sessionEnd, settings, ui } = useRuntime().store;
  const { navigate, path, search } = useAppLocation();
  const desktop = useIsDesktop();
  const options = loginSettings(settings.raw.value);
  const modals = ui.modals.value;
  const loggedIn = session.loggedIn.value;
  const step = session.step.value;
  // The login, not its token: a refresh renews the token and is no new login.
  const token = session.loginKey.value;
  const handledToken = useRef<string | null>(null);

  // While this shell is on the page, a session end is told by its dialog, not by the slip or My Bets in place.
  useEffect(() => sessionEnd.hostDialog(), [sessionEnd]);

  // Dedicated-login brands: whoever asks for the dialog (footer, a logged-out page) gets the page.
  useEffect(() => {
    if (options.dedicatedLogin && modals.isLoginOpen && !loggedIn) {
      ui.closeModals();
      // The page the login started from is where the login page returns to (spec 6).
      navigate(loginPageAddress(search ? `${path}?${search}` : path));
    }
  }, [options.dedicatedLogin, modals.isLoginOpen, loggedIn, ui, navigate, path, search]);

  // Once per session, right after login.
  useEffect(() => {
    if (token === null || handledToken.current === token) return;
    handledToken.current = token;
    // The brand's mode asks every player, or the session says this player has new terms to accept.
    if ((options.termsOfUseMode !== null && session.termsOfUse.peek() !== 'accepted') || session.termsDue.peek()) ui.openModal('isTermsOfUseOpen');
    else if (ui.modals.peek().isLoginOpen) ui.closeModals();
  }, [token, options.termsOfUseMode, session.termsOfUse, session.termsDue, ui]);

  const close = () => {
    session.cancelLogin();
    ui.closeModals();
  };

  const dialog = (): ReactElement | null => {
    if (!loggedIn) {
      if (step === 'one-time-code') return <OneTimeCodeDialog onClose={close} />;
      if (step === 'security-question') return <SecurityQuestionDialog onClose={close} />;
      if (modals.isLoginOpen && !options.dedicatedLogin) return <LoginDialog onClose={options.forceLogin ? undefined : close} onLeave={close} />;
      // The session ended on its own (expiry, 401, 403): the bettor is told why, once.
      const ended = sessionEnd.notice.value;
      if (ended !== null) return <SessionEndedDialog reason={ended} />;
      return null;
    }
    if (modals.isTermsOfUseOpen) return <TermsOfUseDialog />;
    // Spec 2: on desktop, and on mobile only with the floating betslip.
    if (session.riskNoticeDue.value && !modals.isLoginOpen && (desktop || options.floatingBetslip)) return <RiskGroupDialog />;
    return null;
  };

  return <Suspense fallback={null}>{dialog() ?? otherwise}</Suspense>;
}
