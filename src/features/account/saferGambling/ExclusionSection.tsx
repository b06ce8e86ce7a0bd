import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { useDateTimeText, usePeriodText } from '../../saferGambling/useSaferGamblingTime';

const DAY_MS = 86_400_000;

/**
 * A time-out or a self-exclusion: the periods the profile offers, and a confirmation that
 * says what follows (logged out now, no login and no bets until the date) before anything
 * is sent. A failure keeps the dialog open with the choice, and says what to do.
 */
export function ExclusionSection({ kind, periods, now, onConfirm, scheme }: { kind: 'timeOut' | 'selfExclusion'; periods: readonly number[]; now: () => number; onConfirm: (days: number) => Promise<void>; scheme?: string | null | undefined }) {
  const { t } = useTranslation('saferGambling');
  const periodText = usePeriodText();
  const dateText = useDateTimeText();
  const id = useId();
  const [days, setDays] = useState<number>(periods[0] ?? 1);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setSending(true);
    setFailed(false);
    try {
      await onConfirm(days);
    } catch {
      setFailed(true);
      setSending(false);
    }
  }

  const close = () => {
    if (sending) return;
    setConfirming(false);
    setFailed(false);
  };

  return (
    <section className="sb-safer__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="sb-safer__heading">
        {t(`${kind}.title`)}
      </h3>
      <p className="sb-safer__intro">{t(`${kind}.intro`)}</p>
      {scheme ? <p className="sb-safer__intro">{t('selfExclusion.scheme', { scheme })}</p> : null}
      <fieldset className="sb-safer__periods">
        <legend>{t(`${kind}.period`)}</legend>
        {periods.map((period) => (
          <label key={period} className="sb-safer__period">
            <input type="radio" name={`${id}-period`} value={period} checked={days === period} onChange={() => setDays(period)} />
            {periodText(period)}
          </label>
        ))}
      </fieldset>
      <button type="button" className="sb-button sb-safer__danger" onClick={() => setConfirming(true)}>
        {t(`${kind}.button`)}
      </button>
      {confirming ? (
        <Modal title={t(`${kind}.confirmTitle`, { period: periodText(days) })} role="alertdialog" onClose={close} closeLabel={t('cancel')} className="sb-safer-confirm">
          <p className="sb-safer-confirm__consequence">{t(`${kind}.consequence`, { date: dateText(now() + days * DAY_MS) })}</p>
          {failed ? (
            <p className="sb-safer__error" role="alert">
              {t('failed')}
            </p>
          ) : null}
          <div className="sb-safer-confirm__actions">
            <button type="button" className="sb-button sb-button--quiet" onClick={close} disabled={sending}>
              {t('cancel')}
            </button>
            <button type="button" className="sb-button sb-safer__danger" onClick={() => void confirm()} disabled={sending}>
              {t(`${kind}.button`)}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
