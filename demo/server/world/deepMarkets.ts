import { DEEP_MARKET_TYPE_IDS as T, periodTypeId, type PeriodKind } from '../../../src/core/index';
import { expectedGames, setBettingScores } from './deepMarketModel';
import { squadOf } from './footballExtras';
import { signed, typeIdFor, type MarketDraft } from './marketDraft';
import { goalsRates } from './marketModel';
import { footballCornerRates } from './trackerIncidents';
import type { SandboxEvent } from './worldTypes';

/**
 * The event page's deeper markets (issue 23, docs/event-page.md): a top match's page offers
 * what bet365 or a Kambi book lists for it (60+ markets in football), tennis its game and
 * set-score markets. They come after the short set (marketFactory.ts), so the ids of every
 * market an event had before stay the same. Prices come from marketModel.ts and
 * deepMarketModel.ts; lines are set around the model's expectation at creation, as a
 * trader sets them, and do not move.
 */
export function deepMarkets(event: SandboxEvent): MarketDraft[] {
  if (event.outright || event.jackpotId) return [];
  if (event.sportCode === 'TENN' && event.model.kind === 'sets') return tennisMarkets(event);
  if (!event.top || event.model.kind !== 'goals') return [];
  if (event.sportCode === 'FOOT') return footballMarkets(event);
  if (event.sportCode === 'BASK') return basketballMarkets(event);
  if (event.sportCode === 'ICEH') return iceHockeyMarkets(event);
  return [];
}

const overUnder = (line: number) => [{ description: `Over ${line}` }, { description: `Under ${line}` }];
const yesNo = () => [{ description: 'Yes' }, { description: 'No' }];
const half = (line: number) => Math.floor(line) + 0.5;

function periodsOf(sportCode: string, kind: PeriodKind, fallback: [number, number]): readonly number[] {
  return [periodTypeId(sportCode, kind, true) ?? fallback[0], periodTypeId(sportCode, kind, false) ?? fallback[1]];
}

function names(event: SandboxEvent) {
  const home = event.competitors[0]?.name ?? 'Home';
  const away = event.competitors[1]?.name ?? 'Away';
  return { home, away, team: (side: 0 | 1) => (side === 0 ? home : away) };
}

