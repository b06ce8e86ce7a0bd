import { totals } from './eventScore';
import { goalsRates } from './marketModel';
import { poissonPmf } from './probability';
import type { MarketSpec, SandboxEvent } from './worldTypes';

/** Whether a final score (home, away goals) makes an outcome win. */
export type ScorePredicate = (home: number, away: number) => boolean;

/** One cell of the final-score grid: the full-time score and its probability. */
export interface ScoreCell {
  home: number;
  away: number;
  probability: number;
}

const resultOf = (difference: number): 0 | 1 | 2 => (difference > 0 ? 0 : difference === 0 ? 1 : 2);

/**
 * What an outcome of a full-time market says about the final score, for the markets a bet
 * builder combines: every one of them is decided by the full-time score alone, so their joint
 * chance is a sum over one score grid. Null for a market that is not (a half, a scorer,
 * corners, draw no bet, which is void on a draw): a builder does not offer it.
 */
export function scorePredicate(spec: MarketSpec, outcomeIndex: number, threeWay: boolean): ScorePredicate | null {
  switch (spec.kind) {
    case 'match-result':
      // A two-way money line splits a tie between both sides: not a function of the score.
      return threeWay ? (h, a) => resultOf(h - a) === outcomeIndex : null;
    case 'handicap':
      // Lines are half goals, so a handicap never pushes.
      return outcomeIndex === 0 ? (h, a) => h - a + spec.line > 0 : (h, a) => h - a + spec.line < 0;
    case 'total':
      return outcomeIndex === 0 ? (h, a) => h + a > spec.line : (h, a) => h + a < spec.line;
    case 'team-total': {
      const goalsOf = (h: number, a: number) => (spec.side === 0 ? h : a);
      return outcomeIndex === 0 ? (h, a) => goalsOf(h, a) > spec.line : (h, a) => goalsOf(h, a) < spec.line;
    }
    case 'double-chance':
      // Home or draw, draw or away, home or away.
      return [(h: number, a: number) => h >= a, (h: number, a: number) => h <= a, (h: number, a: number) => h !== a][outcomeIndex] ?? null;
    case 'both-score':
      return outcomeIndex === 0 ? (h, a) => h > 0 && a > 0 : (h, a) => h === 0 || a === 0;
    case 'clean-sheet': {
      // The side keeps a clean sheet when the other side scores none.
      const conceded = (h: number, a: number) => (spec.side === 0 ? a : h);
      return outcomeIndex === 0 ? (h, a) => conceded(h, a) === 0 : (h, a) => conceded(h, a) > 0;
    }
    case 'odd-even':
      return outcomeIndex === 0 ? (h, a) => (h + a) % 2 === 1 : (h, a) => (h + a) % 2 === 0;
    case 'exact-goals':
      return outcomeIndex < spec.top ? (h, a) => h + a === outcomeIndex : (h, a) => h + a >= spec.top;
    case 'correct-score': {
      const listed = spec.scores[outcomeIndex];
      if (listed) return (h, a) => h === listed[0] && a === listed[1];
      const isListed = (h: number, a: number) => spec.scores.some(([home, away]) => home === h && away === a);
      const otherResult = outcomeIndex - spec.scores.length;
      return otherResult >= 0 && otherResult <= 2 ? (h, a) => !isListed(h, a) && resultOf(h - a) === otherResult : null;
    }
    case 'winning-margin': {
      // Home by 1, 2, 3+, draw, away by 1, 2, 3+ (deepMarkets.ts).
      const margins: ScorePredicate[] = [(h, a) => h - a === 1, (h, a) => h - a === 2, (h, a) => h - a >= 3, (h, a) => h === a, (h, a) => a - h === 1, (h, a) => a - h === 2, (h, a) => a - h >= 3];
      return margins[outcomeIndex] ?? null;
    }
    case 'result-both-score': {
      // Home, draw, away and yes; then the same and no (deepMarkets.ts).
      const both = outcomeIndex < 3;
      const result = outcomeIndex % 3;
      return outcomeIndex > 5 ? null : (h, a) => (h > 0 && a > 0) === both && resultOf(h - a) === result;
    }
    default:
      return null;
  }
}

/**
 * The full-time score distribution the simulator itself prices every market with: the score
 * now plus independent Poisson goals per team at the model's rates for the time left
 * (marketModel.ts goalsRates). The grid is exact to the Poisson tails poissonPmf keeps (it
 * drops under 1e-20 of the mass per team), so a combination no cell satisfies is impossible.
 */
export function finalScoreGrid(event: SandboxEvent): ScoreCell[] {
  if (event.model.kind !== 'goals' || event.state.kind !== 'goals') return [];
  const duration = event.model.periods * event.model.periodSeconds;
  const remaining = Math.max(0, 1 - event.state.elapsed / duration);
  const [homeRate, awayRate] = goalsRates(event, remaining);
  const [home, away] = totals(event.state);
  const homeGoals = poissonPmf(homeRate);
  const awayGoals = poissonPmf(awayRate);
  const cells: ScoreCell[] = [];
  homeGoals.forEach((pHome, x) => awayGoals.forEach((pAway, y) => cells.push({ home: home + x, away: away + y, probability: pHome * pAway })));
  return cells;
}

/** The chance every predicate holds at once: the sum over the cells where they all do. */
export function jointProbability(grid: readonly ScoreCell[], predicates: readonly ScorePredicate[]): number {
  let total = 0;
  for (const cell of grid) if (predicates.every((holds) => holds(cell.home, cell.away))) total += cell.probability;
  return total;
}

/** Whether some final score satisfies every predicate (zero-probability cells included: a score is possible or not). */
export function isPossible(grid: readonly ScoreCell[], predicates: readonly ScorePredicate[]): boolean {
  return grid.some((cell) => predicates.every((holds) => holds(cell.home, cell.away)));
}
