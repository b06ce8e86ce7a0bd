import { BOOKING_SHARE, cornersSoFar, footballCardRates, squadOf } from './footballExtras';
import { currentSetChance, goalsRates, pointChance, resultProbabilities, twoWay } from './marketModel';
import { decided, differenceDistribution, finalSetsDistribution, memoised, poissonDifference, poissonPmf, probabilityAbove, setWinProbability } from './probability';
import { footballCornerRates } from './trackerIncidents';
import type { LiveState, MarketSpec, SandboxEvent } from './worldTypes';

/**
 * Prices of the event page's deeper markets (issue 23, deepMarkets.ts), from the same model
 * as the short set (marketModel.ts): independent Poisson scorers for goals, corners and
 * cards, the point-by-point set model for tennis games. At the end of the event every
 * probability is 0 or 1 (or the market is void), which is how the sandbox settles them.
 * Returns null for a spec that is not one of these.
 */
export function deepOutcomeProbabilities(event: SandboxEvent, spec: MarketSpec): number[] | 'void' | null {
  const { state } = event;
  if (event.model.kind === 'goals' && state.kind === 'goals') return goalsMarket(event, state, spec);
  if (event.model.kind === 'sets' && state.kind === 'sets') return setsMarket(event, state, spec);
  return null;
}

type GoalsState = Extract<LiveState, { kind: 'goals' }>;
type SetsState = Extract<LiveState, { kind: 'sets' }>;
type Pair = [number, number];

interface Span {
  /** Goals of each side in the span so far. */
  score: Pair;
  /** Expected goals of each side in what is left of the span. */
  rates: Pair;
  /** Game seconds left in the span. */
  secondsLeft: number;
}

/** Periods [start, end) of a goals game: the score in them so far, and the scoring still to come. */
function span(event: SandboxEvent, state: GoalsState, start: number, end: number): Span {
  if (event.model.kind !== 'goals') return { score: [0, 0], rates: [0, 0], secondsLeft: 0 };
  const { periods, periodSeconds } = event.model;
  let secondsLeft = 0;
  const score: Pair = [0, 0];
  for (let period = start; period < Math.min(end, periods); period += 1) {
    const played = Math.min(periodSeconds, Math.max(0, state.elapsed - period * periodSeconds));
    secondsLeft += periodSeconds - played;
    const [home, away] = state.periodScores[period] ?? [0, 0];
    score[0] += home;
    score[1] += away;
  }
  return { score, rates: goalsRates(event, secondsLeft / (periods * periodSeconds)), secondsLeft };
}

/** P(final difference home - away = d) for each d, as [d, p] pairs. */
function differences({ score, rates }: Pick<Span, 'score' | 'rates'>): [number, number][] {
  const { offset, pmf } = poissonDifference(rates[0], rates[1]);
  return pmf.map((p, index) => [score[0] - score[1] + index - offset, p]);
}

/** Final scores of a span with their chances (small means only: football, ice hockey). */
function finalScores({ score, rates }: Span): [number, number, number][] {
  const home = poissonPmf(rates[0]);
  const away = poissonPmf(rates[1]);
  const scores: [number, number, number][] = [];
  home.forEach((ph, x) => {
    if (ph < 1e-12) return;
    away.forEach((pa, y) => {
      if (pa >= 1e-12) scores.push([score[0] + x, score[1] + y, ph * pa]);
    });
  });
  return scores;
}

const sum = (scores: readonly [number, number, number][], test: (home: number, away: number) => boolean): number => scores.reduce((total, [h, a, p]) => (test(h, a) ? total + p : total), 0);
const scored = (goals: number, rate: number): number => (goals > 0 ? 1 : 1 - Math.exp(-rate));
const yesNo = (p: number): number[] => [p, 1 - p];
const overUnder = (mean: number, current: number, line: number): number[] => yesNo(probabilityAbove(poissonPmf(mean), current, line));
const resultIndex = (difference: number): 0 | 1 | 2 => (difference > 0 ? 0 : difference === 0 ? 1 : 2);

