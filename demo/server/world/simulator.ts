import { addEvent } from './fixtures';
import { tennisGameWinner, tiebreakServer } from '../../../src/core/index';
import { CRICKET_WICKET_CHANCE, battingMean, goalsRates, pointChance, tennisPointChance } from './marketModel';
import { decided } from './probability';
import { reprice } from './marketFactory';
import { cricketInningsOf, currentTennisGame, isTiebreak, totals, periodScoreLines } from './eventScore';
import type { EventChange, ShortKeyPrice } from './changeLog';
import type { Random } from './random';
import { activeEvents, liveTargetOf, type World } from './world';
import { playFootballIncidents, recordPoint, recordScoring, startTracker } from './trackerIncidents';
import { noteGoal, playFootballExtras, squadOf } from './footballExtras';
import type { SandboxEvent, SandboxMarket } from './worldTypes';

const STATUS_LETTER: Readonly<Record<SandboxMarket['status'], string>> = { open: 'O', suspended: 'S', lts: 'L', closed: 'C', settled: 'settled', resulted: 'resulted' };

/** Ticks a market stays suspended after a score (the feed's "bet stop"). */
const SCORE_HOLD_TICKS = 2;

function poissonSample(random: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(random)));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random.next();
  while (p > limit) {
    k += 1;
    p *= random.next();
  }
  return k;
}

