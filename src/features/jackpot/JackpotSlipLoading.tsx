import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The jackpot slip while its code loads (it is loaded on demand, JackpotBetslipRegion.tsx):
 * the heading and loading line the slip itself shows next while the jackpot loads, in the
 * same markup, so the column does not move when the slip arrives.
 *
 * It does not start the jackpot's data: the slip does as it mounts, and a load started here
 * that failed before the code arrived would be tried again by the slip (the model retries a
 * failed list), so the bettor would see the failure, then loading, then the failure again.
 */
export function JackpotSlipLoading() {
  const { t } = useTranslation('jackpot');
  const headingId = useId();
  return (
    <section className="sb-jackpot-coupon" aria-labelledby={headingId}>
      <h2 id={headingId} className="sb-jackpot-coupon__title">
        {t('slipTitle')}
      </h2>
      <p role="status" className="sb-jackpot-coupon__muted">
        {t('loading')}
      </p>
    </section>
  );
}
