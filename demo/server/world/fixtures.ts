import { isStreamingSportCode, type Sport, type StreamingEntry } from '../../../src/core/index';
import { buildMarkets } from './marketFactory';
import { buildRacecard } from './racecard';
import { createRandom } from './random';
import { sportProfile, type SportModel } from './sportProfiles';
import type { World } from './world';
import type { Competitor, League, LiveState, SandboxEvent, TennisGameState } from './worldTypes';

const kebab = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The state before the start; `firstServer` is the tennis player who serves the first game. */
export function initialState(model: SportModel, firstServer: 0 | 1 = 0): LiveState {
  switch (model.kind) {
    case 'goals':
      return { kind: 'goals', elapsed: 0, periodScores: [[0, 0]], playerScores: {} };
    case 'sets': {
      const game: TennisGameState = { points: [0, 0], server: firstServer, played: 0 };
      return { kind: 'sets', elapsed: 0, sets: [[0, 0]], setsWon: [0, 0], ...(model.tennisPoints ? { game } : {}) };
    }
    case 'runs':
      return { kind: 'runs', elapsed: 0, innings: [{ runs: 0, wickets: 0, balls: 0 }], overRuns: [[]], lastBalls: [] };
    case 'race':
      return { kind: 'race', elapsed: 0, finishingOrder: null };
  }
}

export interface EventDraft {
  league: League;
  sport: Sport;
  competitors: Competitor[];
  startMs: number;
  outright?: boolean;
  jackpotId?: string | null;
  /** A top match: its page offers the deep market set (deepMarkets.ts). */
  top?: boolean;
}

/** Adds a fixture to the world, priced and with its markets. */
export function addEvent(world: World, draft: EventDraft): SandboxEvent {
  const profile = sportProfile(draft.sport.code);
  const number = world.nextEventNumber++;
  const id = String(number);
  const [home, away] = draft.competitors;
  const title = draft.outright ? `${draft.league.name} Winner` : profile.model.kind === 'race' ? `${draft.league.name} ${new Date(draft.startMs).toISOString().slice(11, 16)}` : `${home?.name ?? ''} v ${away?.name ?? ''}`;
  const model: SportModel = draft.outright ? { kind: 'race', runners: draft.competitors.length, durationSeconds: 0, places: 1 } : profile.model;
  const event: SandboxEvent = {
    id,
    slug: `${id}-${kebab(title)}`,
    description: title,
    eventPaths: [
      { id: draft.sport.id, description: draft.sport.name },
      { id: draft.league.countryId, description: draft.league.countryName },
      { id: draft.league.id, description: draft.league.name },
    ],
    sportCode: draft.sport.code,
    feedCode: `${number % 3 === 0 ? 'RS' : 'BU'}${number}`,
    startTime: new Date(draft.startMs).toISOString(),
    markets: [],
    clock: null,
    isFinished: false,
    liveOpenMarketCount: 0,
    betBuilderEvent: !draft.outright && draft.sport.code === 'FOOT' && number % 4 === 0,
    jackpotId: draft.jackpotId ?? null,
    betRadarId: `sr:match:${number}`,
    liveStreaming: ['VICR', 'EBSK', 'EFOT', 'CSGO', 'LOLS', 'DOTA', 'VKBD', 'ECRI'].includes(draft.sport.code) || number % 5 === 0,
    sportId: draft.sport.id,
    leagueId: draft.league.id,
    countryId: draft.league.countryId,
    competitors: draft.competitors,
    startMs: draft.startMs,
    phase: 'prematch',
    model,
    // The toss draws from a stream of its own, so the catalogue's draws (and every id) stay as they were.
    state: initialState(model, createRandom(`toss/${id}`).chance(0.5) ? 0 : 1),
    outright: draft.outright === true,
    streaming: [],
    ...(draft.league.variant ? { variant: draft.league.variant } : {}),
    ...(draft.top && !draft.outright && !draft.jackpotId ? { top: true } : {}),
  };
  event.streaming = event.liveStreaming ? streamingEntriesFor(event, number) : [];
  event.markets = buildMarkets(event);
  const racecard = buildRacecard(event);
  if (racecard) event.racecard = racecard;
  world.events.set(id, event);
  return event;
}


/**
 * The provider entries of a streamed event (docs/streaming.md "The sandbox's streams"):
 * most have the sandbox's own playable stream (provider `url`) beside partner entries,
 * and one in ten only partner entries, so its chip stays hidden (no player for them).
 */
function streamingEntriesFor(event: SandboxEvent, number: number): StreamingEntry[] {
  const betradar_id = event.betRadarId ?? null;
  const partners: StreamingEntry[] = [
    { provider: number % 2 === 0 ? 'perform_v2' : 'betgenius_v3', stream_id: `${number % 2 === 0 ? 'pf' : 'bg'}-${number}`, betradar_id },
    ...(number % 3 === 0 ? ([{ provider: 'perform_mobile', stream_id: `pm-${number}`, betradar_id }, { provider: 'perform_desktop', stream_id: `pd-${number}`, betradar_id }] as const) : []),
    ...(isStreamingSportCode(event.sportCode) && event.sportCode !== 'EFOT' && event.sportCode !== 'EBSK' ? [{ provider: 'oddin' as const, stream_id: `od-${number}`, betradar_id }] : []),
  ];
  if (number % 10 === 5) return partners;
  return [...partners, { provider: 'url', stream_id: `/sandbox/streams/${event.id}.webm`, betradar_id }];
}
