import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyInfo, type DepositLimitPeriod } from '../../../core';
import type { SaferGamblingAnswer } from '../../../store';
import { useAmountText } from '../../money/useAmountText';
import { useDateTimeText } from '../../saferGambling/useSaferGamblingTime';

type Limit = NonNullable<SaferGamblingAnswer['depositLimits']['daily']>;

/** A typed amount as a number, when it is positive with at most `places` decimals ("12,5" reads as 12.5). */
export function readLimitAmount(text: string, places: number): number | null {
  const value = text.trim().replace(',', '.');
  const pattern = places > 0 ? new RegExp(`^\\d+(\\.\\d{1,${places}})?$`) : /^\d+$/;
  if (!pattern.test(value)) return null;
  const amount = Number(value);
  return amount > 0 ? amount : null;
}

/**
 * One period's deposit limit: the limit in force, a pending raise or removal with its date,
 * and a field to set a new one. A lower limit applies at once; the server says when a
 * higher one does (the cooling-off), and the row shows it.
 */
export function DepositLimitRow({ period, limit, currency, onSave }: { period: DepositLimitPeriod; limit: Limit | undefined; currency: string; onSave: (amount: number | null) => Promise<SaferGamblingAnswer> }) {
  const { t } = useTranslation('saferGambling');
  const amountText = useAmountText();
  const dateText = useDateTimeText();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const places = currencyInfo(currency).precision;
  const current = limit?.amount ?? null;

  async function save(amount: number | null) {
    setSaving(true);
    setProblem(null);
    setNotice(null);
    try {
      const answer = await onSave(amount);
      const after = answer.depositLimits[period];
      setText('');
      if (after?.pending) setNotice(t('limits.savedPending', { date: dateText(after.pending.effectiveAt) }));
      else if (after?.amount != null) setNotice(t('limits.savedNow', { amount: amountText(after.amount, currency) }));
    } catch {
      // What was typed stays, so the bettor can send it again.
      setProblem(t('failed'));
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = readLimitAmount(text, places);
    if (amount === null) {
      setProblem(t('limits.invalid', { places }));
      return;
    }
    void save(amount);
  }

  const describedBy = [`${id}-current`, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <form className="sb-safer-limit" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="sb-safer-limit__title">
        {t(`limits.${period}`)}
      </h4>
      <p className="sb-safer-limit__window">{t(`limits.window_${period}`)}</p>
      <p id={`${id}-current`} className="sb-safer-limit__current" data-testid={`limit-${period}`}>
        {current === null ? t('limits.none') : t('limits.current', { amount: amountText(current, currency) })}
        {limit?.pending ? (
          <span className="sb-safer-limit__pending">
            {limit.pending.amount === null ? t('limits.pendingRemoval', { date: dateText(limit.pending.effectiveAt) }) : t('limits.pending', { amount: amountText(limit.pending.amount, currency), date: dateText(limit.pending.effectiveAt) })}
          </span>
        ) : null}
      </p>
      <div className="sb-safer-limit__field">
        <label htmlFor={`${id}-input`}>{t('limits.newLimit', { currency })}</label>
        <input
          id={`${id}-input`}
          className="sb-text-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem !== null && problem !== t('failed') ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <div className="sb-safer-limit__actions">
        <button type="submit" className="sb-button" disabled={saving}>
          {saving ? t('limits.saving') : t('limits.save')}
        </button>
        {current !== null && limit?.pending?.amount !== null ? (
          <button type="button" className="sb-button sb-button--quiet" disabled={saving} onClick={() => void save(null)}>
            {t('limits.remove')}
          </button>
        ) : null}
      </div>
      <p className="sb-safer-limit__status" role="status">
        {notice}
      </p>
      {problem ? (
        <p id={`${id}-problem`} className="sb-safer__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
