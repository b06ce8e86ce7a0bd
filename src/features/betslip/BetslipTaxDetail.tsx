import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { TaxedReturns } from '../../core';
import { useSlipFormat } from './useSlipFormat';

/** Tax mode's line under a multiple or a system: the stake after tax and the potential deduction. */
export function BetslipTaxDetail({ tax }: { tax: TaxedReturns | null }) {
  // useSlipFormat reads the slip's currency and formats: this component follows them itself.
  useSignals();
  const { t } = useTranslation('betslip');
  const format = useSlipFormat();
  if (tax === null) return null;
  return (
    <p className="sb-betslip__detail">
      {t('stakeAfterTax')} {format.money(tax.stakeAfterTax)} · {t('taxDeduction')} {format.money(tax.potentialTaxDeduction)}
    </p>
  );
}
