import { describe, expect, it } from 'vitest';
import { formatOdds } from '../../src/core/odds/formatOdds';
import { prepaintCouponIsEuro, prepaintHomeSections, prepaintOddsFormat, PREPAINT_NO_PRICE, type ApiEvent, type ApiMarket } from './prepaintHome';
import enEvents from '../../src/i18n/locales/en/events.json';
import { translateWith } from './prepaintTexts';

/** The cards' words as React's English reads them. */
const WORDS = { t: translateWith(enEvents, 'en'), locale: 'en' };

const anonymous = { imposed: null, storedChoice: null, loggedIn: false } as const;

function market(eventId: string, prices: (number | null)[], extra: Partial<ApiMarket> = {}): ApiMarket {
  return {
    id: `${eventId}-1`,
    eventId,
    description: 'Match Result',
    marketTypeId: 1,
    status: 'open',
    outcomes: prices.map((decimal, index) => ({ id: `${eventId}-1-${index}`, description: `Outcome ${index}`, hidden: decimal === null, consolidatedPrice: { currentPrice: { decimal: decimal ?? 2 } } })),
    ...extra,
  };
}

function event(id: string, sportCode: string, markets: ApiMarket[], extra: Partial<ApiEvent> = {}): ApiEvent {
  return { id, description: `Event ${id}`, sportCode, eventPaths: [{ description: 'Sport' }, { description: `League of ${id}` }], markets, ...extra };
}

describe('the odds format of the first paint', () => {
  it('is the one preferencesModel would show: the stored choice among the formats offered, else the default, else the first offered', () => {
    expect(prepaintOddsFormat({ odds_types: ['euro', 'us'], default_price_format: 'euro' }, { ...anonymous, storedChoice: 'us' })).toEqual({ format: 'us' });
    expect(prepaintOddsFormat({ odds_types: ['euro', 'us'], default_price_format: 'us' }, { ...anonymous, storedChoice: 'hk' })).toEqual({ format: 'us' });
    expect(prepaintOddsFormat({ odds_types: ['hk', 'malay'], default_price_format: 'euro' }, anonymous)).toEqual({ format: 'hk' });
    expect(prepaintOddsFormat({}, anonymous)).toEqual({ format: 'euro' });
  });

  it('is the host’s odds-format when imposed, logged in or not', () => {
    expect(prepaintOddsFormat({ odds_types: ['euro'] }, { imposed: 'us', storedChoice: 'euro', loggedIn: true })).toEqual({ format: 'us' });
  });

  it('is not known for a logged-in bettor (the account’s preference may replace the device’s) nor with odds per brand', () => {
    expect(prepaintOddsFormat({}, { ...anonymous, loggedIn: true, storedChoice: 'euro' }).format).toBeNull();
    expect(prepaintOddsFormat({ odds_per_brand_enabled: true }, { ...anonymous, imposed: 'euro' }).format).toBeNull();
  });

  it('draws euro coupons only: an asian view type chosen or by default leaves the page to React', () => {
    expect(prepaintCouponIsEuro({ view_types: ['euro', 'asian'] }, null)).toBe(true);
    expect(prepaintCouponIsEuro({ view_types: ['euro', 'asian'] }, 'asian')).toBe(false);
    expect(prepaintCouponIsEuro({ view_types: ['euro', 'asian'], coupon_layout: 'asian' }, null)).toBe(false);
    expect(prepaintCouponIsEuro({}, null)).toBe(false);
  });
});

