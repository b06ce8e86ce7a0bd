import {
  Big,
  applyMargins,
  betslipReducer,
  buildPlacementRequest,
  placementSlipModel,
  createMemoryLogger,
  initialBetslipState,
  pricesNeedingConfirmation,
  readStakeInput,
  serverSlipModel,
  slipFigures,
  slipStakes,
  stakePrecision,
  stakedRefs,
  validateStakes,
  type BetslipAction,
  type BetslipState,
  type PlacementRequest,
  type RefreshedSingle,
  type SingleStaking,
  type SlipFigures,
  type StakeProblem,
} from '../../../src/core';
import type { CallerContext, ListedEvent, PricedSingle, PricedSlip } from './moneyApi';
import type { Bettor, MoneyWorld } from './moneyWorld';
import type { LegResult, SlipPlan, StakePick } from './slipPlan';

/** A leg of the plan as the slip holds it, with its feed price (what cash out divides by). */
export interface SlipLeg {
  outcomeId: string;
  feedDecimal: number;
  result: LegResult;
  priceMove: number;
  wonEarly: boolean;
}

/** Parts of the plan the slip did not offer; a stale or hostile client could send them anyway. */
export interface Unoffered {
  /** A multiple stake on legs the slip cannot combine (shared events). */
  multiple: number | null;
  /** System stakes on codes the legs do not allow. */
  systems: { ref: string; unitStake: number }[];
  /** Staked singles with place terms, on a brand whose slip offers no each way. */
  eachWayOutcomes: string[];
}

/** The slip exactly as the SDK would hold it, and everything it would show and send. */
export interface BuiltSlip {
  plan: SlipPlan;
  bettor: Bettor;
  caller: CallerContext;
  legs: SlipLeg[];
  state: BetslipState;
  staking: SingleStaking;
  figures: SlipFigures;
  problems: StakeProblem[];
  request: PlacementRequest;
  /** What the reducer or the stake field refused, in order (for the report). */
  refusals: string[];
  unoffered: Unoffered;
  /** The server's own pricing of the slip (PUT betslips/selections with the model). */
  priced: PricedSlip;
  /** The wallet balance the slip checks stakes against. */
  balance: number;
  /** Something is staked, no stake problem, no slip error and no moved price to accept. */
  placeable: boolean;
}

const quiet = createMemoryLogger();

/** The server's single as the reducer reads it (store/betslipModel.ts refreshedSingle). */
function refreshedSingle(single: PricedSingle): RefreshedSingle {
  const answer: RefreshedSingle = { outcomeId: single.outcomeId, decimal: single.decimal, outcomeState: single.outcomeState, message: single.message };
  for (const key of ['minBetStake', 'maxBetStake', 'maxFreeMoneyStake', 'showEachWay', 'placeTerms', 'eventDescription', 'marketDescription', 'outcomeDescription'] as const) {
    if (single[key] !== undefined) Object.assign(answer, { [key]: single[key] });
  }
  return answer;
}

/** The round amount (1, 2 or 5 x 10^k, never below one minor unit) nearest above `value`. */
function roundAmount(value: Big, unit: Big): Big {
  let power = new Big(unit);
  for (;;) {
    for (const step of [1, 2, 5]) {
      const candidate = power.times(step);
      if (candidate.gte(value)) return candidate;
    }
    power = power.times(10);
  }
}

/**
 * The text a bettor types for a stake pick in the bettor's currency (in thousands for a
 * scaled one), with the currency's places: below the minimum, in range (log scale from the
 * minimum to a thousand times it, capped by the maximum) or from the maximum up to 1.5x.
 */
