import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isMarketOpenForBets } from '../../core';
import { OutcomePrice } from '../prices/OutcomePrice';
import { useRuntime } from '../runtime/RuntimeContext';

export interface MarketPricesProps {
  marketId: string;
  /** Shows the first outcomes only (a golf field of 150 players); the card links to the rest. */
  limit?: number | undefined;
}

/**
 * One market's outcomes on a card: name and price button each. Subscribes to the market
 * (its outcomes and status), never to a price: a tick is the button's business alone.
 */
export const MarketPrices = memo(function MarketPrices({ marketId, limit }: MarketPricesProps) {
  useSignals();
  const { t } = useTranslation('events');
  const { catalogue, live } = useRuntime().store;
  const market = catalogue.market(marketId)?.value;
  if (!market) return null;
  const shown = limit === undefined ? market.outcomeIds : market.outcomeIds.slice(0, limit);
  return (
    <div className="sb-market" role="group" aria-label={market.description} data-status={market.status}>
      <div className="sb-market__header">
        <span className="sb-market__name">{market.description}</span>
        {!isMarketOpenForBets(market, live.feedAlerts.value) && <span className="sb-market__status">{t('status.suspended')}</span>}
      </div>
      <ul className="sb-market__outcomes">
        {shown.map((outcomeId) => {
          const label = catalogue.outcome(outcomeId)?.description ?? '';
          return (
            <li key={outcomeId} className="sb-market__outcome">
              <span className="sb-market__label">{label}</span>
              <OutcomePrice outcomeId={outcomeId} label={label} />
            </li>
          );
        })}
      </ul>
    </div>
  );
});
