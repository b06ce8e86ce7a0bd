import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { readMoneyInput } from './moneyInput';
import { useMoneyText } from './useMoneyText';

/**
 * An open bet's auto cash-out rule (docs/mybets.md "Auto cash out"): "cash out in full when
 * the value reaches X", kept by the operator, so it fires with the page closed. The bettor
 * sets, changes and removes it here; a target above the potential returns is refused before
 * it is sent (no offer ever exceeds them), and the operator's own refusal is shown as said.
 */
export function AutoCashOutRule({ bet }: { bet: MyBet }) {
  const { t } = useTranslation('myBets');
  const money = useMoneyText();
  const { cashOut } = useRuntime().store;
  const rule = bet.autoCashOut?.executed === null ? bet.autoCashOut : null;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  const id = useId();

  const save = async (target: string | null, done: string) => {
    setSaving(true);
    const refusal = await cashOut.setAutoRule(bet.betId, target);
    setSaving(false);
    if (refusal !== null) return setError(refusal);
    setError(null);
    setEditing(false);
    setNotice(done);
  };

  const submit = () => {
    const target = readMoneyInput(text);
    if (target === null) return setError(t('cashOut.auto.errorFormat'));
    if (target.lte(0) || target.gt(bet.potentialReturns)) return setError(t('cashOut.auto.errorRange', { max: money(bet.potentialReturns, bet.currency) }));
    void save(target.toFixed(2), t('cashOut.auto.saved', { amount: money(target.toNumber(), bet.currency) }));
  };

  return (
    <div className="sb-mybets__auto">
      {rule && !editing ? (
        <div className="sb-mybets__actions">
          <p className="sb-mybets__auto-rule" data-testid="mybets-auto-rule">
            {t('cashOut.auto.rule', { amount: money(rule.target, bet.currency) })}
          </p>
          <button type="button" className="sb-button sb-button--quiet" onClick={() => {
            setText(rule.target.toFixed(2));
            setEditing(true);
          }}>
            {t('cashOut.auto.change')}
          </button>
          <button type="button" className="sb-button sb-button--quiet" disabled={saving} onClick={() => void save(null, t('cashOut.auto.removed'))}>
            {t('cashOut.auto.remove')}
          </button>
        </div>
      ) : (
        <form
          className="sb-mybets__auto-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={`${id}-target`}>{t('cashOut.auto.target', { currency: bet.currency })}</label>
          <input
            id={`${id}-target`}
            name="target"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={error !== null}
            {...(error === null ? {} : { 'aria-describedby': `${id}-error` })}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="sb-button sb-button--quiet" disabled={saving}>
            {t('cashOut.auto.set')}
          </button>
          {error === null ? null : (
            <p id={`${id}-error`} className="sb-mybets__field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <p className="sb-mybets__cashout-status" role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
