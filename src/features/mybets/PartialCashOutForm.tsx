import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dec } from '../../core';
import type { MyBet } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { readMoneyInput, shareOf } from './moneyInput';
import { useMoneyText } from './useMoneyText';

const QUICK_PERCENTS = [25, 50, 75] as const;

/**
 * Partial cash out (docs/mybets.md "Partial cash out"): the bettor chooses how much of the
 * whole value to take now (a field, a slider in cents, or a quick share) and the rest of
 * the stake stays on. The amount goes to the operator exactly as shown (text, never a
 * float); the confirmation and countdown are the full cash out's.
 */
export function PartialCashOutForm({ bet, value }: { bet: MyBet; value: number }) {
  const { t } = useTranslation('myBets');
  const money = useMoneyText();
  const { cashOut } = useRuntime().store;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => shareOf(value, 50).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const min = dec('0.01');
  const max = dec(value).minus('0.01');
  if (max.lt(min)) return null;
  const parsed = readMoneyInput(text);

  const submit = () => {
    if (parsed === null) return setError(t('cashOut.partial.errorFormat'));
    if (parsed.lt(min) || parsed.gt(max)) return setError(t('cashOut.partial.errorRange', { min: money(min.toNumber(), bet.currency), max: money(max.toNumber(), bet.currency) }));
    setError(null);
    cashOut.requestPartial(bet.betId, value, parsed.toFixed(2));
    setOpen(false);
  };

  return (
    <div className="sb-mybets__partial">
      <button type="button" className="sb-button sb-button--quiet" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen(!open)}>
        {t('cashOut.partial.toggle')}
      </button>
      {open ? (
        <form
          id={`${id}-form`}
          className="sb-mybets__partial-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset>
            <legend>{t('cashOut.partial.legend')}</legend>
            <label htmlFor={`${id}-amount`}>{t('cashOut.partial.amount', { currency: bet.currency })}</label>
            <input
              id={`${id}-amount`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              aria-invalid={error !== null}
              aria-describedby={error === null ? `${id}-rest` : `${id}-error ${id}-rest`}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
            <input
              type="range"
              aria-label={t('cashOut.partial.slider')}
              min={1}
              max={max.times(100).toNumber()}
              step={1}
              value={parsed === null ? 1 : Math.min(max.times(100).toNumber(), Math.max(1, parsed.times(100).toNumber()))}
              aria-valuetext={parsed === null ? undefined : money(parsed.toNumber(), bet.currency)}
              onChange={(event) => {
                // The slider moves in whole cents, so the amount it sets is exact.
                setText(dec(event.target.value).div(100).toFixed(2));
                setError(null);
              }}
            />
            <div className="sb-mybets__quick" role="group" aria-label={t('cashOut.partial.legend')}>
              {QUICK_PERCENTS.map((percent) => (
                <button key={percent} type="button" className="sb-button sb-button--quiet" aria-label={t('cashOut.partial.quickLabel', { percent })} onClick={() => {
                  setText(shareOf(value, percent).toFixed(2));
                  setError(null);
                }}>
                  {t('cashOut.partial.quick', { percent })}
                </button>
              ))}
            </div>
            {error === null ? null : (
              <p id={`${id}-error`} className="sb-mybets__field-error" role="alert">
                {error}
              </p>
            )}
            <p id={`${id}-rest`} className="sb-mybets__hint">
              {t('cashOut.partial.rest')}
            </p>
            <button type="submit" className="sb-button sb-mybets__cashout">
              {t('cashOut.partial.submit', { amount: parsed === null ? '…' : money(parsed.toNumber(), bet.currency) })}
            </button>
          </fieldset>
        </form>
      ) : null}
    </div>
  );
}
