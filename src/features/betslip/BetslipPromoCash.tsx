import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountText } from '../money/useAmountText';
import { useRuntime } from '../runtime/RuntimeContext';
import { useSlipValue } from './useSlipValue';

/**
 * "Use promo cash (EUR 10.00 available)": shown while the logged-in bettor's sportsbook
 * wallet holds promo cash (docs/betslip.md "Promo cash"). Off by default. The rule it
 * applies is said under it; when the promo cash runs out the choice goes off by itself and
 * the polite region (always in the DOM, so the change is announced) says why.
 */
export const BetslipPromoCash = memo(function BetslipPromoCash() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const ruleId = useId();
  const amountText = useAmountText();
  const offer = useSlipValue(() => {
    const held = betslip.promoCash.value;
    return held !== null && held > 0 ? { held, checked: betslip.state.value.usePromoCash, currency: betslip.currency.value } : null;
  });
  const gone = useSlipValue(() => betslip.promoCashGone.value);
  return (
    <>
      {offer === null ? null : (
        <div className="sb-betslip__promo-cash">
          <label className="sb-betslip__each-way">
            <input type="checkbox" checked={offer.checked} aria-describedby={ruleId} onChange={(event) => betslip.setUsePromoCash(event.target.checked)} data-testid="betslip-use-promo-cash" />
            {t('promoCash.use', { amount: amountText(offer.held, offer.currency) })}
          </label>
          <p id={ruleId} className="sb-betslip__promo-cash-rule">
            {t('promoCash.rule')}
          </p>
        </div>
      )}
      <p className="sb-betslip__promo-cash-gone" role="status" data-testid="betslip-promo-cash-gone">
        {gone ? t('promoCash.gone') : ''}
      </p>
    </>
  );
});