function footballMarkets(event: SandboxEvent): MarketDraft[] {
  const { home, away, team } = names(event);
  const match = typeIdFor(event.sportCode, 'WIN_DRAW_WIN').periods;
  const firstHalf = periodsOf('FOOT', 'first-half', [202, 102]);
  const secondHalf = periodsOf('FOOT', 'second-half', [203, 103]);
  const duration = event.model.kind === 'goals' ? event.model.periods * event.model.periodSeconds : 5400;
  const homeSide = { description: home, side: 0 as const };
  const awaySide = { description: away, side: 1 as const };
  const sides = [homeSide, awaySide];
  const squad = ([0, 1] as const).flatMap((side) => squadOf(event.competitors[side]).map((player) => ({ name: player.name, side })));
  const drafts: MarketDraft[] = [];
  const add = (draft: Omit<MarketDraft, 'periods' | 'instance'> & { periods?: readonly number[]; instance?: number | null }) => drafts.push({ periods: match, instance: null, ...draft });

  add({ spec: { kind: 'draw-no-bet' }, description: 'Draw No Bet', marketTypeId: 25, outcomes: sides });
  for (const line of [0.5, 1.5, 2.5, 3.5, 4.5]) add({ spec: { kind: 'total', line }, description: `Total Goals ${line}`, marketTypeId: T.ALTERNATIVE_TOTAL, outcomes: overUnder(line) });
  for (const line of [-2.5, -1.5, -0.5, 0.5, 1.5]) {
    add({ spec: { kind: 'handicap', line }, description: `Asian Handicap ${signed(line)}`, marketTypeId: T.ALTERNATIVE_HANDICAP, outcomes: [{ description: `${home} (${signed(line)})`, side: 0 }, { description: `${away} (${signed(-line)})`, side: 1 }] });
  }
  const scores = [[1, 0], [2, 0], [2, 1], [3, 0], [3, 1], [3, 2], [0, 0], [1, 1], [2, 2], [3, 3], [0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3]] as const;
  add({ spec: { kind: 'correct-score', scores }, description: 'Correct Score', marketTypeId: 21, outcomes: [...scores.map(([h, a]) => ({ description: `${h}-${a}` })), { description: 'Any Other Home Win' }, { description: 'Any Other Draw' }, { description: 'Any Other Away Win' }] });
  add({ spec: { kind: 'exact-goals', top: 6 }, description: 'Exact Total Goals', marketTypeId: T.EXACT_GOALS, outcomes: [...['0', '1', '2', '3', '4', '5'].map((goals) => ({ description: `${goals} Goals` })), { description: '6+ Goals' }] });
  add({ spec: { kind: 'odd-even' }, description: 'Total Goals Odd/Even', marketTypeId: 23, outcomes: [{ description: 'Odd' }, { description: 'Even' }] });
  for (const side of [0, 1] as const) {
    for (const line of [0.5, 1.5, 2.5]) add({ spec: { kind: 'team-total', side, line }, description: `${team(side)} Total Goals ${line}`, marketTypeId: T.TEAM_TOTAL, outcomes: overUnder(line) });
  }
  for (const side of [0, 1] as const) add({ spec: { kind: 'clean-sheet', side }, description: `${team(side)} Clean Sheet`, marketTypeId: T.CLEAN_SHEET, outcomes: yesNo() });
  add({
    spec: { kind: 'winning-margin' },
    description: 'Winning Margin',
    marketTypeId: T.WINNING_MARGIN,
    outcomes: [`${home} by 1`, `${home} by 2`, `${home} by 3+`, 'Draw', `${away} by 1`, `${away} by 2`, `${away} by 3+`].map((description) => ({ description })),
  });
  add({
    spec: { kind: 'result-both-score' },
    description: 'Result and Both Teams To Score',
    marketTypeId: T.RESULT_AND_BOTH_SCORE,
    outcomes: ['Yes', 'No'].flatMap((both) => [home, 'Draw', away].map((result) => ({ description: `${result} and ${both}` }))),
  });
  add({
    spec: { kind: 'half-time-full-time' },
    description: 'Half Time/Full Time',
    marketTypeId: T.HALF_TIME_FULL_TIME,
    outcomes: [home, 'Draw', away].flatMap((first) => [home, 'Draw', away].map((full) => ({ description: `${first}/${full}` }))),
  });
  add({ spec: { kind: 'highest-scoring-half' }, description: 'Highest Scoring Half', marketTypeId: T.HIGHEST_SCORING_HALF, outcomes: [{ description: '1st Half' }, { description: '2nd Half' }, { description: 'Tie' }] });
  add({ spec: { kind: 'span-double-chance', start: 0, end: 1 }, description: '1st Half Double Chance', marketTypeId: 17, periods: firstHalf, instance: 1, outcomes: [{ description: `${home} or Draw` }, { description: `Draw or ${away}` }, { description: `${home} or ${away}` }] });
  for (const line of [0.5, 1.5]) add({ spec: { kind: 'span-total', start: 0, end: 1, line }, description: `1st Half Total ${line}`, marketTypeId: 13, periods: firstHalf, instance: 1, outcomes: overUnder(line) });
  add({ spec: { kind: 'span-both-score', start: 0, end: 1 }, description: '1st Half Both Teams To Score', marketTypeId: 19, periods: firstHalf, instance: 1, outcomes: yesNo() });
  add({ spec: { kind: 'period-result', period: 1 }, description: '2nd Half Result', marketTypeId: 3, periods: secondHalf, instance: 2, outcomes: [homeSide, { description: 'Draw' }, awaySide] });
  for (const line of [0.5, 1.5]) add({ spec: { kind: 'span-total', start: 1, end: 2, line }, description: `2nd Half Total ${line}`, marketTypeId: 13, periods: secondHalf, instance: 2, outcomes: overUnder(line) });
  add({ spec: { kind: 'span-both-score', start: 1, end: 2 }, description: '2nd Half Both Teams To Score', marketTypeId: 19, periods: secondHalf, instance: 2, outcomes: yesNo() });

  // Corners and cards: lines around the model's expectation for the match.
  const [homeCorners, awayCorners] = footballCornerRates(event, duration);
  const cornerLine = half(homeCorners + awayCorners);
  for (const line of [cornerLine - 2, cornerLine - 1, cornerLine, cornerLine + 1]) add({ spec: { kind: 'corners-total', line, firstHalf: false }, description: `Total Corners ${line}`, marketTypeId: T.TOTAL_CORNERS, outcomes: overUnder(line) });
  for (const line of [-1.5, 1.5]) {
    add({ spec: { kind: 'corners-handicap', line }, description: `Corner Handicap ${signed(line)}`, marketTypeId: T.CORNER_HANDICAP, outcomes: [{ description: `${home} (${signed(line)})`, side: 0 }, { description: `${away} (${signed(-line)})`, side: 1 }] });
  }
  add({ spec: { kind: 'first-corner' }, description: 'First Corner', marketTypeId: T.FIRST_CORNER, outcomes: sides });
  add({ spec: { kind: 'team-corners', side: 0, line: half(homeCorners) }, description: `${home} Corners ${half(homeCorners)}`, marketTypeId: T.TEAM_CORNERS, outcomes: overUnder(half(homeCorners)) });
  add({ spec: { kind: 'team-corners', side: 1, line: half(awayCorners) }, description: `${away} Corners ${half(awayCorners)}`, marketTypeId: T.TEAM_CORNERS, outcomes: overUnder(half(awayCorners)) });
  const halfCornerLine = half((homeCorners + awayCorners) / 2);
  add({ spec: { kind: 'corners-total', line: halfCornerLine, firstHalf: true }, description: `1st Half Total Corners ${halfCornerLine}`, marketTypeId: T.TOTAL_CORNERS, periods: firstHalf, instance: 1, outcomes: overUnder(halfCornerLine) });
  for (const line of [2.5, 3.5, 4.5, 5.5]) add({ spec: { kind: 'cards-total', line, firstHalf: false }, description: `Total Cards ${line}`, marketTypeId: T.TOTAL_CARDS, outcomes: overUnder(line) });
  add({ spec: { kind: 'cards-total', line: 1.5, firstHalf: true }, description: '1st Half Total Cards 1.5', marketTypeId: T.TOTAL_CARDS, periods: firstHalf, instance: 1, outcomes: overUnder(1.5) });
  add({ spec: { kind: 'most-cards' }, description: 'Most Cards', marketTypeId: T.MOST_CARDS, outcomes: [homeSide, { description: 'Tie' }, awaySide] });
  add({ spec: { kind: 'to-be-booked', players: squad }, description: 'Player To Be Booked', marketTypeId: T.TO_BE_BOOKED, outcomes: squad.map((player) => ({ description: player.name })) });
  add({
    spec: { kind: 'first-goalscorer', players: squad },
    description: 'First Goalscorer',
    marketTypeId: T.FIRST_GOALSCORER,
    outcomes: [...squad.map((player) => ({ description: player.name })), { description: 'Any Other Player' }, { description: 'No Goalscorer' }],
  });
  add({ spec: { kind: 'anytime-goalscorer', players: squad }, description: 'Anytime Goalscorer', marketTypeId: T.ANYTIME_GOALSCORER, outcomes: squad.map((player) => ({ description: player.name })) });
  return drafts;
}

