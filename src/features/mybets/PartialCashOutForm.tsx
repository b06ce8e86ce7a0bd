import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Big, currencyPrecision, dec } from '../../core';
import type { MyBet } from '../../store';
import { useOperatorCurrencies } from '../money/useAmountText';
import { useRuntime } from '../runtime/RuntimeContext';
import { readMoneyInput, shareOf } from './moneyInput';
import { useMoneyText } from './useMoneyText';

const QUICK_PERCENTS = [25, 50, 75] as const;

/**
 * Partial cash out (docs/mybets.md "Partial cash out"): the bettor chooses how much of the
 * whole value to take now (a field, a slider in minor units, or a quick share) and the rest
 * of the stake stays on. Amounts have the bet currency's places (none for IDR, three for
 * KWD), so the form never offers an amount the operator refuses as too fine. The amount
 * goes to the operator exactly as shown (text, never a float); the confirmation and
 * countdown are the full cash out's.
 */
export function PartialCashOutForm({ bet, value }: { bet: MyBet; value: number }) {
  const { t } = useTranslation('myBets');
  const money = useMoneyText();
  const { cashOut } = useRuntime().store;
  const places = currencyPrecision(bet.currency, useOperatorCurrencies() ?? []);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => shareOf(value, 50, places).toFixed(places));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const minorUnit = dec(1).div(dec(10).pow(places));
  const min = minorUnit;
  const max = dec(value).minus(minorUnit).round(places, Big.roundDown);
  if (max.lt(min)) return null;
  const parsed = readMoneyInput(text, places);
  const inMinorUnits = (amount: ReturnType<typeof dec>) => amount.div(minorUnit).toNumber();

  const submit = () => {
    if (parsed === null) return setError(t('cashOut.partial.errorFormat', { example: shareOf(value, 50, places).toFixed(places), currency: bet.currency }));
    if (parsed.lt(min) || parsed.gt(max)) return setError(t('cashOut.partial.errorRange', { min: money(min.toNumber(), bet.currency), max: money(max.toNumber(), bet.currency) }));
    setError(null);
    cashOut.requestPartial(bet.betId, value, parsed.toFixed(places));
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
              max={inMinorUnits(max)}
              step={1}
              value={parsed === null ? 1 : Math.min(inMinorUnits(max), Math.max(1, inMinorUnits(parsed)))}
              aria-valuetext={parsed === null ? undefined : money(parsed.toNumber(), bet.currency)}
              onChange={(event) => {
                // The slider moves in whole minor units, so the amount it sets is exact.
                setText(dec(event.target.value).times(minorUnit).toFixed(places));
                setError(null);
              }}
            />
            <div className="sb-mybets__quick" role="group" aria-label={t('cashOut.partial.legend')}>
              {QUICK_PERCENTS.map((percent) => (
                <button key={percent} type="button" className="sb-button sb-button--quiet" aria-label={t('cashOut.partial.quickLabel', { percent })} onClick={() => {
                  setText(shareOf(value, percent, places).toFixed(places));
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
