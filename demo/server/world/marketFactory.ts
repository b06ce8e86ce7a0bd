import {
  BASKETBALL_RACE_TO_POINTS,
  CRICKET_OVER_RUN_MARKET_TYPE_IDS,
  PLAYER_PROP_MARKET_TYPE_IDS,
  periodTypeId,
  type MarketKey,
  type Outcome,
} from '../../../src/core/index';
import { deepMarkets } from './deepMarkets';
import { signed, typeIdFor, type MarketDraft } from './marketDraft';
import { marketCertainty, priceFor } from './pricing';
import { goalsRates, outcomeProbabilities } from './marketModel';
import type { MarketSpec, SandboxEvent, SandboxMarket } from './worldTypes';

function mainMarkets(event: SandboxEvent): MarketDraft[] {
  const { model, sportCode } = event;
  const [home, away] = event.competitors;
  const homeName = home?.name ?? 'Home';
  const awayName = away?.name ?? 'Away';
  const homeSide = { description: homeName, side: 0 as const };
  const awaySide = { description: awayName, side: 1 as const };
  const sides = [homeSide, awaySide];
  const d = (home?.strength ?? 0) - (away?.strength ?? 0);
  const drafts: MarketDraft[] = [];
  if (model.kind === 'goals') {
    const resultKey: MarketKey = model.threeWay ? 'WIN_DRAW_WIN' : 'HEAD_TO_HEAD';
    const result = typeIdFor(sportCode, resultKey);
    const outcomes = model.threeWay ? [homeSide, { description: 'Draw' }, awaySide] : sides;
    drafts.push({ spec: { kind: 'match-result' }, description: model.threeWay ? 'Match Result' : 'Money Line', ...result, instance: null, outcomes });
    const [homeRate, awayRate] = goalsRates(event, 1);
    const line = -Math.floor(homeRate - awayRate) - 0.5;
    drafts.push({ spec: { kind: 'handicap', line }, description: `Handicap ${signed(line)}`, ...typeIdFor(sportCode, 'HDP'), instance: null, outcomes: [{ description: `${homeName} (${signed(line)})`, side: 0 }, { description: `${awayName} (${signed(-line)})`, side: 1 }] });
    const total = Math.floor(homeRate + awayRate) + 0.5;
    drafts.push({ spec: { kind: 'total', line: total }, description: `Total ${total}`, ...typeIdFor(sportCode, 'OVER_UNDER'), instance: null, outcomes: [{ description: `Over ${total}` }, { description: `Under ${total}` }] });
    if (sportCode === 'FOOT' || sportCode === 'EFOT') {
      drafts.push({ spec: { kind: 'double-chance' }, description: 'Double Chance', ...typeIdFor(sportCode, 'DOUBLE_CHANCE'), instance: null, outcomes: [{ description: `${homeName} or Draw` }, { description: `Draw or ${awayName}` }, { description: `${homeName} or ${awayName}` }] });
      drafts.push({ spec: { kind: 'both-score' }, description: 'Both Teams To Score', ...typeIdFor(sportCode, 'BOTH_TEAMS_TO_SCORE'), instance: null, outcomes: [{ description: 'Yes' }, { description: 'No' }] });
      const half = { live: periodTypeId('FOOT', 'first-half', true) ?? 202, prematch: periodTypeId('FOOT', 'first-half', false) ?? 102 };
      drafts.push({ spec: { kind: 'period-result', period: 0 }, description: '1st Half Result', marketTypeId: result.marketTypeId, periods: [half.live, half.prematch], instance: 1, outcomes });
    }
    if (sportCode === 'BASK' || sportCode === 'EBSK') {
      const quarter = { live: periodTypeId('BASK', 'quarter', true) ?? 271, prematch: periodTypeId('BASK', 'quarter', false) ?? 171 };
      for (let q = 0; q < model.periods; q += 1) {
        drafts.push({ spec: { kind: 'period-result', period: q }, description: `Quarter ${q + 1} Winner`, marketTypeId: result.marketTypeId, periods: [quarter.live, quarter.prematch], instance: q + 1, outcomes: sides });
      }
      for (const [typeId, target] of Object.entries(BASKETBALL_RACE_TO_POINTS)) {
        drafts.push({ spec: { kind: 'race-to', target }, description: `Race to ${target} Points`, marketTypeId: Number(typeId), periods: result.periods, instance: null, outcomes: sides });
      }
    }
    event.competitors.slice(0, 2).forEach((team, side) => {
      team.players?.forEach((player, index) => {
        const typeOffset = sportCode === 'FOOT' ? 20 : 0;
        const marketTypeId = PLAYER_PROP_MARKET_TYPE_IDS[(typeOffset + index) % PLAYER_PROP_MARKET_TYPE_IDS.length] ?? 7000;
        if (model.kind === 'goals' && model.meanPerTeam > 20) {
          const expected = (side === 0 ? homeRate : awayRate) * player.share;
          const line = Math.floor(expected) + 0.5;
          drafts.push({ spec: { kind: 'player-points', player: player.name, side: side as 0 | 1, line }, description: `${player.name} Points ${line}`, marketTypeId, periods: result.periods, instance: null, playerName: player.name, outcomes: [{ description: `Over ${line}` }, { description: `Under ${line}` }] });
        } else {
          drafts.push({ spec: { kind: 'player-scores', player: player.name, side: side as 0 | 1 }, description: `${player.name} Anytime Scorer`, marketTypeId, periods: result.periods, instance: null, playerName: player.name, outcomes: [{ description: 'Yes' }, { description: 'No' }] });
        }
      });
    });
  } else if (model.kind === 'sets') {
    const result = typeIdFor(sportCode, 'HEAD_TO_HEAD');
    drafts.push({ spec: { kind: 'match-result' }, description: 'Match Winner', ...result, instance: null, outcomes: sides });
    const line = d >= 0 ? -1.5 : 1.5;
    drafts.push({ spec: { kind: 'set-handicap', line }, description: `${model.periodAbbreviation === 'MAP' ? 'Map' : 'Set'} Handicap ${signed(line)}`, ...typeIdFor(sportCode, 'HDP'), instance: null, outcomes: [{ description: `${homeName} (${signed(line)})`, side: 0 }, { description: `${awayName} (${signed(-line)})`, side: 1 }] });
    const totalLine = model.setsToWin + 0.5;
    drafts.push({ spec: { kind: 'total-sets', line: totalLine }, description: `Total ${model.periodAbbreviation === 'MAP' ? 'Maps' : 'Sets'} ${totalLine}`, ...typeIdFor(sportCode, 'OVER_UNDER'), instance: null, outcomes: [{ description: `Over ${totalLine}` }, { description: `Under ${totalLine}` }] });
    const setPeriods = sportCode === 'TENN' ? [periodTypeId('TENN', 'set', true) ?? 210, periodTypeId('TENN', 'set', false) ?? 110] : result.periods;
    for (let set = 0; set < Math.min(3, model.setsToWin * 2 - 1); set += 1) {
      drafts.push({ spec: { kind: 'period-result', period: set }, description: `${model.periodAbbreviation === 'MAP' ? 'Map' : 'Set'} ${set + 1} Winner`, marketTypeId: result.marketTypeId, periods: setPeriods, instance: set + 1, outcomes: sides });
    }
  } else if (model.kind === 'runs') {
    const result = typeIdFor(sportCode, 'HEAD_TO_HEAD');
    drafts.push({ spec: { kind: 'match-result' }, description: 'Match Winner', ...result, instance: null, outcomes: sides });
    const totals = typeIdFor(sportCode, 'OVER_UNDER');
    for (let innings = 0; innings < model.innings; innings += 1) {
      const line = Math.floor(model.oversPerInnings * 6 * 1.44) + 0.5;
      drafts.push({ spec: { kind: 'innings-total', innings, line }, description: `${innings === 0 ? '1st' : '2nd'} Innings Runs ${line}`, ...totals, instance: innings + 1, outcomes: [{ description: `Over ${line}` }, { description: `Under ${line}` }] });
    }
    const overType = CRICKET_OVER_RUN_MARKET_TYPE_IDS[0] ?? 8100;
    for (let over = 1; over <= model.innings * model.oversPerInnings; over += 1) {
      const inningsLabel = over <= model.oversPerInnings ? '1st' : '2nd';
      const overNumber = ((over - 1) % model.oversPerInnings) + 1;
      drafts.push({ spec: { kind: 'over-runs', over, line: 7.5 }, description: `${inningsLabel} Innings Over ${overNumber} Runs`, marketTypeId: overType, periods: result.periods, instance: over, outcomes: [{ description: 'Over 7.5' }, { description: 'Under 7.5' }] });
    }
  } else {
    drafts.push({ spec: { kind: 'outright' }, description: event.outright ? 'Outright Winner' : 'Win', ...typeIdFor(sportCode, 'OUTRIGHT'), instance: null, outcomes: event.competitors.map((runner) => ({ description: runner.name })) });
  }
  return drafts;
}

