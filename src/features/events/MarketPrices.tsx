import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId } from 'react';
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
 * Each button is named by its outcome's name here and its own price text, and described
 * by the market's name and, while suspended, its status (docs/events.md "Price button").
 */
export const MarketPrices = memo(function MarketPrices({ marketId, limit, lines }: MarketPricesProps) {
  useSignals();
  const { t } = useTranslation(['events', 'viewTypes']);
  const { catalogue, live } = useRuntime().store;
  const baseId = useId();
  const market = catalogue.market(marketId)?.value;
  if (!market) return null;
  const nameId = `${baseId}-market`;
  const statusId = `${baseId}-status`;
  const open = isMarketOpenForBets(market, live.feedAlerts.value);
  const shown = limit === undefined ? market.outcomeIds : market.outcomeIds.slice(0, limit);
  const name = lines === undefined ? market.description : t(`viewTypes:${lines}`);
  // A total's outcomes come over first, then under (the feed's order).
  const sideOf = (index: number) => (lines === 'total' ? t(index === 0 ? 'viewTypes:overLine' : 'viewTypes:underLine') : undefined);
  return (
    <div className={lines === undefined ? 'sb-market' : `sb-market sb-market--lines`} role="group" aria-label={name} data-status={market.status}>
      <div className="sb-market__header">
        <span id={nameId} className="sb-market__name">
          {name}
        </span>
        {!open && (
          <span id={statusId} className="sb-market__status">
            {t('status.suspended')}
          </span>
        )}
      </div>
      <ul className="sb-market__outcomes">
        {shown.map((outcomeId, index) => {
          const label = catalogue.outcome(outcomeId)?.description ?? '';
          const labelId = `${baseId}-${index}`;
          return (
            <li key={outcomeId} className="sb-market__outcome">
              {lines === undefined ? (
                <span id={labelId} className="sb-market__label">
                  {label}
                </span>
              ) : (
                <OutcomeLine outcomeId={outcomeId} kind={lines} side={sideOf(index)} />
              )}
              {/* An asian line ("-0.5") does not name the outcome: the button names itself then. */}
              <OutcomePrice outcomeId={outcomeId} label={label} labelId={lines === undefined ? labelId : undefined} describedBy={open ? nameId : `${nameId} ${statusId}`} />
            </li>
          );
        })}
      </ul>
    </div>
  );
});