function basketballMarkets(event: SandboxEvent): MarketDraft[] {
  if (event.model.kind !== 'goals') return [];
  const { home, away, team } = names(event);
  const match = typeIdFor(event.sportCode, 'HEAD_TO_HEAD').periods;
  const halves = periodsOf('BASK', 'half', [272, 172]);
  const quarters = periodsOf('BASK', 'quarter', [271, 171]);
  const [homeRate, awayRate] = goalsRates(event, 1);
  const homeSide = { description: home, side: 0 as const };
  const awaySide = { description: away, side: 1 as const };
  const sides = [homeSide, awaySide];
  const mainLine = -Math.floor(homeRate - awayRate) - 0.5;
  const mainTotal = half(homeRate + awayRate);
  const drafts: MarketDraft[] = [];
  ['1st', '2nd'].forEach((name, index) => {
    drafts.push({ spec: { kind: 'span-result', start: index * 2, end: index * 2 + 2 }, description: `${name} Half Winner`, marketTypeId: 2, periods: halves, instance: index + 1, outcomes: sides });
  });
  ['1st', '2nd'].forEach((name, index) => {
    const line = half((homeRate + awayRate) / 2);
    drafts.push({ spec: { kind: 'span-total', start: index * 2, end: index * 2 + 2, line }, description: `${name} Half Total ${line}`, marketTypeId: 13, periods: halves, instance: index + 1, outcomes: overUnder(line) });
  });
  for (let quarter = 0; quarter < event.model.periods; quarter += 1) {
    const line = half((homeRate + awayRate) / event.model.periods);
    drafts.push({ spec: { kind: 'span-total', start: quarter, end: quarter + 1, line }, description: `Quarter ${quarter + 1} Total ${line}`, marketTypeId: 13, periods: quarters, instance: quarter + 1, outcomes: overUnder(line) });
  }
  for (const shift of [-6, -3, 3, 6]) {
    const line = mainLine + shift;
    drafts.push({ spec: { kind: 'handicap', line }, description: `Alternative Handicap ${signed(line)}`, marketTypeId: T.ALTERNATIVE_HANDICAP, periods: match, instance: null, outcomes: [{ description: `${home} (${signed(line)})`, side: 0 }, { description: `${away} (${signed(-line)})`, side: 1 }] });
  }
  for (const shift of [-10, -5, 5, 10]) {
    const line = mainTotal + shift;
    drafts.push({ spec: { kind: 'total', line }, description: `Alternative Total ${line}`, marketTypeId: T.ALTERNATIVE_TOTAL, periods: match, instance: null, outcomes: overUnder(line) });
  }
  ([0, 1] as const).forEach((side) => {
    const line = half(side === 0 ? homeRate : awayRate);
    drafts.push({ spec: { kind: 'team-total', side, line }, description: `${team(side)} Total Points ${line}`, marketTypeId: T.TEAM_TOTAL, periods: match, instance: null, outcomes: overUnder(line) });
  });
  drafts.push({ spec: { kind: 'odd-even' }, description: 'Total Points Odd/Even', marketTypeId: 23, periods: match, instance: null, outcomes: [{ description: 'Odd' }, { description: 'Even' }] });
  return drafts;
}

