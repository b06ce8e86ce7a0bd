// Each from its own module, not core's index: the first paint before React (elements/prepaint)
// picks a card's market with this too, and the index would bring all of core into its few KB.
import { CRICKET_OVER_RUN_MARKET_TYPE_IDS, sortCricketOverMarkets } from '../../core/catalogue/marketOrdering';
import { asianMarketIds, marketForSelection, type ChoosableMarket, type CouponLayout } from '../../core/catalogue/couponLayout';
import { hasSpecialMarketOrder, type SportLayoutGroup } from '../../core/catalogue/sportLayouts';
import type { Market } from '../../core/catalogue/entities';
import type { EuroMarketSelection } from '../../core/liveFilter/liveFilter';
import type { MarketState } from '../../store';

/** The bettor's coupon layout and, on the live page in the euro layout, the market chosen for the list. */
export interface CardView {
  coupon: CouponLayout;
  euroMarket: EuroMarketSelection | null;
}

export const EURO_CARD: CardView = Object.freeze({ coupon: 'euro', euroMarket: null });

const choosable = (market: MarketState): ChoosableMarket => ({ id: market.id, marketTypeId: market.marketTypeId, periodTypeId: market.period?.typeId ?? market.periodId, instance: market.instance });

/**
 * The markets an event card shows, in the event's order (the feed's ordinal order).
 * Euro: the main market, or the market chosen for the live list when the event has it.
 * Asian: the whole-match handicap and over/under side by side, the main market when the
 * event has neither. A golf field and a cricket card keep their own markets in every
 * layout (a field has no line; cricket adds the next over's runs market, found through
 * core's cricket order: decided overs have left the event, so the lowest listed is next).
 */
export function cardMarketIds(sportCode: string, layout: SportLayoutGroup, markets: readonly MarketState[], view: CardView = EURO_CARD): string[] {
  const first = markets.find((market) => !CRICKET_OVER_RUN_MARKET_TYPE_IDS.includes(market.marketTypeId)) ?? markets[0];
  if (first === undefined) return [];
  if (layout === 'golf') return [first.id];
  if (view.coupon === 'asian' && layout !== 'cricket') {
    const lines = asianMarketIds(sportCode, markets.map(choosable));
    if (lines.length > 0) return lines;
  }
  const chosen = view.coupon === 'euro' && view.euroMarket !== null ? marketForSelection(sportCode, markets.map(choosable), view.euroMarket) : null;
  const main = chosen?.id ?? first.id;
  if (layout !== 'cricket' || !hasSpecialMarketOrder(sportCode)) return [main];
  // Core's ordering reads the type and over (instance) only; outcomes are not its business here.
  const ordered = sortCricketOverMarkets(markets.map((market): Market => ({ id: market.id, eventId: market.eventId, description: market.description, marketTypeId: market.marketTypeId, instance: market.instance, status: market.status, outcomes: [] })));
  const nextOver = ordered.find((market) => CRICKET_OVER_RUN_MARKET_TYPE_IDS.includes(market.marketTypeId));
  return nextOver && nextOver.id !== main ? [main, nextOver.id] : [main];
}
