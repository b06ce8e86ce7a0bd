import { GAME_POINTS, TIEBREAK_POINTS } from '../../../src/core/index';
import { decided, finalSetsDistribution, poissonDifference, poissonPmf, probabilityAbove, raceProbability, setWinProbability } from './probability';
import { deepOutcomeProbabilities } from './deepMarketModel';
import { isTiebreak, totals } from './eventScore';
import type { MarketSpec, SandboxEvent } from './worldTypes';

/** Runs a ball yields on average (cricket), and the chance a ball takes a wicket. */
export const CRICKET_BALL_MEAN = 1.44;
export const CRICKET_WICKET_CHANCE = 0.04;

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

const strengthGap = (event: SandboxEvent): number => (event.competitors[0]?.strength ?? 0) - (event.competitors[1]?.strength ?? 0);

/**
 * How far a strength gap moves a scoring rate. High-scoring sports move less in ratio
 * (a strong basketball side scores 116 to 100, not 175 to 67), so the gap is scaled by
 * 1.6 / sqrt(mean score), capped at 1 (football keeps the full gap).
 */
export function strengthScale(meanPerTeam: number): number {
  return Math.min(1, 1.6 / Math.sqrt(Math.max(1, meanPerTeam)));
}

/** Per-point win chance of the home side in a sets sport (per game in tennis): smaller edges on smaller points. */
export function pointChance(event: SandboxEvent): number {
  if (event.model.kind === 'sets' && event.model.tennisPoints) return (tennisGameChance(event, 0, 0, 0, false) + tennisGameChance(event, 1, 0, 0, false)) / 2;
  const pointsPerSet = event.model.kind === 'sets' ? event.model.pointsPerSet : 1;
  return Math.min(0.85, Math.max(0.15, logistic((strengthGap(event) * 1.41) / Math.sqrt(pointsPerSet))));
}

/** Tennis: the share of points a player wins on their own serve, strengths apart. */
export const SERVE_POINT_SHARE = 0.62;
const SERVE_EDGE = Math.log(SERVE_POINT_SHARE / (1 - SERVE_POINT_SHARE));

/** Tennis: the chance the home player wins a point served by `server` (0 home, 1 away). */
export function tennisPointChance(event: SandboxEvent, server: 0 | 1): number {
  const gap = strengthGap(event) * 0.3;
  return server === 0 ? logistic(SERVE_EDGE + gap) : 1 - logistic(SERVE_EDGE - gap);
}

/**
 * Tennis: the chance the home player wins a game from `home`-`away` points, `server`
 * serving it; a tie-break's points alternate serves, so they are won at the mean of both.
 */
export function tennisGameChance(event: SandboxEvent, server: 0 | 1, home: number, away: number, tiebreak: boolean): number {
  if (tiebreak) return setWinProbability((tennisPointChance(event, 0) + tennisPointChance(event, 1)) / 2, home, away, TIEBREAK_POINTS, true, null);
  return setWinProbability(tennisPointChance(event, server), home, away, GAME_POINTS, true, null);
}

/**
 * A sets sport: the chance the home side wins the set in play, from its games (its points
 * per game, `q` from pointChance). Tennis prices the game in play from its points and its
 * server, the games after it at q. Every market of the match (winner, set betting, games)
 * reads the set in play through this, so they agree.
 */
export function currentSetChance(event: SandboxEvent, state: Extract<SandboxEvent['state'], { kind: 'sets' }>, q: number): number {
  if (event.model.kind !== 'sets') return 0.5;
  const model = event.model;
  const [ch, ca] = state.sets[state.sets.length - 1] ?? [0, 0];
  const setFrom = (h: number, a: number) => setWinProbability(q, h, a, model.pointsPerSet, model.winByTwo, model.cap);
  const game = state.game;
  const gameChance = game ? tennisGameChance(event, game.server, game.points[0], game.points[1], isTiebreak(model, [ch, ca])) : null;
  return gameChance === null ? setFrom(ch, ca) : gameChance * setFrom(ch + 1, ca) + (1 - gameChance) * setFrom(ch, ca + 1);
}

/** Scoring rates of home and away over the remaining fraction of a goals game. */
export function goalsRates(event: SandboxEvent, remainingFraction: number): [number, number] {
  if (event.model.kind !== 'goals') return [0, 0];
  const gap = strengthGap(event) * strengthScale(event.model.meanPerTeam);
  const mean = event.model.meanPerTeam * Math.max(0, remainingFraction);
  return [mean * Math.exp(gap / 2), mean * Math.exp(-gap / 2)];
}

