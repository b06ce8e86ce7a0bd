import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupEventMarkets, orderRaceToMarkets, periodKindOf, type MarketGroup } from '../../core';
import type { MarketState } from '../../store/catalogueModel';
import { RegionBoundary } from '../failures/RegionBoundary';
import { EventMarket } from './EventMarket';
import { MarketGroupSection } from './MarketGroupSection';

/** How many markets of a list open at first: a long tab opens its first ones, the rest wait for a tap. */
export const OPEN_MARKETS = 10;

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
 * Some of an event's markets (a tab's, or a search's), grouped as core's groupEventMarkets
 * does (periods, then players; the tennis-india order), the race-to markets as the operator
 * orders them. The first OPEN_MARKETS open. Renders only when the list itself changes.
 */
export function MarketList({ markets, sportCode, raceToPoints }: { markets: readonly MarketState[]; sportCode: string; raceToPoints: readonly number[] }) {
  const titleOf = useGroupTitle(sportCode);
  const groups = useMemo(
    () =>
      groupEventMarkets(markets, sportCode)
        .map((group) => ({ ...group, markets: orderRaceToMarkets(group.markets, sportCode, raceToPoints) }))
        .filter((group) => group.markets.length > 0),
    [markets, sportCode, raceToPoints],
  );
  let shown = 0;
  return (
    <>
      {groups.map((group) => (
        <MarketGroupSection key={group.key} title={titleOf(group)}>
          {group.markets.map((market) => (
            <RegionBoundary key={market.id} region="market">
              <EventMarket marketId={market.id} initiallyOpen={shown++ < OPEN_MARKETS} />
            </RegionBoundary>
          ))}
        </MarketGroupSection>
      ))}
    </>
  );
}
