import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventMarketTabs, marketsMatching, orderRaceToMarkets, readRaceToSetting } from '../../core';
import type { EventState, MarketState } from '../../store/catalogueModel';
import { useRuntime } from '../runtime/RuntimeContext';
import { useChosenTab } from './chosenTab';
import { MarketList } from './MarketList';
import { MarketSearch } from './MarketSearch';
import { MarketTabList, tabIdOf } from './MarketTabList';

/**
 * The event's markets (issue 23, docs/event-page.md): a search field, then tabs (Popular,
 * Goals, Halves ... All; only those with markets, core's eventMarketTabs) over the chosen
 * tab's markets, grouped by period and player. While the bettor searches, the matches of
 * every tab show instead. An event whose markets all fit Popular gets no search; one with a
 * single tab, no tabs. Re-renders when the list of markets changes (a market added or
 * removed), the tab or the search does, never on a price tick or a clock change.
 */
export function EventMarkets({ event }: { event: { readonly value: EventState } }) {
  useSignals();
  const eventId = useComputed(() => event.value.id).value;
  // A new event starts with its own tab and an empty search.
  return <EventMarketsOf key={eventId} event={event} eventId={eventId} />;
}

/** How much of a query the no-match message repeats: a pasted paragraph is named by its start. */
const ECHOED_QUERY = 40;

const echoed = (query: string): string => {
  const trimmed = query.trim();
  const characters = [...trimmed];
  return characters.length > ECHOED_QUERY ? `${characters.slice(0, ECHOED_QUERY).join('')}…` : trimmed;
};

function EventMarketsOf({ event, eventId }: { event: { readonly value: EventState }; eventId: string }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const { catalogue, settings } = useRuntime().store;
  const idBase = useId();
  const marketIds = useComputed(() => event.value.marketIds.join('\n')).value;
  const sportCode = useComputed(() => event.value.sportCode).value;
  // The operator's basketball_race_to_points: which race-to markets show, in what order (docs/settings.md).
  const raceTo = useComputed(() => readRaceToSetting(settings.raw.value?.basketball_race_to_points).points.join(',')).value;
  const raceToPoints = useMemo(() => (raceTo === '' ? [] : raceTo.split(',').map(Number)), [raceTo]);
  const markets = useMemo(() => {
    // Grouping reads what never changes on a market (type, order, period, player, name): peek, not subscribe.
    const all = (marketIds ? marketIds.split('\n') : []).map((id) => catalogue.market(id)?.peek()).filter((market): market is MarketState => market !== undefined);
    return orderRaceToMarkets(all, sportCode, raceToPoints);
  }, [catalogue, marketIds, sportCode, raceToPoints]);
  const tabs = useMemo(() => eventMarketTabs(markets, sportCode), [markets, sportCode]);
  const [chosen, choose] = useChosenTab(eventId);
  const [query, setQuery] = useState('');
  // Outcome names count too (a player in a goalscorer market, a line in a total); read once, as the grouping reads names.
  const matching = useMemo(() => marketsMatching(markets, query, (market) => market.outcomeIds.map((id) => catalogue.outcome(id)?.description ?? '')), [catalogue, markets, query]);
  const searchField = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    setQuery('');
    searchField.current?.focus();
  };

  const active = tabs.find((content) => content.tab === chosen) ?? tabs[0];
  if (!active) return <p className="sb-event-page__notice">{t('noMarkets')}</p>;
  // A short list needs neither: one tab is no choice, and the eye finds a market among ten.
  if (tabs.length === 1) {
    return (
      <div className="sb-event-markets" aria-label={t('markets')} role="region">
        <MarketList markets={active.markets} sportCode={sportCode} raceToPoints={raceToPoints} />
      </div>
    );
  }
  // The field stays while it holds text, even once Popular holds every market (most closed
  // late in a match): it does not vanish under the bettor's fingers, and can be cleared.
  const searchable = tabs.some((content) => content.tab === 'all') || query !== '';
  const searching = searchable && query.trim() !== '';
  return (
    <div className="sb-event-markets" aria-label={t('markets')} role="region">
      {searchable && <MarketSearch value={query} onChange={setQuery} inputRef={searchField} />}
      {/* Always there, so a screen reader hears each new count as the bettor types. */}
      {searchable && (
        <p className={searching ? (matching.length === 0 ? 'sb-event-page__notice' : 'sb-market-search__found') : 'sb-visually-hidden'} role="status">
          {searching ? (matching.length === 0 ? t('search.none', { query: echoed(query) }) : t('search.found', { number: matching.length })) : ''}
        </p>
      )}
      {/* The way back from nothing: not every browser draws a clear button in a search field, and Escape is written nowhere. */}
      {searching && matching.length === 0 && (
        <button type="button" className="sb-button sb-button--quiet sb-market-search__clear" onClick={clearSearch}>
          {t('search.clear')}
        </button>
      )}
      {searching ? (
        matching.length > 0 && (
          <div className="sb-market-tabs__panel">
            <MarketList markets={matching} sportCode={sportCode} raceToPoints={raceToPoints} />
          </div>
        )
      ) : (
        <>
          <MarketTabList tabs={tabs} active={active.tab} onChoose={choose} idBase={idBase} />
          <div id={`${idBase}-panel`} className="sb-market-tabs__panel" role="tabpanel" aria-labelledby={tabIdOf(idBase, active.tab)}>
            <MarketList key={active.tab} markets={active.markets} sportCode={sportCode} raceToPoints={raceToPoints} />
          </div>
        </>
      )}
    </div>
  );
}
