import { cricketLive, footballLive, tennisLive } from '../../events/eventFixtures.testing';

/** Sandbox-shaped events with the scoreboard fields (docs/api.md "Scoreboard fields"), for exact board assertions. */

/** Second set, Tanaka serving at 40-AD against her. */
export const tennisInPlay = { ...tennisLive, currentGame: { home: 3, away: 4, tiebreak: false, server: 'away' } };

export const tennisPrematch = { ...tennisLive, id: '100700', slug: '100700-a-v-b', clock: null, scores: undefined, scoresPerPeriod: [], currentPeriodAbbreviation: null, currentPeriodNumber: null };

/** Home made 168/7 in 20 overs; away are 45/1 after 5.3 overs. */
export const cricketChase = {
  ...cricketLive,
  scores: { home: '168', away: '45' },
  cricketInnings: [
    { side: 'home', runs: 168, wickets: 7, balls: 120 },
    { side: 'away', runs: 45, wickets: 1, balls: 33 },
  ],
};

/** Home 52/1 after 8.4 overs; away yet to bat. */
export const cricketFirstInnings = { ...cricketLive, cricketInnings: [{ side: 'home', runs: 52, wickets: 1, balls: 52 }] };

export const basketballLive = {
  ...footballLive,
  id: '100650',
  slug: '100650-kestrel-hawks-v-upton-titans',
  description: 'Kestrel Hawks v Upton Titans',
  sportCode: 'BASK',
  eventPaths: [{ id: 227, description: 'Basketball' }, { id: 900, description: 'England' }, { id: 5101, description: 'England Basketball League' }],
  clock: { minutes: 17, seconds: 4, status: 'RUNNING' },
  scores: { home: '39', away: '36' },
  scoresPerPeriod: [
    { opponentId: 'c2001', instance: 1, key: 'QTR', score: '28' },
    { opponentId: 'c2002', instance: 1, key: 'QTR', score: '22' },
    { opponentId: 'c2001', instance: 2, key: 'QTR', score: '11' },
    { opponentId: 'c2002', instance: 2, key: 'QTR', score: '14' },
  ],
  currentPeriodAbbreviation: 'QTR',
  currentPeriodNumber: 2,
  opponents: [
    { id: 'c2001', description: 'Kestrel Hawks', home: true },
    { id: 'c2002', description: 'Upton Titans', home: false },
  ],
  tracker: undefined,
  streaming: [],
  liveStreaming: false,
  markets: [],
};

const runner = (eventId: string, index: number, description: string, decimal: number) => ({
  id: `${eventId}-1-${index}`,
  description,
  ordinalPosition: index,
  opponentId: null,
  hidden: false,
  consolidatedPrice: { currentPrice: { id: `${eventId}-1-${index}-p`, decimal, spread: null, spread2: null } },
});

/** A horse race before the off: three runners, each way a quarter of the odds for three places. */
export const horseRace = {
  id: '100900',
  slug: '100900-england-park-14-30',
  description: 'England Park 14:30',
  eventPaths: [{ id: 364, description: 'Horse Racing' }, { id: 900, description: 'England' }, { id: 5201, description: 'England Park' }],
  sportCode: 'HORS',
  feedCode: 'BU100900',
  startTime: '2026-11-24T14:30:00.000Z',
  clock: null,
  isFinished: false,
  liveOpenMarketCount: 0,
  betBuilderEvent: false,
  jackpotId: null,
  opponents: [],
  markets: [
    {
      id: '100900-1',
      eventId: '100900',
      feedId: 'BU',
      description: 'Win',
      marketTypeId: 291,
      instance: null,
      status: 'open',
      playerName: null,
      outcomes: [runner('100900', 1, 'Silver Arrow', 3.5), runner('100900', 2, 'Quiet Storm', 2.25), runner('100900', 3, 'Iron Duke', 7)],
    },
  ],
  racecard: {
    placeTerms: { places: 3, fraction: 0.25 },
    runners: [
      { number: 2, name: 'Quiet Storm', outcomeId: '100900-1-2', form: '21-13', jockey: 'K. Novak', trainer: 'S. Rossi' },
      { number: 1, name: 'Silver Arrow', outcomeId: '100900-1-1', form: '3P-41', jockey: 'E. Grant', trainer: 'T. Weber' },
      { number: 3, name: 'Iron Duke', outcomeId: '100900-1-3', form: '', jockey: 'H. Quinn', trainer: 'M. Silva' },
    ],
  },
};

export const greyhoundRace = {
  ...horseRace,
  id: '100901',
  slug: '100901-england-downs-20-10',
  description: 'England Downs 20:10',
  sportCode: 'GREY',
  eventPaths: [{ id: 1033, description: 'Greyhounds' }, { id: 900, description: 'England' }, { id: 5202, description: 'England Downs' }],
  markets: [],
  racecard: { placeTerms: { places: 2, fraction: 0.25 }, runners: [{ number: 1, name: 'Misty Lane', outcomeId: null, form: '1234', jockey: null, trainer: 'A. Young' }] },
};
