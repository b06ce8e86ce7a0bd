import type { CatalogueModel } from '../../store';

type ApiEvent = Parameters<CatalogueModel['applyEvents']>[0][number];

/** Sandbox-shaped events (copied from the sandbox's answers, trimmed), for exact card assertions. */
type Outcome = { id: string; description: string; decimal: number };

const market = (eventId: string, n: number, description: string, marketTypeId: number, outcomes: Outcome[], extra: { instance?: number | null; status?: string } = {}) => ({
  id: `${eventId}-${n}`,
  eventId,
  feedId: 'BU',
  description,
  marketTypeId,
  instance: extra.instance ?? null,
  status: extra.status ?? 'open',
  playerName: null,
  outcomes: outcomes.map((outcome, index) => ({ id: outcome.id, description: outcome.description, ordinalPosition: index + 1, opponentId: null, hidden: false, consolidatedPrice: { currentPrice: { id: `${outcome.id}-p`, decimal: outcome.decimal, spread: null, spread2: null } } })),
});

const base = (id: string, description: string, sport: { id: number; code: string; name: string }, league: string) => ({
  id,
  slug: `${id}-${description.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  description,
  eventPaths: [{ id: sport.id, description: sport.name }, { id: 900, description: 'England' }, { id: 5001, description: league }],
  sportCode: sport.code,
  betBuilderEvent: false,
  jackpotId: null,
  isFinished: false,
});

export const footballLive = {
  ...base('100640', 'Westbrook Sporting v Juniper Albion', { id: 240, code: 'FOOT', name: 'Football' }, 'England Premier Division'),
  feedCode: 'RS100640',
  startTime: '2026-11-23T16:41:27.616Z',
  clock: { minutes: 16, seconds: 21, status: 'RUNNING' },
  liveOpenMarketCount: 10,
  betRadarId: 'sr:match:100640',
  liveStreaming: true,
  streaming: [{ provider: 'url', stream_id: '/sandbox/streams/100640.webm', betradar_id: 'sr:match:100640' }],
  tracker: { sport: 'football', seq: 4, incident: { kind: 'dangerous-attack', side: 'home', points: 0, second: 980 }, stats: { home: { attacks: 1, dangerousAttacks: 1, shots: 1, corners: 0, goals: 1, points: 0 }, away: { attacks: 0, dangerousAttacks: 0, shots: 1, corners: 0, goals: 1, points: 0 } } },
  scores: { home: '1', away: '1' },
  scoresPerPeriod: [
    { opponentId: 'c1323', instance: 1, key: 'HALF', score: '1' },
    { opponentId: 'c1324', instance: 1, key: 'HALF', score: '1' },
  ],
  currentPeriodAbbreviation: 'HALF',
  currentPeriodNumber: 1,
  opponents: [
    { id: 'c1324', description: 'Juniper Albion', home: false },
    { id: 'c1323', description: 'Westbrook Sporting', home: true },
  ],
  markets: [
    market('100640', 1, 'Match Result', 3, [
      { id: '100640-1-1', description: 'Westbrook Sporting', decimal: 2.2 },
      { id: '100640-1-2', description: 'Draw', decimal: 3.64 },
      { id: '100640-1-3', description: 'Juniper Albion', decimal: 3.07 },
    ]),
    market('100640', 2, 'Handicap -0.5', 11, [
      { id: '100640-2-1', description: 'Westbrook Sporting (-0.5)', decimal: 2.2 },
      { id: '100640-2-2', description: 'Juniper Albion (+0.5)', decimal: 1.6 },
    ]),
  ],
};

export const footballPrematch = {
  ...base('100001', 'Aldmoor Albion v Upton Town', { id: 240, code: 'FOOT', name: 'Football' }, 'England Premier Division'),
  feedCode: 'BU100001',
  startTime: '2026-11-23T06:40:00.000Z',
  clock: null,
  liveOpenMarketCount: 0,
  liveStreaming: false,
  opponents: [
    { id: 'c3', description: 'Aldmoor Albion', home: true },
    { id: 'c4', description: 'Upton Town', home: false },
  ],
  markets: [
    market('100001', 1, 'Match Result', 3, [
      { id: '100001-1-1', description: 'Aldmoor Albion', decimal: 3.33 },
      { id: '100001-1-2', description: 'Draw', decimal: 3.4 },
      { id: '100001-1-3', description: 'Upton Town', decimal: 2.1 },
    ]),
  ],
};

export const tennisLive = {
  ...base('100654', 'Nikolai Fontaine v Zoe Tanaka', { id: 239, code: 'TENN', name: 'Tennis' }, 'England Open'),
  feedCode: 'BU100654',
  startTime: '2026-11-23T16:42:52.627Z',
  clock: { minutes: 48, seconds: 57, status: 'RUNNING' },
  liveOpenMarketCount: 6,
  betRadarId: 'sr:match:100654',
  liveStreaming: false,
  scores: { home: '1', away: '0' },
  scoresPerPeriod: [
    { opponentId: 'c1351', instance: 1, key: 'SETS', score: '6' },
    { opponentId: 'c1352', instance: 1, key: 'SETS', score: '4' },
    { opponentId: 'c1351', instance: 2, key: 'SETS', score: '2' },
    { opponentId: 'c1352', instance: 2, key: 'SETS', score: '3' },
  ],
  currentPeriodAbbreviation: 'SETS',
  currentPeriodNumber: 2,
  opponents: [
    { id: 'c1351', description: 'Nikolai Fontaine', home: true },
    { id: 'c1352', description: 'Zoe Tanaka', home: false },
  ],
  markets: [
    market('100654', 1, 'Match Winner', 2, [
      { id: '100654-1-1', description: 'Nikolai Fontaine', decimal: 1.42 },
      { id: '100654-1-2', description: 'Zoe Tanaka', decimal: 2.83 },
    ]),
  ],
};

const overRuns = (eventId: string, n: number, over: number) =>
  market(eventId, n, `1st Innings Over ${over} Runs`, 8100, [
    { id: `${eventId}-${n}-1`, description: 'Over 7.5', decimal: 1.9 },
    { id: `${eventId}-${n}-2`, description: 'Under 7.5', decimal: 1.85 },
  ], { instance: over });

export const cricketLive = {
  ...base('100662', 'Millbrook Albion v Harrowgate Albion', { id: 215, code: 'CRIC', name: 'Cricket' }, 'England Cricket League'),
  feedCode: 'RS100662',
  startTime: '2026-11-23T16:40:50.387Z',
  clock: { minutes: 21, seconds: 20, status: 'RUNNING' },
  liveOpenMarketCount: 40,
  betRadarId: 'sr:match:100662',
  liveStreaming: false,
  scores: { home: '52', away: '0' },
  scoresPerPeriod: [
    { opponentId: 'c1367', instance: 1, key: 'PERIOD', score: '52' },
    { opponentId: 'c1368', instance: 1, key: 'PERIOD', score: '0' },
  ],
  cricketOutcomes: ['4', '1', '1', '2', 'W', '0'],
  currentPeriodAbbreviation: 'PERIOD',
  currentPeriodNumber: 1,
  opponents: [
    { id: 'c1367', description: 'Millbrook Albion', home: true },
    { id: 'c1368', description: 'Harrowgate Albion', home: false },
  ],
  // Over-run markets out of order, as a feed may send them after overs 1..6 have closed.
  markets: [
    market('100662', 1, 'Match Winner', 0, [
      { id: '100662-1-1', description: 'Millbrook Albion', decimal: 1.48 },
      { id: '100662-1-2', description: 'Harrowgate Albion', decimal: 2.62 },
    ]),
    market('100662', 2, '1st Innings Runs 172.5', 13, [
      { id: '100662-2-1', description: 'Over 172.5', decimal: 1.33 },
      { id: '100662-2-2', description: 'Under 172.5', decimal: 3.2 },
    ], { instance: 1 }),
    overRuns('100662', 9, 9),
    overRuns('100662', 7, 7),
    overRuns('100662', 8, 8),
  ],
};

export const golfPrematch = {
  ...base('100367', 'England Golf League 00:43', { id: 1016, code: 'GOLF', name: 'Golf' }, 'England Golf League'),
  feedCode: 'BU100367',
  startTime: '2026-11-26T00:43:05.798Z',
  clock: null,
  liveOpenMarketCount: 0,
  liveStreaming: false,
  opponents: [],
  markets: [
    market('100367', 1, 'Win', 99, [
      { id: '100367-1-1', description: 'Zoe Silva', decimal: 11.92 },
      { id: '100367-1-2', description: 'Gustav Novak', decimal: 8.68 },
      { id: '100367-1-3', description: 'Zoe Horvat', decimal: 11.13 },
      { id: '100367-1-4', description: 'Omar Quinn', decimal: 8.11 },
      { id: '100367-1-5', description: 'Felix Grant', decimal: 15.5 },
      { id: '100367-1-6', description: 'Ana Costa', decimal: 21 },
    ]),
  ],
};

export const asApiEvents = (...events: object[]): ApiEvent[] => events as unknown as ApiEvent[];
