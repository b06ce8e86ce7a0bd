import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dec } from '../../core';
import type { RealityCheck } from '../../store';
import { Modal } from '../../ui/Modal';
import { useAmountText } from '../money/useAmountText';
import { useRuntime } from '../runtime/RuntimeContext';
import { useDurationText } from './useSaferGamblingTime';

function RealityCheckContent({ check }: { check: RealityCheck }) {
  const { t } = useTranslation('saferGambling');
  const { saferGambling } = useRuntime().store;
  const amountText = useAmountText();
  const durationText = useDurationText();
  const [leaving, setLeaving] = useState(false);
  let net: string;
  if (check.net.status === 'ready') {
    const value = dec(check.net.data);
    // The figure is shown without its sign; the words say which way it went.
    const amount = amountText(value.abs().toNumber(), check.currency);
    net = value.gt(0) ? t('realityCheck.netWon', { amount }) : value.lt(0) ? t('realityCheck.netLost', { amount }) : t('realityCheck.netEven', { amount });
  } else net = check.net.status === 'failed' ? t('realityCheck.netFailed') : t('realityCheck.netLoading');
  return (
    <Modal title={t('realityCheck.title')} role="alertdialog" className="sb-reality-check">
      <p className="sb-reality-check__elapsed">{t('realityCheck.elapsed', { time: durationText(check.elapsedMs) })}</p>
      <p className="sb-reality-check__net" data-testid="reality-check-net" aria-live="polite">
        {net}
      </p>
      <p>{t('realityCheck.question')}</p>
      <div className="sb-reality-check__actions">
        <button type="button" className="sb-button" onClick={() => saferGambling.continueSession()} disabled={leaving}>
          {t('realityCheck.continue')}
        </button>
        <button
          type="button"
          className="sb-button sb-button--quiet"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void saferGambling.leave();
          }}
        >
          {t('realityCheck.leave')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The reality check (issue 21): every N minutes of a logged-in session, as the brand's
 * profile says, the time since login and the session's net position, with Continue and
 * Leave. It cannot be dismissed without a choice. Its texts load only when it shows.
 */
export function RealityCheckDialog() {
  useSignals();
  const check = useRuntime().store.saferGambling.realityCheck.value;
  if (check === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckContent check={check} />
    </Suspense>
  );
}