function goalsMarket(event: SandboxEvent, state: GoalsState, spec: MarketSpec): number[] | 'void' | null {
  if (event.model.kind !== 'goals') return null;
  const { periods, periodSeconds, threeWay } = event.model;
  const match = () => span(event, state, 0, periods);
  switch (spec.kind) {
    case 'draw-no-bet': {
      const { score, rates } = match();
      const [win, draw, lose] = resultProbabilities(score[0], score[1], rates);
      return draw > 1 - 1e-9 || win + lose <= 0 ? 'void' : [win / (win + lose), lose / (win + lose)];
    }
    case 'span-result': {
      const { score, rates } = span(event, state, spec.start, spec.end);
      const result = resultProbabilities(score[0], score[1], rates);
      return threeWay ? result : twoWay(result);
    }
    case 'span-total': {
      const { score, rates } = span(event, state, spec.start, spec.end);
      return overUnder(rates[0] + rates[1], score[0] + score[1], spec.line);
    }
    case 'span-both-score': {
      const { score, rates } = span(event, state, spec.start, spec.end);
      return yesNo(scored(score[0], rates[0]) * scored(score[1], rates[1]));
    }
    case 'span-double-chance': {
      const { score, rates } = span(event, state, spec.start, spec.end);
      const [win, draw, lose] = resultProbabilities(score[0], score[1], rates);
      return [win + draw, draw + lose, win + lose];
    }
    case 'team-total': {
      const { score, rates } = match();
      return overUnder(rates[spec.side], score[spec.side], spec.line);
    }
    case 'exact-goals': {
      const { score, rates } = match();
      const pmf = poissonPmf(rates[0] + rates[1]);
      const goals = score[0] + score[1];
      const exactly = (n: number) => (n < goals ? 0 : (pmf[n - goals] ?? 0));
      const listed = Array.from({ length: spec.top }, (_, n) => exactly(n));
      return [...listed, Math.max(0, 1 - listed.reduce((total, p) => total + p, 0))];
    }
    case 'correct-score': {
      const scores = finalScores(match());
      const listed = spec.scores.map(([home, away]) => sum(scores, (h, a) => h === home && a === away));
      const isListed = (h: number, a: number) => spec.scores.some(([home, away]) => home === h && away === a);
      return [...listed, sum(scores, (h, a) => h > a && !isListed(h, a)), sum(scores, (h, a) => h === a && !isListed(h, a)), sum(scores, (h, a) => h < a && !isListed(h, a))];
    }
    case 'winning-margin': {
      const chances = new Array<number>(7).fill(0);
      for (const [difference, p] of differences(match())) {
        const index = difference >= 3 ? 2 : difference > 0 ? difference - 1 : difference === 0 ? 3 : difference <= -3 ? 6 : 3 - difference;
        chances[index] = (chances[index] ?? 0) + p;
      }
      return chances;
    }
    case 'odd-even': {
      const { score, rates } = match();
      const pmf = poissonPmf(rates[0] + rates[1]);
      const odd = pmf.reduce((total, p, goals) => ((score[0] + score[1] + goals) % 2 === 1 ? total + p : total), 0);
      return yesNo(odd);
    }
    case 'clean-sheet': {
      const { score, rates } = match();
      const other = spec.side === 0 ? 1 : 0;
      return yesNo(score[other] > 0 ? 0 : Math.exp(-rates[other]));
    }
    case 'result-both-score': {
      const scores = finalScores(match());
      const both = (h: number, a: number) => h > 0 && a > 0;
      return [true, false].flatMap((bothScore) => [0, 1, 2].map((result) => sum(scores, (h, a) => both(h, a) === bothScore && resultIndex(h - a) === result)));
    }
    case 'half-time-full-time': {
      const chances = new Array<number>(9).fill(0);
      const secondHalf = differences(span(event, state, 1, periods));
      for (const [firstDifference, p1] of differences(span(event, state, 0, 1))) {
        if (p1 < 1e-12) continue;
        for (const [secondDifference, p2] of secondHalf) {
          const index = resultIndex(firstDifference) * 3 + resultIndex(firstDifference + secondDifference);
          chances[index] = (chances[index] ?? 0) + p1 * p2;
        }
      }
      return chances;
    }
    case 'highest-scoring-half': {
      const first = span(event, state, 0, 1);
      const second = span(event, state, 1, periods);
      const { offset, pmf } = differenceDistribution(poissonPmf(first.rates[0] + first.rates[1]), poissonPmf(second.rates[0] + second.rates[1]));
      const lead = first.score[0] + first.score[1] - second.score[0] - second.score[1];
      const chances = [0, 0, 0];
      pmf.forEach((p, index) => {
        const difference = lead + index - offset;
        const outcome = difference > 0 ? 0 : difference < 0 ? 1 : 2;
        chances[outcome] = (chances[outcome] ?? 0) + p;
      });
      return chances;
    }
    case 'first-goalscorer': {
      const { score, rates } = match();
      const first = state.football?.firstGoal ?? null;
      const named = spec.players.length;
      if (first) {
        const index = first.player === null ? -1 : spec.players.findIndex((player) => player.name === first.player);
        return Array.from({ length: named + 2 }, (_, outcome) => (outcome === (index === -1 ? named : index) ? 1 : 0));
      }
      // A goal before the extras were kept (a match already under way): nothing to settle on.
      if (score[0] + score[1] > 0) return 'void';
      const total = rates[0] + rates[1];
      const anyGoal = 1 - Math.exp(-total);
      const players = spec.players.map((player) => (total > 0 ? (anyGoal * rates[player.side] * shareOf(event, player)) / total : 0));
      const listed = players.reduce((all, p) => all + p, 0);
      return [...players, Math.max(0, anyGoal - listed), 1 - anyGoal];
    }
    case 'anytime-goalscorer': {
      const { rates } = match();
      return spec.players.map((player) => scored(state.playerScores[player.name] ?? 0, rates[player.side] * shareOf(event, player)));
    }
    case 'corners-total': {
      const seconds = spec.firstHalf ? Math.max(0, periodSeconds - state.elapsed) : span(event, state, 0, periods).secondsLeft;
      const so = spec.firstHalf && state.elapsed >= periodSeconds ? (state.football?.cornersFirstHalf ?? cornersSoFar(event)) : cornersSoFar(event);
      const rates = footballCornerRates(event, seconds);
      return overUnder(rates[0] + rates[1], so[0] + so[1], spec.line);
    }
    case 'team-corners': {
      const rates = footballCornerRates(event, span(event, state, 0, periods).secondsLeft);
      return overUnder(rates[spec.side], cornersSoFar(event)[spec.side], spec.line);
    }
    case 'corners-handicap': {
      const rates = footballCornerRates(event, span(event, state, 0, periods).secondsLeft);
      const p = differences({ score: cornersSoFar(event), rates }).reduce((total, [difference, chance]) => (difference + spec.line > 0 ? total + chance : total), 0);
      return yesNo(p);
    }
    case 'first-corner': {
      const so = cornersSoFar(event);
      const first = state.football?.firstCorner ?? (so[0] + so[1] > 0 ? (so[0] > 0 ? 0 : 1) : null);
      if (first !== null) return first === 0 ? [1, 0] : [0, 1];
      const rates = footballCornerRates(event, span(event, state, 0, periods).secondsLeft);
      return rates[0] + rates[1] > 0 ? [rates[0] / (rates[0] + rates[1]), rates[1] / (rates[0] + rates[1])] : 'void';
    }
    case 'cards-total': {
      const cards: Pair = state.football?.cards ?? [0, 0];
      const seconds = spec.firstHalf ? Math.max(0, periodSeconds - state.elapsed) : span(event, state, 0, periods).secondsLeft;
      const so = spec.firstHalf && state.elapsed >= periodSeconds ? (state.football?.cardsFirstHalf ?? cards) : cards;
      const rates = footballCardRates(event, seconds);
      return overUnder(rates[0] + rates[1], so[0] + so[1], spec.line);
    }
    case 'most-cards': {
      const rates = footballCardRates(event, span(event, state, 0, periods).secondsLeft);
      const chances = [0, 0, 0];
      for (const [difference, p] of differences({ score: state.football?.cards ?? [0, 0], rates })) chances[resultIndex(difference)] = (chances[resultIndex(difference)] ?? 0) + p;
      return chances;
    }
    case 'to-be-booked': {
      const rates = footballCardRates(event, span(event, state, 0, periods).secondsLeft);
      const booked = state.football?.booked ?? [];
      return spec.players.map((player) => (booked.includes(player.name) ? 1 : 1 - Math.exp(-rates[player.side] * BOOKING_SHARE)));
    }
    default:
      return null;
  }
}