describe('the home lists of the first paint', () => {
  const sports = [
    { id: 1, code: 'FOOT', name: 'Football', eventCount: 5, liveEventCount: 2 },
    { id: 2, code: 'TENN', name: 'Tennis', eventCount: 5, liveEventCount: 1 },
  ];

  it('spreads live events across sports in the operator’s order and formats each price with core’s formatter', () => {
    const live = [event('1', 'FOOT', [market('1', [1.955, 3.4, 4])]), event('2', 'FOOT', [market('2', [1.5, 4, 6])]), event('3', 'TENN', [market('3', [1.3, 3.25])])];
    const [liveSection] = prepaintHomeSections({ live, upcoming: [], sports }, { sports_order: 'TENN,FOOT' }, 'us', WORDS);
    expect(liveSection?.cards.map((card) => card.id)).toEqual(['3', '1', '2']);
    const first = liveSection?.cards[1];
    expect(first).toMatchObject({ league: 'League of 1', title: 'Event 1', live: true, markets: [{ name: 'Match Result' }] });
    expect(first?.markets[0]?.outcomes.map((outcome) => outcome.price)).toEqual([formatOdds(1.955, 'us'), formatOdds(3.4, 'us'), formatOdds(4, 'us')]);
    expect(first?.markets[0]?.outcomes.every((outcome) => outcome.backable)).toBe(true);
  });

  it('leaves out outrights and finished fixtures from the upcoming list', () => {
    const upcoming = [event('4', 'FOOT', [market('4', [2, 2])], { outright: true }), event('5', 'FOOT', [market('5', [2, 2])], { isFinished: true }), event('6', 'FOOT', [market('6', [2, 2])])];
    const [, upcomingSection] = prepaintHomeSections({ live: [], upcoming, sports }, {}, 'euro', WORDS);
    expect(upcomingSection?.cards.map((card) => card.id)).toEqual(['6']);
  });

  it('shows a dash, not a price, for an outcome that cannot be backed, and locks the prices of a suspended market', () => {
    const upcoming = [event('7', 'FOOT', [market('7', [1, 2.5, 3])]), event('8', 'FOOT', [market('8', [2, 2], { status: 'suspended' })])];
    const [, section] = prepaintHomeSections({ live: [], upcoming, sports }, {}, 'euro', WORDS);
    const [open, suspended] = section?.cards ?? [];
    expect(open?.markets[0]?.outcomes.map((outcome) => [outcome.price, outcome.backable])).toEqual([
      [PREPAINT_NO_PRICE, false],
      ['2.50', true],
      ['3.00', true],
    ]);
    expect(suspended?.markets[0]?.outcomes.map((outcome) => [outcome.price, outcome.backable])).toEqual([
      ['2.00', false],
      ['2.00', false],
    ]);
  });

  it('skips a market whose outcomes are all hidden, as the catalogue does, and shows the next one', () => {
    const hiddenFirst = market('9', [null, null]);
    const next = { ...market('9', [1.8, 2.1]), id: '9-2', description: 'Total' };
    const [, section] = prepaintHomeSections({ live: [], upcoming: [event('9', 'FOOT', [hiddenFirst, next])], sports }, {}, 'euro', WORDS);
    expect(section?.cards[0]?.markets[0]?.name).toBe('Total');
  });
});

describe('what else a first-paint card carries, for React’s card height', () => {
  it('a live card has EventScoreboard’s columns and cells: home first, a column per period scored, the total; a fixture has none', () => {
    const live = event('7', 'TENN', [market('7', [1.5, 2.5])], {
      opponents: [
        { id: 'b', description: 'Away Player', home: false },
        { id: 'a', description: 'Home Player', home: true },
      ],
      scores: { home: 1, away: '0' },
      scoresPerPeriod: [
        { opponentId: 'a', key: 'SETS', instance: 1, score: '6' },
        { opponentId: 'b', key: 'SETS', instance: 1, score: '3' },
        { opponentId: 'a', key: 'SETS', instance: 2, score: '2' },
      ],
    });
    const [liveSection, upcomingSection] = prepaintHomeSections({ live: [live], upcoming: [event('8', 'FOOT', [market('8', [2, 3, 4])], { opponents: live.opponents ?? null })], sports: [] }, {}, 'euro', WORDS);
    expect(liveSection?.cards[0]?.scoreboard).toEqual({
      periods: [1, 2],
      rows: [
        { name: 'Home Player', cells: ['6', '2', '1'] },
        { name: 'Away Player', cells: ['3', '', '0'] },
      ],
      // A tennis card's totals are sets, as EventScoreboard names them.
      totalLabel: 'Sets',
    });
    expect(upcomingSection?.cards[0]?.scoreboard).toBeNull();
  });

  it('keeps the favourite star’s place unless the operator switched favourites off', () => {
    const upcoming = [event('9', 'FOOT', [market('9', [2, 3, 4])])];
    expect(prepaintHomeSections({ live: [], upcoming, sports: [] }, {}, 'euro', WORDS)[1]?.cards[0]?.star).toBe(true);
    expect(prepaintHomeSections({ live: [], upcoming, sports: [] }, { favorites_enabled: false }, 'euro', WORDS)[1]?.cards[0]?.star).toBe(false);
  });

  it('carries the kind badge EventBadges draws: Bet Builder while bet_builder_enabled is on, Jackpot always', () => {
    const builder = { betBuilderEvent: true } as Partial<ApiEvent>;
    const leg = { jackpotId: 'JP-1' } as Partial<ApiEvent>;
    const upcoming = [event('10', 'FOOT', [market('10', [2, 3, 4])], builder), event('11', 'FOOT', [market('11', [2, 3, 4])], leg), event('12', 'FOOT', [market('12', [2, 3, 4])])];
    const kinds = (settings: Record<string, unknown>) => prepaintHomeSections({ live: [], upcoming, sports: [] }, settings, 'euro', WORDS)[1]?.cards.map((card) => card.badges.kind);
    expect(kinds({})).toEqual([{ badge: 'bet-builder', text: 'Bet Builder' }, { badge: 'jackpot', text: 'Jackpot' }, null]);
    expect(kinds({ bet_builder_enabled: 'false' })).toEqual([null, { badge: 'jackpot', text: 'Jackpot' }, null]);
  });
});