/** Mean runs per ball of the side batting in `innings` (0: home, 1: away). */
export function battingMean(event: SandboxEvent, innings: number): number {
  const perInnings = event.model.kind === 'runs' ? event.model.oversPerInnings * 6 * CRICKET_BALL_MEAN : CRICKET_BALL_MEAN;
  const gap = strengthGap(event) * strengthScale(perInnings);
  return CRICKET_BALL_MEAN * Math.exp((innings === 0 ? gap : -gap) / 2);
}

export function resultProbabilities(home: number, away: number, rates: [number, number]): [number, number, number] {
  const { offset, pmf } = poissonDifference(rates[0], rates[1]);
  let win = 0;
  let draw = 0;
  pmf.forEach((p, index) => {
    const diff = home - away + index - offset;
    if (diff > 0) win += p;
    else if (diff === 0) draw += p;
  });
  return [win, draw, Math.max(0, 1 - win - draw)];
}

/**
 * A two-way market over a score that can tie: a tie's chance is split while it is still
 * possible; a certain tie (a level quarter at its end) voids the market, money back.
 */
export function twoWay([win, draw, lose]: readonly [number, number, number]): number[] | 'void' {
  return draw > 1 - 1e-9 ? 'void' : [win + draw / 2, lose + draw / 2];
}

/**
 * Probabilities of each outcome of a market, in outcome order, given the event's state
 * now; at the end of the event they are all 0 or 1 (or 'void'), which is how markets
 * settle. Double chance outcomes overlap, so they do not sum to 1.
 */
