import { useTranslation } from 'react-i18next';
import type { Jackpot } from '../../store';
import { useMoney } from './useMoney';

/** A jackpot's prize, unit stake and number of events: on its card in the list and atop its coupon. */
export function JackpotFigures({ jackpot }: { jackpot: Jackpot }) {
  const { t } = useTranslation('jackpot');
  const money = useMoney();
  return (
    <dl className="sb-jackpot-figures">
      <div>
        <dt>{t('prize')}</dt>
        <dd>{money(jackpot.jackpotPrize, jackpot.currency)}</dd>
      </div>
      <div>
        <dt>{t('unitStake')}</dt>
        <dd>{money(jackpot.unitStake, jackpot.currency)}</dd>
      </div>
      <div>
        <dt>{t('events')}</dt>
        <dd>{jackpot.events.length}</dd>
      </div>
    </dl>
  );
}
