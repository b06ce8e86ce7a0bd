import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isMarketOpenForBets } from '../../core';
import { OutcomePrice } from '../prices/OutcomePrice';
import { useRuntime } from '../runtime/RuntimeContext';
import { OutcomeLine } from './OutcomeLine';

export interface MarketPricesProps {
  marketId: string;
  /** Shows the first outcomes only (a golf field of 150 players); the card links to the rest. */
  limit?: number | undefined;
  /**
   * The asian card: each outcome shows its line ("-0.5", "O 2.5") instead of its name, and
   * the market its kind ("Handicap") instead of its description.
   */
  lines?: 'handicap' | 'total' | undefined;
}

/**
 * One market's outcomes on a card: name and price button each. Subscribes to the market
 * (its outcomes and status), never to a price: a tick is the button's business alone.
 */
export const MarketPrices = memo(function MarketPrices({ marketId, limit, lines }: MarketPricesProps) {
  useSignals();
  const { t } = useTranslation(['events', 'viewTypes']);
  const { catalogue, live } = useRuntime().store;
  const market = catalogue.market(marketId)?.value;
  if (!market) return null;
  const shown = limit === undefined ? market.outcomeIds : market.outcomeIds.slice(0, limit);
  const name = lines === undefined ? market.description : t(`viewTypes:${lines}`);
  // A total's outcomes come over first, then under (the feed's order).
  const sideOf = (index: number) => (lines === 'total' ? t(index === 0 ? 'viewTypes:overLine' : 'viewTypes:underLine') : undefined);
  return (
    <div className={lines === undefined ? 'sb-market' : `sb-market sb-market--lines`} role="group" aria-label={name} data-status={market.status}>
      <div className="sb-market__header">
        <span className="sb-market__name">{name}</span>
        {!isMarketOpenForBets(market, live.feedAlerts.value) && <span className="sb-market__status">{t('status.suspended')}</span>}
      </div>
      <ul className="sb-market__outcomes">
        {shown.map((outcomeId, index) => {
          const label = catalogue.outcome(outcomeId)?.description ?? '';
          return (
            <li key={outcomeId} className="sb-market__outcome">
              {lines === undefined ? <span className="sb-market__label">{label}</span> : <OutcomeLine outcomeId={outcomeId} kind={lines} side={sideOf(index)} />}
              <OutcomePrice outcomeId={outcomeId} label={label} />
            </li>
          );
        })}
      </ul>
    </div>
  );
});
