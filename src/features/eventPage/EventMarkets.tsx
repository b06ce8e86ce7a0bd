import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupEventMarkets, periodKindOf, type MarketGroup } from '../../core';
import type { EventState, MarketState } from '../../store/catalogueModel';
import { useRuntime } from '../runtime/RuntimeContext';
import { RegionBoundary } from '../failures/RegionBoundary';
import { EventMarket } from './EventMarket';
import { MarketGroupSection } from './MarketGroupSection';

/** A group's title: the feed's period name, else ours for the period kind, else the player's. */
function useGroupTitle(sportCode: string): (group: MarketGroup<MarketState>) => string {
  const { t } = useTranslation('eventPage');
  return (group) => {
    if (group.kind === 'player') return t('playerProps', { player: group.playerName });
    const described = group.markets.find((market) => market.period?.description)?.period?.description;
    if (described) return described;
    const kind = group.periodTypeId === null ? null : periodKindOf(sportCode, group.periodTypeId);
    return t(`period.${kind ?? 'other'}`);
  };
}

/**
 * The event's markets, grouped (core's groupEventMarkets): periods first, open; player
 * props by player, closed (often dozens). Re-renders only when the list of markets
 * changes (a market added or removed), never on a price tick or a clock change.
 */
export function EventMarkets({ event }: { event: { readonly value: EventState } }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const { catalogue, preferences } = useRuntime().store;
  const format = preferences.oddsFormat.value;
  const marketIds = useComputed(() => event.value.marketIds.join('\n')).value;
  const sportCode = useComputed(() => event.value.sportCode).value;
  const titleOf = useGroupTitle(sportCode);
  const groups = useMemo(() => {
    // Grouping reads what never changes on a market (type, order, period, player): peek, not subscribe.
    const markets = (marketIds ? marketIds.split('\n') : []).map((id) => catalogue.market(id)?.peek()).filter((market): market is MarketState => market !== undefined);
    return groupEventMarkets(markets, sportCode);
  }, [catalogue, marketIds, sportCode]);

  if (groups.length === 0) return <p className="sb-event-page__notice">{t('noMarkets')}</p>;
  return (
    <div className="sb-event-markets" aria-label={t('markets')} role="region">
      {groups.map((group) => (
        <MarketGroupSection key={group.key} title={titleOf(group)} initiallyOpen={group.kind === 'period'}>
          {group.markets.map((market) => (
            <RegionBoundary key={market.id} region="market">
              <EventMarket marketId={market.id} format={format} />
            </RegionBoundary>
          ))}
        </MarketGroupSection>
      ))}
    </div>
  );
}
