import type { Sport } from '../../../src/core/index';
import { buildMarkets } from './marketFactory';
import { sportProfile, type SportModel } from './sportProfiles';
import type { World } from './world';
import type { Competitor, League, LiveState, SandboxEvent } from './worldTypes';

const kebab = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function initialState(model: SportModel): LiveState {
  switch (model.kind) {
    case 'goals':
      return { kind: 'goals', elapsed: 0, periodScores: [[0, 0]], playerScores: {} };
    case 'sets':
      return { kind: 'sets', elapsed: 0, sets: [[0, 0]], setsWon: [0, 0] };
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
    state: initialState(model),
    outright: draft.outright === true,
  };
  event.markets = buildMarkets(event);
  world.events.set(id, event);
  return event;
}