function iceHockeyMarkets(event: SandboxEvent): MarketDraft[] {
  if (event.model.kind !== 'goals') return [];
  const { home, away, team } = names(event);
  const match = typeIdFor(event.sportCode, 'WIN_DRAW_WIN').periods;
  const periods = periodsOf('ICEH', 'period', [231, 131]);
  const [homeRate, awayRate] = goalsRates(event, 1);
  const homeSide = { description: home, side: 0 as const };
  const awaySide = { description: away, side: 1 as const };
  const sides = [homeSide, awaySide];
  const drafts: MarketDraft[] = [];
  const whole = (draft: Omit<MarketDraft, 'periods' | 'instance'>) => drafts.push({ ...draft, periods: match, instance: null });
  for (let period = 0; period < event.model.periods; period += 1) {
    drafts.push({ spec: { kind: 'period-result', period }, description: `Period ${period + 1} Result`, marketTypeId: 3, periods, instance: period + 1, outcomes: [homeSide, { description: 'Draw' }, awaySide] });
  }
  for (let period = 0; period < event.model.periods; period += 1) {
    drafts.push({ spec: { kind: 'span-total', start: period, end: period + 1, line: 1.5 }, description: `Period ${period + 1} Total 1.5`, marketTypeId: 13, periods, instance: period + 1, outcomes: overUnder(1.5) });
  }
  for (const line of [-1.5, 1.5]) {
    whole({ spec: { kind: 'handicap', line }, description: `Puck Line ${signed(line)}`, marketTypeId: T.ALTERNATIVE_HANDICAP, outcomes: [{ description: `${home} (${signed(line)})`, side: 0 }, { description: `${away} (${signed(-line)})`, side: 1 }] });
  }
  for (const line of [4.5, 5.5, 6.5]) whole({ spec: { kind: 'total', line }, description: `Total Goals ${line}`, marketTypeId: T.ALTERNATIVE_TOTAL, outcomes: overUnder(line) });
  whole({ spec: { kind: 'double-chance' }, description: 'Double Chance', marketTypeId: 17, outcomes: [{ description: `${home} or Draw` }, { description: `Draw or ${away}` }, { description: `${home} or ${away}` }] });
  whole({ spec: { kind: 'draw-no-bet' }, description: 'Draw No Bet', marketTypeId: 25, outcomes: sides });
  whole({ spec: { kind: 'both-score' }, description: 'Both Teams To Score', marketTypeId: 19, outcomes: yesNo() });
  whole({ spec: { kind: 'odd-even' }, description: 'Total Goals Odd/Even', marketTypeId: 23, outcomes: [{ description: 'Odd' }, { description: 'Even' }] });
  ([0, 1] as const).forEach((side) => {
    const line = half(side === 0 ? homeRate : awayRate);
    whole({ spec: { kind: 'team-total', side, line }, description: `${team(side)} Total Goals ${line}`, marketTypeId: T.TEAM_TOTAL, outcomes: overUnder(line) });
  });
  return drafts;
}