/** The event's markets, priced from its state now. */
export function buildMarkets(event: SandboxEvent): SandboxMarket[] {
  const feedId = (event.feedCode ?? 'BU').slice(0, 2);
  // The deep set comes after the short one, so every market the short set had keeps its id.
  const short = mainMarkets(event);
  return [...short, ...deepMarkets(event)].map((draft, index) => {
    const id = `${event.id}-${index + 1}`;
    const inRunning = event.phase === 'live';
    const periodId = (inRunning ? draft.periods[0] : draft.periods[1]) ?? 0;
    const outcomes: Outcome[] = draft.outcomes.map((outcome, outcomeIndex) => ({
      id: `${id}-${outcomeIndex + 1}`,
      description: outcome.description,
      ordinalPosition: outcomeIndex + 1,
      opponentId: outcome.side === undefined ? null : (event.competitors[outcome.side]?.id ?? null),
      hidden: false,
      consolidatedPrice: { currentPrice: { id: `${id}-${outcomeIndex + 1}-p`, decimal: 2, spread: null, spread2: null } },
    }));
    const market: SandboxMarket = {
      id,
      eventId: event.id,
      feedId,
      description: draft.description,
      marketTypeId: draft.marketTypeId,
      marketTypeInfo: { style: draft.outcomes.length === 3 ? 'THREE_WAY' : draft.outcomes.length === 2 ? 'TWO_WAY' : 'LIST', ordinalPosition: index + 1 },
      periodId,
      period: { id: periodId, sequence: draft.instance ?? 1, periodType: { id: periodId, inRunning } },
      instance: draft.instance,
      status: 'open',
      playerName: draft.playerName ?? null,
      outcomes,
      spec: draft.spec,
      hold: null,
      ...(index >= short.length ? { deep: true as const } : {}),
    };
    // The first pricing has no history: drop the stand-in price it replaced.
    const priced = reprice(event, market).market;
    return { ...priced, outcomes: priced.outcomes.map((outcome) => ({ ...outcome, consolidatedPrice: { currentPrice: outcome.consolidatedPrice.currentPrice } })) };
  });
}