function shareOf(event: SandboxEvent, player: { name: string; side: 0 | 1 }): number {
  return squadOf(event.competitors[player.side]).find((candidate) => candidate.name === player.name)?.share ?? 0;
}

/**
 * Final set scores of a set from a-b, each game won by the first side with probability q:
 * the chance mass carried forward game by game (a set is at most a few dozen scores).
 */
const setScores = memoised((q: number, a: number, b: number, target: number, winByTwo: boolean, cap: number | null): [number, number, number][] => {
  const finals: [number, number, number][] = [];
  let layer = new Map<string, [number, number, number]>([[`${a}:${b}`, [a, b, 1]]]);
  while (layer.size > 0) {
    const next = new Map<string, [number, number, number]>();
    const carry = (x: number, y: number, p: number) => {
      const key = `${x}:${y}`;
      const entry = next.get(key);
      if (entry) entry[2] += p;
      else next.set(key, [x, y, p]);
    };
    for (const [x, y, p] of layer.values()) {
      // Without a cap a win-by-two set could run on: past 30 games the rest is negligible.
      if (decided(x, y, target, winByTwo, cap) !== null || x + y > 30) finals.push([x, y, p]);
      else {
        carry(x + 1, y, p * q);
        carry(x, y + 1, p * (1 - q));
      }
    }
    layer = next;
  }
  return finals;
}, 128);

