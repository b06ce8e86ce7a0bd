import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { JackpotReceipt } from '../../store';
import { useMoney } from './useMoney';

/** The placed coupon's receipt: its reference, bets and cost. Focus moves to it, so the bettor hears that the bet was taken. */
export function JackpotReceiptView({ receipt, onDone }: { receipt: JackpotReceipt; onDone: () => void }) {
  const { t } = useTranslation('jackpot');
  const money = useMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="sb-jackpot-receipt" role="status">
      <h3 ref={heading} tabIndex={-1} className="sb-jackpot-receipt__title">
        {t('receipt.title')}
      </h3>
      <p>{t('receipt.jackpot', { name: receipt.jackpotName })}</p>
      <p>
        {t('receipt.reference')} <strong data-testid="jackpot-reference">{receipt.reference}</strong>
      </p>
      <dl className="sb-jackpot-coupon__totals">
        <div>
          <dt>{t('numberOfBets')}</dt>
          <dd>{receipt.noOfBets}</dd>
        </div>
        <div>
          <dt>{t('totalCost')}</dt>
          <dd data-testid="jackpot-receipt-cost">{money(receipt.totalCost, receipt.currency)}</dd>
        </div>
      </dl>
      <button type="button" className="sb-button" onClick={onDone}>
        {t('receipt.newCoupon')}
      </button>
    </div>
  );
}