/** Closed is final; a hold suspends; otherwise the model says open or (near-certain) suspended. */
function statusFor(market: SandboxMarket, certainty: ReturnType<typeof marketCertainty>, live: boolean): SandboxMarket['status'] {
  if (market.status === 'closed' || (certainty === 'decided' && live)) return 'closed';
  if (market.hold !== null || certainty !== 'open') return 'suspended';
  return 'open';
}

const lineOf = (spec: MarketSpec): number | null => ('line' in spec ? spec.line : null);

/**
 * Prices a market from the model. Returns the market unchanged (same object) when no
 * price or status moved, so the simulator publishes only real changes.
 */
export function reprice(event: SandboxEvent, market: SandboxMarket): { market: SandboxMarket; changedOutcomes: string[] } {
  const probabilities = outcomeProbabilities(event, market.spec);
  if (probabilities === 'void') {
    return market.status === 'closed' ? { market, changedOutcomes: [] } : { market: { ...market, status: 'closed' }, changedOutcomes: [] };
  }
  const certainty = marketCertainty(probabilities);
  const changedOutcomes: string[] = [];
  const line = lineOf(market.spec);
  const outcomes = market.outcomes.map((outcome, index) => {
    const decimal = market.pinned?.[outcome.id] ?? priceFor(probabilities[index] ?? 0, market.spec);
    const spread = line === null ? null : index === 0 ? line : -line;
    if (outcome.consolidatedPrice.currentPrice.decimal === decimal && outcome.consolidatedPrice.currentPrice.spread === spread) return outcome;
    changedOutcomes.push(outcome.id);
    return {
      ...outcome,
      consolidatedPrice: {
        currentPrice: { ...outcome.consolidatedPrice.currentPrice, decimal, spread },
        penultimatePrice: outcome.consolidatedPrice.currentPrice,
        antepenultimatePrice: outcome.consolidatedPrice.penultimatePrice ?? null,
      },
    };
  });
  const status = statusFor(market, certainty, event.phase === 'live');
  if (changedOutcomes.length === 0 && status === market.status) return { market, changedOutcomes };
  return { market: { ...market, status, outcomes: changedOutcomes.length === 0 ? market.outcomes : outcomes }, changedOutcomes };
}
