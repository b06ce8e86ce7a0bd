import { useSignals } from '@preact/signals-react/runtime';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionEnd } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Why the bettor was logged out, told in place by `<sportsbook-betslip>` and
 * `<sportsbook-mybets>` when no `<sportsbook-app>` on the page shows it as its dialog
 * (sessionEnd.noticeInPlace): a casino page with only the slip in its sidebar would
 * otherwise keep the slip and never say why the bettor must log in again. An alert, so a
 * screen reader reads it as it appears; "Log in" asks the host (or the app) for the login,
 * as every login button of the elements does (My Bets leaves it out: its own Login is right below).
 */
export const SessionEndedNotice = memo(function SessionEndedNotice({ mentionSlip, offerLogin = true }: { mentionSlip: boolean; offerLogin?: boolean }) {
  useSignals();
  const reason = useRuntime().store.sessionEnd.noticeInPlace.value;
  if (reason === null) return null;
  // The login texts are later ones: asked for only when there is something to tell.
  return (
    <Suspense fallback={null}>
      <SessionEndedNoticeText reason={reason} mentionSlip={mentionSlip} offerLogin={offerLogin} />
    </Suspense>
  );
});

function SessionEndedNoticeText({ reason, mentionSlip, offerLogin }: { reason: SessionEnd; mentionSlip: boolean; offerLogin: boolean }) {
  useSignals();
  const { t } = useTranslation('login');
  const { sessionEnd, ui, betslip } = useRuntime().store;
  const slipKept = mentionSlip && betslip.count.value > 0;
  const logIn = () => {
    sessionEnd.dismiss();
    ui.openModal('isLoginOpen');
  };
  return (
    <div className="sb-session-ended-notice" role="alert">
      <p className="sb-session-ended-notice__text" data-session-end={reason}>
        {t(`sessionEnded.${reason}`)}
        {slipKept ? ` ${t('sessionEnded.slipKept')}` : null}
      </p>
      <div className="sb-session-ended-notice__actions">
        {offerLogin ? (
          <button type="button" className="sb-button" onClick={logIn}>
            {t('sessionEnded.logIn')}
          </button>
        ) : null}
        <button type="button" className="sb-button sb-button--quiet" onClick={() => sessionEnd.dismiss()}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
