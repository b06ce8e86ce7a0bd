import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec 2: with a jackpotEvent query parameter the right column shows the jackpot betslip
 * instead of the normal one. The jackpot slip itself is issue 8's; until then this titled
 * region names the jackpot event the address asked for, so the switch is already real.
 */
export function JackpotBetslipRegion({ jackpotEvent }: { jackpotEvent: string }) {
  const { t } = useTranslation('layout');
  const headingId = useId();
  return (
    <section className="sb-jackpot-slip" aria-labelledby={headingId}>
      <h2 id={headingId} className="sb-jackpot-slip__title">
        {t('jackpotBetslip')}
      </h2>
      <p className="sb-jackpot-slip__event">{t('jackpotEvent', { event: jackpotEvent })}</p>
    </section>
  );
}