/** Every tennis match: total games, a games handicap and the set score, lines from the model at creation. */
function tennisMarkets(event: SandboxEvent): MarketDraft[] {
  if (event.model.kind !== 'sets') return [];
  const { home, away } = names(event);
  const match = typeIdFor(event.sportCode, 'HEAD_TO_HEAD').periods;
  const { total, lead } = expectedGames(event);
  const totalLine = half(total);
  // The favourite gives its usual lead in games, rounded to a half line.
  const handicapLine = lead >= 0 ? -half(lead) : half(-lead);
  const scores = setBettingScores(event.model.setsToWin);
  return [
    { spec: { kind: 'total-games', line: totalLine }, description: `Total Games ${totalLine}`, marketTypeId: T.TOTAL_GAMES, periods: match, instance: null, outcomes: overUnder(totalLine) },
    {
      spec: { kind: 'game-handicap', line: handicapLine },
      description: `Game Handicap ${signed(handicapLine)}`,
      marketTypeId: T.GAME_HANDICAP,
      periods: match,
      instance: null,
      outcomes: [{ description: `${home} (${signed(handicapLine)})`, side: 0 }, { description: `${away} (${signed(-handicapLine)})`, side: 1 }],
    },
    { spec: { kind: 'set-betting' }, description: 'Set Betting', marketTypeId: T.SET_BETTING, periods: match, instance: null, outcomes: scores.map(([h, a]) => ({ description: h > a ? `${home} ${h}-${a}` : `${away} ${a}-${h}` })) },
  ];
}