export function stakeText(pick: StakePick, bettor: Bettor): string {
  const places = bettor.precision;
  const unit = new Big(1).div(new Big(10).pow(places));
  const min = new Big(bettor.settings.bet_stake_min_amount);
  const max = new Big(bettor.settings.bet_stake_max_amount);
  const share = pick.at / 1000;
  // Round picks round up from where `at` points, so shrinking still walks toward the smallest.
  const logBetween = (low: Big, high: Big): Big => new Big(Math.exp(Math.log(low.toNumber()) + (Math.log(high.toNumber()) - Math.log(low.toNumber())) * share).toPrecision(15));
  let value: Big;
  if (pick.band === 'below' && min.gt(unit)) value = logBetween(unit, min.minus(unit)).round(places, Big.roundDown);
  else if (pick.band === 'above') value = max.times(1 + 0.5 * share).round(places, Big.roundUp);
  else {
    const low = min.gt(unit) ? min : unit;
    const high = low.times(1000);
    value = logBetween(low, high.gt(max) ? max : high).round(places, Big.roundUp);
  }
  if (pick.round) value = roundAmount(value, unit);
  if (value.lt(unit)) value = unit;
  return value.toFixed(places);
}

/**
 * Builds the plan's slip the way the SDK does (store/betslipModel.ts), against the real
 * sandbox: the prices the bettor sees (the event list's, through the brand's margins when
 * odds per brand is on), the slip's own state machine for every action, the server's
 * answers to POST and PUT betslips/selections fed back into it, and core's figures, stake
 * rules and placement request.
 */