function gaussian(random: Random): number {
  const u = Math.max(1e-12, random.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

export interface AdvanceOptions {
  /** Publish the changes to the feed (false while warming up a new world). */
  publish: boolean;
}

function priceChange(event: SandboxEvent, market: SandboxMarket, outcomeId: string | null): ShortKeyPrice {
  const payload: ShortKeyPrice = { eid: event.id, mid: market.id, s: STATUS_LETTER[market.status], mtid: market.marketTypeId, ptid: market.periodId ?? 0 };
  const outcome = outcomeId === null ? undefined : market.outcomes.find((candidate) => candidate.id === outcomeId);
  if (outcome === undefined) return payload;
  const { currentPrice, penultimatePrice, antepenultimatePrice } = outcome.consolidatedPrice;
  return {
    ...payload,
    oid: outcome.id,
    h: outcome.hidden === true,
    cp: { d: currentPrice.decimal, s0: currentPrice.spread ?? null, s1: currentPrice.spread2 ?? null, f: 'DECIMAL' },
    pp: penultimatePrice ? { d: penultimatePrice.decimal, f: 'DECIMAL' } : null,
    ap: antepenultimatePrice ? { d: antepenultimatePrice.decimal, f: 'DECIMAL' } : null,
  };
}

/** Reprices every market of an event and publishes what moved. */
export function repriceEvent(world: World, event: SandboxEvent, publish: boolean): void {
  event.markets = event.markets.map((market) => {
    const { market: next, changedOutcomes } = reprice(event, market);
    if (publish && next !== market) {
      if (changedOutcomes.length === 0) world.changes.append({ type: 'price', payload: priceChange(event, next, null) });
      for (const outcomeId of changedOutcomes) world.changes.append({ type: 'price', payload: priceChange(event, next, outcomeId) });
    }
    return next;
  });
  event.liveOpenMarketCount = event.markets.filter((market) => market.status === 'open').length;
}

function eventChange(event: SandboxEvent): EventChange {
  const [home, away] = totals(event.state);
  const state = event.state;
  const periodNumber = state.kind === 'goals' ? state.periodScores.length : state.kind === 'sets' ? state.sets.length : state.kind === 'runs' ? state.innings.length : 1;
  return {
    eid: event.id,
    status: event.phase === 'ended' ? 'END_OF_EVENT' : 'LIVE',
    clock: event.clock ?? null,
    scores: { home, away },
    scoresPerPeriod: periodScoreLines(event),
    currentPeriodAbbreviation: event.model.kind === 'goals' || event.model.kind === 'sets' ? event.model.periodAbbreviation : 'PERIOD',
    currentPeriodNumber: periodNumber,
    liveOpenMarketCount: event.liveOpenMarketCount ?? 0,
    ...(state.kind === 'runs' ? { cricketOutcomes: state.lastBalls } : {}),
    ...(event.currentGame === undefined ? {} : { currentGame: event.currentGame }),
    ...(event.cricketInnings === undefined ? {} : { cricketInnings: event.cricketInnings }),
    ...(event.tracker ? { tracker: event.tracker } : {}),
  };
}

function syncEventFields(event: SandboxEvent): void {
  const [home, away] = totals(event.state);
  event.scores = { home: String(home), away: String(away) };
  event.scoresPerPeriod = periodScoreLines(event);
  const state = event.state;
  if (state.kind === 'runs') event.cricketOutcomes = [...state.lastBalls];
  const game = currentTennisGame(event);
  if (game !== undefined) event.currentGame = game;
  const innings = cricketInningsOf(event);
  if (innings !== undefined) event.cricketInnings = innings;
  if (event.phase === 'live') {
    const elapsed = state.elapsed;
    event.clock = { minutes: Math.floor(elapsed / 60), seconds: Math.floor(elapsed % 60), status: 'RUNNING' };
  }
  event.currentPeriodAbbreviation = event.model.kind === 'goals' || event.model.kind === 'sets' ? event.model.periodAbbreviation : 'PERIOD';
  event.currentPeriodNumber = state.kind === 'goals' ? state.periodScores.length : state.kind === 'sets' ? state.sets.length : state.kind === 'runs' ? state.innings.length : 1;
}

/** Kick-off: the event is live, its markets switch to their in-running period ids. */
export function startEvent(world: World, event: SandboxEvent, publish = false): void {
  if (event.phase !== 'prematch') return;
  event.phase = 'live';
  event.clock = { minutes: 0, seconds: 0, status: 'RUNNING' };
  startTracker(event);
  event.markets = event.markets.map((market) => {
    const entry = market.period;
    const liveId = liveIdFor(market);
    return { ...market, periodId: liveId, ...(entry ? { period: { ...entry, id: liveId, periodType: { id: liveId, inRunning: true } } } : {}) };
  });
  syncEventFields(event);
  if (publish) world.changes.append({ type: 'event', payload: eventChange(event) });
}

/** Prematch period ids are 1xx and live ones 2xx (spec 9's pattern). */
function liveIdFor(market: SandboxMarket): number {
  const id = market.periodId ?? 0;
  return id >= 100 && id < 200 ? id + 100 : id;
}

function holdAfterScore(world: World, event: SandboxEvent, publish: boolean): void {
  event.markets = event.markets.map((market) => {
    if (market.status === 'closed' || market.hold?.reason === 'feed-alert') return market;
    const held: SandboxMarket = { ...market, hold: { reason: 'score', untilTick: world.tick + SCORE_HOLD_TICKS }, status: 'suspended' };
    if (publish && market.status !== 'suspended') world.changes.append({ type: 'price', payload: priceChange(event, held, null) });
    return held;
  });
}

/**
 * Plays `gameSeconds` of an event: goals arrive as Poisson scorers, points make sets,
 * balls make overs, races finish. A score suspends the event's markets for a moment
 * (bet stop), then the model reprices them: prices jump after scoring and drift with
 * the clock.
 */
export function advanceEvent(world: World, event: SandboxEvent, gameSeconds: number, random: Random, { publish }: AdvanceOptions): void {
  if (event.phase !== 'live') return;
  const { model, state } = event;
  /** A goal, a set, a wicket or a boundary: the feed's bet stop. */
  let scored = false;
  /** Anything that moves prices (every point in a sets sport). */
  let moved = false;
  let finished = false;
  startTracker(event);
  if (model.kind === 'goals' && state.kind === 'goals') {
    const duration = model.periods * model.periodSeconds;
    const step = 30;
    let left = gameSeconds;
    let stepIndex = 0;
    while (left > 0 && !finished) {
      const dt = Math.min(step, left, duration - state.elapsed);
      left -= step;
      stepIndex += 1;
      playFootballIncidents(event, random.fork(`tracker/${event.id}/${world.tick}/${stepIndex}`), dt, Math.floor(state.elapsed + dt));
      if (event.top) playFootballExtras(event, random.fork(`extras/${event.id}/${world.tick}/${stepIndex}`), dt, state.elapsed + dt);
      const rates = goalsRates(event, dt / duration);
      rates.forEach((rate, side) => {
        const goals = poissonSample(random, rate);
        if (goals === 0) return;
        recordScoring(event, side, goals, Math.floor(state.elapsed + dt));
        scored = true;
        const period = state.periodScores[state.periodScores.length - 1] as [number, number];
        period[side as 0 | 1] += goals;
        const team = event.competitors[side];
        for (let goal = 0; goal < goals; goal += 1) {
          let pick = random.next();
          let scorer: string | null = null;
          // The props players first, then the rest of a squad: the same draw credits them as before.
          for (const player of squadOf(team)) {
            if (pick < player.share) {
              state.playerScores[player.name] = (state.playerScores[player.name] ?? 0) + 1;
              scorer = player.name;
              break;
            }
            pick -= player.share;
          }
          noteGoal(event, side as 0 | 1, scorer);
        }
      });
      state.elapsed = Math.min(duration, state.elapsed + dt);
      const periodIndex = Math.min(model.periods - 1, Math.floor(state.elapsed / model.periodSeconds));
      while (state.periodScores.length < periodIndex + 1) state.periodScores.push([0, 0]);
      if (state.elapsed >= duration) finished = true;
    }
  } else if (model.kind === 'sets' && state.kind === 'sets' && model.tennisPoints && state.game) {
    // Tennis, point by point: points make games, games make sets. Each point draws from a
    // stream of its own (named by the match's point count), so the points played here move
    // no other event's draws.
    const game = state.game;
    const pointSeconds = model.tennisPoints.pointSeconds;
    const target = state.elapsed + gameSeconds;
    let points = Math.floor(target / pointSeconds) - Math.floor(state.elapsed / pointSeconds);
    state.elapsed = target;
    while (points > 0 && !finished) {
      points -= 1;
      const current = state.sets[state.sets.length - 1] as [number, number];
      const tiebreak = isTiebreak(model, current);
      const server = tiebreak ? (tiebreakServer(game.server === 0 ? 'home' : 'away', game.points[0] + game.points[1]) === 'home' ? 0 : 1) : game.server;
      const pointWinner = random.fork(`tennis/${event.id}/${game.played}`).chance(tennisPointChance(event, server)) ? 0 : 1;
      game.played += 1;
      game.points[pointWinner] += 1;
      recordPoint(event, pointWinner, Math.floor(state.elapsed));
      moved = true;
      const gameWinner = tennisGameWinner(game.points[0], game.points[1], tiebreak);
      if (gameWinner === null) continue;
      current[gameWinner === 'home' ? 0 : 1] += 1;
      game.points = [0, 0];
      // Serves change every game; after a tie-break the player who received its first point serves.
      game.server = game.server === 0 ? 1 : 0;
      const winner = decided(current[0], current[1], model.pointsPerSet, model.winByTwo, model.cap);
      if (winner !== null) {
        scored = true;
        state.setsWon[winner === 'first' ? 0 : 1] += 1;
        if (state.setsWon[0] >= model.setsToWin || state.setsWon[1] >= model.setsToWin) finished = true;
        else state.sets.push([0, 0]);
      }
    }
  } else if (model.kind === 'sets' && state.kind === 'sets') {
    const q = pointChance(event);
    // Points fall on whole multiples of pointSeconds of game time, so short ticks add up.
    const target = state.elapsed + gameSeconds;
    let points = Math.floor(target / model.pointSeconds) - Math.floor(state.elapsed / model.pointSeconds);
    state.elapsed = target;
    while (points > 0 && !finished) {
      points -= 1;
      const current = state.sets[state.sets.length - 1] as [number, number];
      const pointWinner = random.chance(q) ? 0 : 1;
      current[pointWinner] += 1;
      recordPoint(event, pointWinner, Math.floor(state.elapsed));
      moved = true;
      const winner = decided(current[0], current[1], model.pointsPerSet, model.winByTwo, model.cap);
      if (winner !== null) {
        scored = true;
        state.setsWon[winner === 'first' ? 0 : 1] += 1;
        if (state.setsWon[0] >= model.setsToWin || state.setsWon[1] >= model.setsToWin) finished = true;
        else state.sets.push([0, 0]);
      }
    }
  } else if (model.kind === 'runs' && state.kind === 'runs') {
    const ballSeconds = model.overSeconds / 6;
    const ballsPerInnings = model.oversPerInnings * 6;
    const target = state.elapsed + gameSeconds;
    let balls = Math.floor(target / ballSeconds) - Math.floor(state.elapsed / ballSeconds);
    state.elapsed = target;
    while (balls > 0 && !finished) {
      balls -= 1;
      const inningsIndex = state.innings.length - 1;
      const innings = state.innings[inningsIndex] as { runs: number; wickets: number; balls: number };
      const overs = state.overRuns[inningsIndex] as number[];
      const overIndex = Math.floor(innings.balls / 6);
      const roll = random.next();
      let outcome: string;
      let runs = 0;
      if (roll < CRICKET_WICKET_CHANCE) {
        outcome = 'W';
        innings.wickets += 1;
      } else {
        runs = poissonSample(random, battingMean(event, inningsIndex));
        runs = runs === 5 ? 4 : runs > 6 ? 6 : runs;
        outcome = String(runs);
      }
      innings.runs += runs;
      innings.balls += 1;
      overs[overIndex] = (overs[overIndex] ?? 0) + runs;
      state.lastBalls = [...state.lastBalls, outcome].slice(-6);
      moved = true;
      if (runs >= 4 || outcome === 'W') scored = true;
      const chased = inningsIndex === 1 && innings.runs > (state.innings[0]?.runs ?? 0);
      if (innings.balls >= ballsPerInnings || innings.wickets >= 10 || chased) {
        if (inningsIndex === 0) {
          state.innings.push({ runs: 0, wickets: 0, balls: 0 });
          state.overRuns.push([]);
        } else {
          finished = true;
        }
      }
    }
  } else if (model.kind === 'race' && state.kind === 'race') {
    state.elapsed += gameSeconds;
    if (state.elapsed >= model.durationSeconds) {
      state.finishingOrder = finishingOrder(event, random);
      finished = true;
    }
  }
  if (scored && !finished) holdAfterScore(world, event, publish);
  if (finished) {
    finishEvent(world, event, publish);
    return;
  }
  syncEventFields(event);
  // Between scores prices only drift with the clock: reprice every third tick (staggered
  // by event) to keep the feed to what a bettor can see move.
  if (scored || moved || !publish || (world.tick + Number(event.id)) % 3 === 0) repriceEvent(world, event, publish);
  if (publish) world.changes.append({ type: 'event', payload: eventChange(event) });
}

/** Plackett-Luce: runners finish in an order drawn by their strengths. */
function finishingOrder(event: SandboxEvent, random: Random): string[] {
  const left = event.competitors.map((runner) => ({ id: runner.id, weight: Math.exp(runner.strength) }));
  const order: string[] = [];
  while (left.length > 0) {
    const total = left.reduce((sum, runner) => sum + runner.weight, 0);
    let pick = random.next() * total;
    const index = left.findIndex((runner) => (pick -= runner.weight) < 0);
    const [runner] = left.splice(index === -1 ? left.length - 1 : index, 1);
    if (runner) order.push(runner.id);
  }
  return order;
}

/** END_OF_EVENT: markets result, the event leaves the live lists, and bets on it settle. */
export function finishEvent(world: World, event: SandboxEvent, publish: boolean): void {
  event.phase = 'ended';
  event.isFinished = true;
  event.clock = { ...(event.clock ?? { status: 'END_OF_EVENT' }), status: 'END_OF_EVENT' };
  syncEventFields(event);
  event.clock = { ...event.clock, status: 'END_OF_EVENT' };
  event.markets = event.markets.map((market) => ({ ...market, status: 'resulted', hold: null }));
  event.liveOpenMarketCount = 0;
  if (publish) {
    for (const market of event.markets) world.changes.append({ type: 'price', payload: priceChange(event, market, null) });
    world.changes.append({ type: 'event', payload: eventChange(event) });
  }
  for (const listener of world.onEventEnded) listener(event);
}

/**
 * Each fixture that kicks off books its return fixture a week later, so the calendar
 * always covers the next 7 days however long the sandbox runs.
 */
function bookReturnFixture(world: World, event: SandboxEvent): void {
  if (event.outright || event.jackpotId) return;
  const league = world.leagues.find((candidate) => candidate.id === event.leagueId);
  const sport = world.sports.find((candidate) => candidate.id === event.sportId);
  if (!league || !sport) return;
  const competitors = event.model.kind === 'race' ? [...event.competitors].reverse() : [event.competitors[1], event.competitors[0]].flatMap((c) => (c ? [c] : []));
  addEvent(world, { league, sport, competitors, startMs: event.startMs + 7 * 24 * 3600 * 1000, top: event.top === true });
}

/**
 * One step of the world at real time `nowMs`: holds expire, fixtures kick off, each
 * main sport is topped up to its live target, live events play on, prematch prices
 * drift, traders suspend a market now and then, and feed alerts come and go.
 */
export function tick(world: World, nowMs: number): void {
  const dtSeconds = Math.max(0, (nowMs - world.lastTickMs) / 1000);
  world.lastTickMs = nowMs;
  world.tick += 1;
  const random = world.random;

  for (const event of activeEvents(world)) {
    let released = false;
    event.markets = event.markets.map((market) => {
      if (market.hold && market.hold.untilTick !== null && market.hold.untilTick <= world.tick) {
        released = true;
        return { ...market, hold: null };
      }
      return market;
    });
    if (released && event.phase === 'prematch') repriceEvent(world, event, true);
  }

  for (const event of activeEvents(world, 'prematch')) {
    if (event.startMs <= nowMs && !event.outright) {
      startEvent(world, event, true);
      bookReturnFixture(world, event);
    }
  }
  topUpLive(world, nowMs);

  for (const event of activeEvents(world, 'live')) advanceEvent(world, event, dtSeconds * world.speed, random, { publish: true });

  const prematch = activeEvents(world, 'prematch');
  for (let drift = 0; drift < Math.min(5, prematch.length); drift += 1) {
    const event = random.pick(prematch);
    const competitor = random.pick(event.competitors);
    competitor.strength = Number((competitor.strength + (random.next() - 0.5) * 0.04).toFixed(4));
    repriceEvent(world, event, true);
  }

  const live = activeEvents(world, 'live');
  if (live.length > 0 && random.chance(0.05)) {
    const event = random.pick(live);
    const market = random.pick(event.markets);
    if (market.status === 'open') {
      event.markets = event.markets.map((candidate) => (candidate === market ? { ...candidate, hold: { reason: 'trader', untilTick: world.tick + 3 }, status: 'suspended' } : candidate));
      repriceEvent(world, event, true);
      world.changes.append({ type: 'price', payload: { eid: event.id, mid: market.id, s: 'S' } });
    }
  }

  if (world.feedAlert && world.feedAlert.untilTick <= world.tick) liftFeedAlert(world);
  else if (!world.feedAlert && world.randomFeedAlerts) {
    // Alerts draw from a stream of their own, one per tick, so what the sports play (tennis
    // points, say) never moves the tick a seeded world's alert comes on.
    const alerts = random.fork(`feed-alert/${world.tick}`);
    if (alerts.chance(0.004)) raiseFeedAlert(world, alerts.pick(['BU', 'RS']), 10 + alerts.int(0, 10));
  }

  purgeEnded(world, nowMs);
}

/** Keeps each main sport at its live target by kicking off its next fixture now. */
function topUpLive(world: World, nowMs: number): void {
  const liveBySport = new Map<string, number>();
  for (const event of activeEvents(world, 'live')) liveBySport.set(event.sportCode, (liveBySport.get(event.sportCode) ?? 0) + 1);
  const upcoming = activeEvents(world, 'prematch')
    .filter((event) => !event.outright && !event.jackpotId)
    .sort((a, b) => a.startMs - b.startMs);
  for (const event of upcoming) {
    const target = liveTargetOf(world, event.sportCode);
    const live = liveBySport.get(event.sportCode) ?? 0;
    if (live >= target) continue;
    event.startMs = nowMs;
    event.startTime = new Date(nowMs).toISOString();
    startEvent(world, event, true);
    liveBySport.set(event.sportCode, live + 1);
    bookReturnFixture(world, event);
  }
}

export function raiseFeedAlert(world: World, feed: string, ticks: number): void {
  // The world holds one alert at a time: another feed's alert lifts first, so its clients
  // hear it end (overwriting it left them locking that feed for good).
  if (world.feedAlert && world.feedAlert.feed !== feed) liftFeedAlert(world);
  world.feedAlert = { feed, untilTick: world.tick + ticks };
  for (const event of activeEvents(world)) {
    event.markets = event.markets.map((market) =>
      market.feedId === feed && market.status !== 'closed' && market.hold?.reason !== 'feed-alert' ? { ...market, hold: { reason: 'feed-alert', untilTick: null } } : market,
    );
    repriceEvent(world, event, true);
  }
  world.changes.append({ type: 'feed-alert', payload: { feed, active: true } });
}

export function liftFeedAlert(world: World): void {
  const alert = world.feedAlert;
  if (!alert) return;
  world.feedAlert = null;
  for (const event of activeEvents(world)) {
    event.markets = event.markets.map((market) => (market.hold?.reason === 'feed-alert' ? { ...market, hold: null } : market));
    repriceEvent(world, event, true);
  }
  world.changes.append({ type: 'feed-alert', payload: { feed: alert.feed, active: false } });
}

const ENDED_RETENTION_MS = 60 * 60 * 1000;

function purgeEnded(world: World, nowMs: number): void {
  for (const [id, event] of world.events) {
    if (event.phase === 'ended' && nowMs - event.startMs > ENDED_RETENTION_MS + 4 * 3600 * 1000) world.events.delete(id);
  }
}
