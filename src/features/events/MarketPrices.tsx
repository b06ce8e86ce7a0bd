import { useComputed, useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isMarketOpenForBets } from '../../core';
import { OutcomePrice } from '../prices/OutcomePrice';
import { outcomesInShownOrder } from '../prices/runnerOrder';
import { useRuntime } from '../runtime/RuntimeContext';
import { OutcomeLine } from './OutcomeLine';
import { writeText } from './writeText';

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
 * One market's outcomes on a card: name and price button each. Renders when its outcomes
 * or its name change, never on a price tick (the button's business alone) nor on a
 * suspension: the status ("Suspended", data-status) is written by an effect, like a price,
 * and each button locks itself. Each button is named by its outcome's name here and its
 * own price text, and described by the market's name and status (docs/events.md "Price button").
 */
export const MarketPrices = memo(function MarketPrices({ marketId, limit, lines }: MarketPricesProps) {
  useSignals();
  const { t } = useTranslation(['events', 'viewTypes']);
  const { store, i18n } = useRuntime();
  const { catalogue, live, pricing } = store;
  const baseId = useId();
  const marketSignal = catalogue.market(marketId);
  // What the markup is made of: outcomes and name (joined, so an equal list compares equal).
  // A field of runners (golf, an outright) shows its favourites first: the order follows prices.
  const outcomeIds = useComputed(() => {
    const market = marketSignal?.value;
    return market ? outcomesInShownOrder(market, market.outcomeIds, catalogue, pricing).join('\n') : '';
  }).value;
  const description = useComputed(() => marketSignal?.value.description).value;
  const status = useComputed(() => {
    void i18n.textsVersion.value;
    const market = marketSignal?.value;
    if (!market) return { status: '', text: '' };
    return { status: market.status, text: isMarketOpenForBets(market, live.feedAlerts.value) ? '' : i18n.i18n.t('events:status.suspended') };
  });
  const group = useRef<HTMLDivElement>(null);
  const statusText = useRef<HTMLSpanElement>(null);
  useSignalEffect(() => {
    const { status: current, text } = status.value;
    if (group.current && group.current.dataset.status !== current) group.current.dataset.status = current;
    writeText(statusText.current, text);
  });
  if (description === undefined) return null;
  const nameId = `${baseId}-market`;
  const statusId = `${baseId}-status`;
  const all = outcomeIds === '' ? [] : outcomeIds.split('\n');
  const shown = limit === undefined ? all : all.slice(0, limit);
  const name = lines === undefined ? description : t(`viewTypes:${lines}`);
  // A total's outcomes come over first, then under (the feed's order).
  const sideOf = (index: number) => (lines === 'total' ? t(index === 0 ? 'viewTypes:overLine' : 'viewTypes:underLine') : undefined);
  const initial = status.peek();
  return (
    <div ref={group} className={lines === undefined ? 'sb-market' : `sb-market sb-market--lines`} role="group" aria-label={name} data-status={initial.status}>
      <span id={nameId} className="sb-market__name">
        {name}
      </span>
      {/* Always there (empty while open, then unseen), so a suspension only writes its text. */}
      <span ref={statusText} id={statusId} className="sb-market__status">
        {initial.text}
      </span>
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
              <OutcomePrice outcomeId={outcomeId} label={label} labelId={lines === undefined ? labelId : undefined} describedBy={`${nameId} ${statusId}`} />
            </li>
          );
        })}
      </ul>
    </div>
  );
});
