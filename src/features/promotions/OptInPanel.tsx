import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptInRefusal } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { useExcludedFromPromotions } from './useExcludedFromPromotions';

type OptInState = { step: 'idle' } | { step: 'pending' } | { step: 'done' } | { step: 'refused'; reason: OptInRefusal };

/**
 * Opting in to a promotion that asks for it. Logged out, the button opens the login (the
 * page asks again once logged in, so the answer says whether this player is already in);
 * excluded players are told so instead of a button; a failure says so and the button
 * tries again; once in (now, or on an earlier visit) it says "You're in".
 */
export function OptInPanel({ promotionId, optedIn, upcoming }: { promotionId: string; optedIn: boolean | null; upcoming: boolean }) {
  useSignals();
  const { t } = useTranslation('promotions');
  const { session, ui, promotions } = useRuntime().store;
  const excluded = useExcludedFromPromotions();
  const [state, setState] = useState<OptInState>({ step: 'idle' });
  const loggedIn = session.loggedIn.value;

  if (loggedIn && (optedIn === true || state.step === 'done')) {
    return (
      <div className="sb-opt-in sb-opt-in--in" role="status">
        <p className="sb-opt-in__title">
          <span aria-hidden="true">✓ </span>
          {t('optIn.done')}
        </p>
        <p>{t('optIn.doneHint')}</p>
      </div>
    );
  }
  if (loggedIn && (excluded || (state.step === 'refused' && state.reason === 'excluded'))) {
    return (
      <div className="sb-opt-in" role="note">
        <p className="sb-promotions__excluded">{t('optIn.excluded')}</p>
      </div>
    );
  }
  if (!loggedIn) {
    return (
      <div className="sb-opt-in">
        <p>{t('optIn.loginHint')}</p>
        <button type="button" className="sb-button" onClick={() => ui.openModal('isLoginOpen')}>
          {t('optIn.login')}
        </button>
      </div>
    );
  }
  if (upcoming) {
    return (
      <div className="sb-opt-in">
        <p>{t('optIn.upcoming')}</p>
      </div>
    );
  }

  const optIn = async () => {
    setState({ step: 'pending' });
    const result = await promotions.optIn(promotionId);
    if (result.ok) setState({ step: 'done' });
    else if (result.reason === 'login') {
      setState({ step: 'idle' });
      ui.openModal('isLoginOpen');
    } else setState({ step: 'refused', reason: result.reason });
  };
  const failed = state.step === 'refused';
  return (
    <div className="sb-opt-in">
      {failed ? (
        <p role="alert" className="sb-opt-in__error">
          {t('optIn.failed')}
        </p>
      ) : null}
      <button type="button" className="sb-button" aria-busy={state.step === 'pending'} disabled={state.step === 'pending'} onClick={() => void optIn()}>
        {state.step === 'pending' ? t('optIn.pending') : failed ? t('optIn.retry') : t('optIn.button')}
      </button>
    </div>
  );
}
