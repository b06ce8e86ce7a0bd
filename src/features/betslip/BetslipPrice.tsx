import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds, type OddsFormat } from '../../core';

/**
 * A selection's price in the bettor's odds format. After a live move the price the bettor
 * agreed to is shown struck through beside the new one, with its direction; the width is
 * reserved so a move never shifts the row (spec 4 odds changes).
 */
export const BetslipPrice = memo(function BetslipPrice({ decimal, acceptedDecimal, format }: { decimal: number; acceptedDecimal: number; format: OddsFormat }) {
  const { t } = useTranslation('betslip');
  const now = formatOdds(decimal, format);
  if (decimal === acceptedDecimal) {
    return (
      <span className="sb-betslip__price" data-testid="bet-price">
        {now}
      </span>
    );
  }
  const before = formatOdds(acceptedDecimal, format);
  const direction = decimal > acceptedDecimal ? 'up' : 'down';
  return (
    <span className="sb-betslip__price sb-betslip__price--changed" data-move={direction} role="status">
      <span className="sb-visually-hidden">{t('priceChanged', { from: before, to: now })}</span>
      <s aria-hidden="true" className="sb-betslip__price-old">
        {before}
      </s>
      <span aria-hidden="true" className="sb-betslip__price-move">
        {direction === 'up' ? '▲' : '▼'}
      </span>
      <span aria-hidden="true" className="sb-betslip__price-now" data-testid="bet-price">
        {now}
      </span>
    </span>
  );
});