export async function buildSlip(world: MoneyWorld, plan: SlipPlan): Promise<BuiltSlip> {
  const bettor = world.bettors[plan.brand];
  const caller = world.caller(bettor, plan.oddsFormat);
  const { settings } = bettor;
  const chosen = plan.legs.map((leg) => {
    const event = world.pool[leg.event % world.pool.length]!;
    const market = event.markets[leg.market % event.markets.length]!;
    return { leg, eventId: event.id, marketId: market.id, outcomeId: market.outcomeIds[leg.outcome % market.outcomeIds.length]! };
  });
  const ids = [...new Set(chosen.map((pick) => pick.eventId))];
  const listed = new Map<string, ListedEvent>((await world.api.events(caller, `ids=${ids.join(',')}&eventsPerPage=50&includeMarkets=true`)).events.map((event) => [event.id, event]));

  let state: BetslipState = initialBetslipState;
  const refusals: string[] = [];
  const dispatch = (action: BetslipAction): boolean => {
    const transition = betslipReducer(state, action, { maxBets: settings.max_bets_on_betslip, closedRemovalMs: 3000 });
    state = transition.state;
    if (transition.refusal !== null) refusals.push(`${action.type}${'ref' in action ? ` ${action.ref}` : ''}: ${transition.refusal}`);
    return transition.refusal === null;
  };
  const answered = (priced: PricedSlip): void => {
    dispatch({
      type: 'refresh-answered',
      singles: priced.model.singles.map(refreshedSingle),
      errors: priced.errors.map((error) => ({ code: error.code, message: error.message, ref: error.ref })),
      availableBalance: priced.model.availableBalance,
      now: Date.now(),
    });
  };

  const legs: SlipLeg[] = [];
  const spreads = new Map<string, number | null>();
  for (const pick of chosen) {
    const event = listed.get(pick.eventId);
    const market = event?.markets.find((candidate) => candidate.id === pick.marketId);
    const outcome = market?.outcomes.find((candidate) => candidate.id === pick.outcomeId);
    if (!event || !market || !outcome) throw new Error(`The pool's outcome ${pick.outcomeId} is no longer listed.`);
    const feed = outcome.consolidatedPrice.currentPrice;
    const league = event.eventPaths.length >= 2 ? event.eventPaths.at(-1)?.id : null;
    // The price on the bettor's screen (store/pricingModel.ts): the feed's, through the brand's margins.
    const decimal = bettor.pricing ? applyMargins(feed.decimal, { marketTypeId: market.marketTypeId, leagueId: league, outcomeId: outcome.id }, bettor.pricing, quiet) : feed.decimal;
    if (dispatch({ type: 'add', selection: { eventId: event.id, marketId: market.id, outcomeId: outcome.id, decimal } })) {
      legs.push({ outcomeId: outcome.id, feedDecimal: feed.decimal, result: pick.leg.result, priceMove: pick.leg.priceMove, wonEarly: pick.leg.wonEarly });
      if (feed.decimal > 1) spreads.set(outcome.id, feed.spread);
    }
  }
  answered(await world.api.priceSlip(caller, 'POST', { outcomeIds: state.order }));

  const staking: SingleStaking = {
    negativeOdds: { enabled: settings.betslip_negative_odds_enabled, format: plan.oddsFormat },
    precision: stakePrecision(bettor.precision, bettor.scale),
  };
  const typed = (pick: StakePick, ref: string): number | null => {
    const input = readStakeInput(stakeText(pick, bettor), { precision: bettor.precision, maxDigits: settings.stake_max_digits });
    if (!input.ok) {
      refusals.push(`stake ${ref}: ${input.error}`);
      return null;
    }
    return input.value;
  };
  const eachWayOffered = settings.uk_betslip && settings.each_way_enabled;
  if (plan.expanded && state.order.length >= 2) dispatch({ type: 'set-expanded', expanded: true });
  if (plan.eachWay && eachWayOffered) dispatch({ type: 'set-each-way', checked: true });
  const staked = new Set<string>();
  for (const pick of chosen) {
    const selection = state.bets[pick.outcomeId];
    // A leg the slip refused (the same outcome twice) has no row of its own to stake.
    if (!selection || staked.has(pick.outcomeId)) continue;
    staked.add(pick.outcomeId);
    if (pick.leg.freeBet && (selection.maxFreeMoneyStake ?? 0) > 0) dispatch({ type: 'set-free-bet', outcomeId: pick.outcomeId, mode: 'max' });
    const stake = pick.leg.stake ? typed(pick.leg.stake, selection.ref) : null;
    if (stake !== null) dispatch({ type: 'set-stake', ref: selection.ref, stake });
  }
  const unoffered: Unoffered = { multiple: null, systems: [], eachWayOutcomes: [] };
  if (plan.multiple && state.order.length >= 2) {
    const stake = typed(plan.multiple, 'mul1');
    if (stake !== null && !dispatch({ type: 'set-stake', ref: 'mul1', stake }) && stake > 0) unoffered.multiple = stake;
  }
  for (const system of plan.systems) {
    const stake = state.order.length >= 2 ? typed(system.stake, system.code) : null;
    if (stake !== null && !dispatch({ type: 'set-stake', ref: system.code, stake }) && stake > 0) unoffered.systems.push({ ref: system.code, unitStake: stake });
  }
  if (plan.eachWay && !eachWayOffered) {
    unoffered.eachWayOutcomes = Object.values(state.bets)
      .filter((selection) => selection.placeTerms !== null && selection.unitStake > 0)
      .map((selection) => selection.outcomeId);
  }
  // The model sends the staked slip (PUT) and takes the server's answer, as after the stake debounce.
  const priced = await world.api.priceSlip(caller, 'PUT', serverSlipModel(state, staking));
  answered(priced);

  const figures = slipFigures(state, {
    settings,
    precision: bettor.precision,
    parlay: bettor.parlay,
    excludedFromPromotions: bettor.excludedFromPromotions,
    negativeOdds: staking.negativeOdds,
    scale: bettor.scale,
  });
  const balance = await world.api.balance(caller, bettor.username);
  const problems = validateStakes({ slip: slipStakes(state, figures, staking), currency: bettor.currency, settings, expanded: state.expanded, balance });
  // With the slip model's figures, as the SDK sends them: the sandbox refuses a totalCost its bets do not cost.
  const request = {
    ...buildPlacementRequest(state, { userAcceptOdds: 'D', spreadOf: (outcomeId) => spreads.get(outcomeId), staking }),
    ...placementSlipModel(state, figures, { usePromoCash: false, availableBalance: balance, accountId: bettor.accountId, reference: null }),
  };
  const placeable = stakedRefs(request).length > 0 && problems.length === 0 && state.errors.length === 0 && pricesNeedingConfirmation(state, 'D').length === 0;
  return { plan, bettor, caller, legs, state, staking, figures, problems, request, refusals, unoffered, priced, balance, placeable };
}