/**
 * The match's final games (home, away) with their chances, from the sets played, the set
 * under way and its games. Memoised: every game market of a match asks at each point.
 */
const finalGames = memoised((q: number, setsToWin: number, target: number, winByTwo: boolean, cap: number | null, sets: readonly Pair[], setsWon: Pair): [number, number, number][] => {
  const over = setsWon[0] >= setsToWin || setsWon[1] >= setsToWin;
  const played = over ? sets : sets.slice(0, -1);
  const base: Pair = played.reduce<Pair>(([h, a], [x, y]) => [h + x, a + y], [0, 0]);
  if (over) return [[base[0], base[1], 1]];
  // Set by set, equal states merged: [sets home, sets away, games home, games away, chance].
  let states: [number, number, number, number, number][] = [[setsWon[0], setsWon[1], base[0], base[1], 1]];
  let start: Pair = sets[sets.length - 1] ?? [0, 0];
  const finals = new Map<number, [number, number, number]>();
  while (states.length > 0) {
    const next = new Map<number, [number, number, number, number, number]>();
    for (const [setsHome, setsAway, home, away, p] of states) {
      for (const [x, y, chance] of setScores(q, start[0], start[1], target, winByTwo, cap)) {
        const state: [number, number, number, number, number] = [setsHome + (x > y ? 1 : 0), setsAway + (y > x ? 1 : 0), home + x, away + y, p * chance];
        if (state[0] >= setsToWin || state[1] >= setsToWin) {
          const key = state[2] * 1024 + state[3];
          const known = finals.get(key);
          if (known) known[2] += state[4];
          else finals.set(key, [state[2], state[3], state[4]]);
          continue;
        }
        const key = ((state[0] * 8 + state[1]) * 1024 + state[2]) * 1024 + state[3];
        const known = next.get(key);
        if (known) known[4] += state[4];
        else next.set(key, state);
      }
    }
    states = [...next.values()];
    start = [0, 0];
  }
  return [...finals.values()];
}, 64);

/** The games a tennis match is expected to last, and the home side's expected lead in games: where its lines are set. */
export function expectedGames(event: SandboxEvent): { total: number; lead: number } {
  if (event.model.kind !== 'sets' || event.state.kind !== 'sets') return { total: 0, lead: 0 };
  const { setsToWin, pointsPerSet, winByTwo, cap } = event.model;
  const finals = finalGames(pointChance(event), setsToWin, pointsPerSet, winByTwo, cap, event.state.sets, event.state.setsWon);
  return finals.reduce((sums, [h, a, p]) => ({ total: sums.total + (h + a) * p, lead: sums.lead + (h - a) * p }), { total: 0, lead: 0 });
}

/** The set scores of a set-betting market, in outcome order: the home side's wins (fewest sets lost first), then the away side's. */
export function setBettingScores(setsToWin: number): Pair[] {
  const home = Array.from({ length: setsToWin }, (_, lost): Pair => [setsToWin, lost]);
  const away = Array.from({ length: setsToWin }, (_, index): Pair => [setsToWin - 1 - index, setsToWin]);
  return [...home, ...away];
}

function setsMarket(event: SandboxEvent, state: SetsState, spec: MarketSpec): number[] | 'void' | null {
  if (event.model.kind !== 'sets') return null;
  const { setsToWin, pointsPerSet, winByTwo, cap } = event.model;
  const q = pointChance(event);
  switch (spec.kind) {
    case 'total-games':
      return yesNo(sum(finalGames(q, setsToWin, pointsPerSet, winByTwo, cap, state.sets, state.setsWon), (h, a) => h + a > spec.line));
    case 'game-handicap':
      return yesNo(sum(finalGames(q, setsToWin, pointsPerSet, winByTwo, cap, state.sets, state.setsWon), (h, a) => h - a + spec.line > 0));
    case 'set-betting': {
      const [setsHome, setsAway] = state.setsWon;
      const over = setsHome >= setsToWin || setsAway >= setsToWin;
      // As the match winner prices it (marketModel.ts currentSetChance), so the two agree.
      const current = over ? 0.5 : currentSetChance(event, state, q);
      const finals = finalSetsDistribution(setsToWin, setsHome, setsAway, current, setWinProbability(q, 0, 0, pointsPerSet, winByTwo, cap));
      return setBettingScores(setsToWin).map(([home, away]) => finals.get(`${home}:${away}`) ?? 0);
    }
    default:
      return null;
  }
}