export function outcomeProbabilities(event: SandboxEvent, spec: MarketSpec): number[] | 'void' {
  const deep = deepOutcomeProbabilities(event, spec);
  if (deep !== null) return deep;
  const { model, state } = event;
  if (model.kind === 'goals' && state.kind === 'goals') {
    const duration = model.periods * model.periodSeconds;
    const remaining = Math.max(0, 1 - state.elapsed / duration);
    const rates = goalsRates(event, remaining);
    const [home, away] = totals(state);
    switch (spec.kind) {
      case 'match-result': {
        const result = resultProbabilities(home, away, rates);
        return model.threeWay ? result : twoWay(result);
      }
      case 'handicap': {
        const { offset, pmf } = poissonDifference(rates[0], rates[1]);
        let p = 0;
        pmf.forEach((px, index) => {
          if (home - away + index - offset + spec.line > 0) p += px;
        });
        return [p, 1 - p];
      }
      case 'total': {
        const p = probabilityAbove(poissonPmf(rates[0] + rates[1]), home + away, spec.line);
        return [p, 1 - p];
      }
      case 'double-chance': {
        const [w, d, l] = resultProbabilities(home, away, rates);
        return [w + d, d + l, w + l];
      }
      case 'both-score': {
        const homeScores = home > 0 ? 1 : 1 - Math.exp(-rates[0]);
        const awayScores = away > 0 ? 1 : 1 - Math.exp(-rates[1]);
        return [homeScores * awayScores, 1 - homeScores * awayScores];
      }
      case 'period-result': {
        const start = spec.period * model.periodSeconds;
        const left = Math.min(1, Math.max(0, (start + model.periodSeconds - Math.max(state.elapsed, start)) / model.periodSeconds));
        const perPeriod = goalsRates(event, left / model.periods);
        const [ph, pa] = state.periodScores[spec.period] ?? [0, 0];
        const result = resultProbabilities(ph, pa, perPeriod);
        return model.threeWay ? result : twoWay(result);
      }
      case 'race-to': {
        const q = rates[0] + rates[1] > 0 ? rates[0] / (rates[0] + rates[1]) : 0.5;
        if (home < spec.target && away < spec.target && remaining === 0) return 'void';
        const p = raceProbability(q, spec.target - home, spec.target - away);
        return [p, 1 - p];
      }
      case 'player-points': {
        const player = event.competitors[spec.side]?.players?.find((candidate) => candidate.name === spec.player);
        const current = state.playerScores[spec.player] ?? 0;
        const p = probabilityAbove(poissonPmf(rates[spec.side] * (player?.share ?? 0)), current, spec.line);
        return [p, 1 - p];
      }
      case 'player-scores': {
        const player = event.competitors[spec.side]?.players?.find((candidate) => candidate.name === spec.player);
        const p = (state.playerScores[spec.player] ?? 0) > 0 ? 1 : 1 - Math.exp(-rates[spec.side] * (player?.share ?? 0));
        return [p, 1 - p];
      }
      default:
        return 'void';
    }
  }
  if (model.kind === 'sets' && state.kind === 'sets') {
    const q = pointChance(event);
    const [setsHome, setsAway] = state.setsWon;
    const over = setsHome >= model.setsToWin || setsAway >= model.setsToWin;
    const current = over ? 0.5 : currentSetChance(event, state, q);
    const later = setWinProbability(q, 0, 0, model.pointsPerSet, model.winByTwo, model.cap);
    const finals = finalSetsDistribution(model.setsToWin, setsHome, setsAway, current, later);
    const probability = (test: (h: number, a: number) => boolean): number =>
      [...finals].reduce((sum, [key, p]) => {
        const [h, a] = key.split(':').map(Number) as [number, number];
        return test(h, a) ? sum + p : sum;
      }, 0);
    switch (spec.kind) {
      case 'match-result': {
        const p = probability((h, a) => h > a);
        return [p, 1 - p];
      }
      case 'set-handicap': {
        const p = probability((h, a) => h - a + spec.line > 0);
        return [p, 1 - p];
      }
      case 'total-sets': {
        const p = probability((h, a) => h + a > spec.line);
        return [p, 1 - p];
      }
      case 'period-result': {
        const index = state.sets.length - 1;
        const played = state.sets[spec.period];
        if (spec.period < index || (over && played)) {
          if (!played) return 'void';
          const outcome = decided(played[0], played[1], model.pointsPerSet, model.winByTwo, model.cap);
          return outcome === null ? 'void' : outcome === 'first' ? [1, 0] : [0, 1];
        }
        if (over) return 'void';
        const p = spec.period === index ? current : later;
        return [p, 1 - p];
      }
      default:
        return 'void';
    }
  }
  if (model.kind === 'runs' && state.kind === 'runs') {
    const ballsPerInnings = model.oversPerInnings * 6;
    const innings = (index: number) => state.innings[index] ?? { runs: 0, wickets: 0, balls: 0 };
    const closed = (index: number) => innings(index).balls >= ballsPerInnings || innings(index).wickets >= 10 || (index === 0 && state.innings.length > 1);
    const chased = state.innings.length > 1 && innings(1).runs > innings(0).runs;
    const mean = (index: number) => (closed(index) || (index === 1 && chased) ? 0 : (ballsPerInnings - innings(index).balls) * battingMean(event, index));
    switch (spec.kind) {
      case 'match-result':
        return twoWay(resultProbabilities(innings(0).runs, innings(1).runs, [mean(0), mean(1)]));
      case 'innings-total': {
        const p = probabilityAbove(poissonPmf(mean(spec.innings)), innings(spec.innings).runs, spec.line);
        return [p, 1 - p];
      }
      case 'over-runs': {
        const inningsIndex = Math.floor((spec.over - 1) / model.oversPerInnings);
        const overInInnings = ((spec.over - 1) % model.oversPerInnings) + 1;
        const record = state.innings[inningsIndex];
        const overStart = (overInInnings - 1) * 6;
        const ballsBowled = record ? Math.max(0, Math.min(6, record.balls - overStart)) : 0;
        const overRunsSoFar = record && ballsBowled > 0 ? (overRuns(state, inningsIndex)[overInInnings - 1] ?? 0) : 0;
        const inningsOver = inningsIndex < state.innings.length - 1 || (record !== undefined && closed(inningsIndex)) || (inningsIndex === 1 && chased);
        if (inningsOver && ballsBowled < 6) return ballsBowled === 0 ? 'void' : overRunsSoFar > spec.line ? [1, 0] : 'void';
        const p = probabilityAbove(poissonPmf((6 - ballsBowled) * battingMean(event, inningsIndex)), overRunsSoFar, spec.line);
        return [p, 1 - p];
      }
      default:
        return 'void';
    }
  }
  if (model.kind === 'race' && state.kind === 'race') {
    if (spec.kind !== 'outright') return 'void';
    if (state.finishingOrder) return event.competitors.map((runner) => (state.finishingOrder?.[0] === runner.id ? 1 : 0));
    const weights = event.competitors.map((runner) => Math.exp(runner.strength));
    const total = weights.reduce((sum, w) => sum + w, 0);
    return weights.map((w) => w / total);
  }
  return 'void';
}

/** Runs per over of an innings, from the ball log kept for cricket. */
export function overRuns(state: Extract<SandboxEvent['state'], { kind: 'runs' }>, innings: number): number[] {
  return state.overRuns[innings] ?? [];
}
