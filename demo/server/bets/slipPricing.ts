import {
  Big,
  MULTIPLE_BET_TYPE_ID,
  availableSystemCodes,
  currencyPrecision,
  multipleDecimal,
  multipleDescription,
  multipleRefusal,
  parlayExtraWinnings,
  potentialReturnsExact,
  roundTo,
  systemBet,
  systemDefinition,
  type Leg,
  type ParlayExtraWinningsConfig,
} from '../../../src/core/index';
import type { World } from '../world/world';
import { findSelection, outcomeState, placeTerms, type Selection } from './selectionLookup';
import { inCurrencyUnits } from './stakeUnits';

/** What the slip sends back (spec 7 betslips/selections: the model with its stakes). */
export interface SlipRequest {
  outcomeIds: string[];
  singles: { outcomeId: string; unitStake?: number; eachWay?: boolean; freeMoneyUnitStake?: number }[];
  multiples: { unitStake?: number }[];
  systems: { betTypeId?: number | string; ref?: string; unitStake?: number }[];
}

export interface SlipContext {
  world: World;
  currency: string;
  minStake: number;
  maxStake: number;
  freeBet: number;
  balance: number | null;
  eachWayEnabled: boolean;
  epw: ParlayExtraWinningsConfig | null;
  excludedFromPromotions: boolean;
  /** The price the bettor is offered (odds per brand); the feed's when absent. */
  priceOf?: (selection: Selection) => number;
}

/** A figure computed from unit stakes, in whole currency units (x1000 for a scaled currency), rounded down. */
const money = (value: Big, currency: string): number => roundTo(inCurrencyUnits(value, currency), currencyPrecision(currency), 'down').toNumber();
/** A stake total in whole currency units. */
const stakeMoney = (value: Big | number, currency: string): number => inCurrencyUnits(value, currency).toNumber();
const stakeOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** Reads the request body of POST/PUT betslips/selections in either form. */
export function readSlipRequest(body: unknown): SlipRequest {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const model = (typeof raw.model === 'object' && raw.model !== null ? raw.model : raw) as Record<string, unknown>;
  const singles = Array.isArray(model.singles) ? (model.singles as SlipRequest['singles']).filter((single) => typeof single?.outcomeId === 'string') : [];
  const outcomeIds = typeof raw.outcomeIds === 'string' ? raw.outcomeIds.split(',') : Array.isArray(raw.outcomeIds) ? (raw.outcomeIds as unknown[]).map(String) : singles.map((single) => single.outcomeId);
  return {
    outcomeIds: [...new Set(outcomeIds.map((id) => id.trim()).filter(Boolean))],
    singles,
    multiples: Array.isArray(model.multiples) ? (model.multiples as SlipRequest['multiples']) : [],
    systems: Array.isArray(model.systems) ? (model.systems as SlipRequest['systems']) : [],
  };
}

/**
 * Prices a slip the way the server does for spec 7's betslips/selections: current prices,
 * limits and states per selection, the multiple when the selections make one, the system
 * bets their number allows, and returns computed with the core library.
 */
export function priceSlip(request: SlipRequest, context: SlipContext) {
  const errors: { ref: string; code: string; message: string }[] = [];
  const legs: Leg[] = [];
  const singles = request.outcomeIds.map((outcomeId, index) => {
    const ref = `sel${index + 1}`;
    const selection = findSelection(context.world, outcomeId);
    const state = outcomeState(selection);
    const sent = request.singles.find((single) => single.outcomeId === outcomeId);
    const unitStake = stakeOf(sent?.unitStake);
    const decimal = selection ? (context.priceOf?.(selection) ?? selection.outcome.consolidatedPrice.currentPrice.decimal) : -1;
    const terms = selection ? placeTerms(selection) : null;
    const eachWay = Boolean(sent?.eachWay) && terms !== null && context.eachWayEnabled;
    if (selection) legs.push({ eventId: selection.event.id, marketId: selection.market.id, outcomeId, decimal });
    let message: string | null = null;
    if (!selection) message = 'Your selection is not available anymore';
    else if (state === 'C') message = 'Your selection is not available anymore';
    else if (state === 'S') message = 'Betting on this selection is suspended';
    if (message) errors.push({ ref, code: state === 'S' ? 'RES-00048' : 'RES-00047', message });
    let returns = new Big(unitStake).times(decimal > 1 ? decimal : 0);
    if (eachWay && terms) returns = returns.plus(new Big(unitStake).times(new Big(decimal).minus(1).times(terms.fraction).plus(1)));
    return {
      ref,
      eventId: selection?.event.id ?? null,
      marketId: selection?.market.id ?? null,
      outcomeId,
      eventDescription: selection?.event.description ?? null,
      marketDescription: selection?.market.description ?? null,
      outcomeDescription: selection?.outcome.description ?? null,
      decimal,
      spread: selection?.outcome.consolidatedPrice.currentPrice.spread ?? null,
      unitStake,
      noOfBets: eachWay ? 2 : 1,
      potentialReturns: money(returns, context.currency),
      minBetStake: context.minStake,
      maxBetStake: context.maxStake,
      maxFreeMoneyStake: context.freeBet > 0 ? context.freeBet : null,
      freeMoneyUnitStake: stakeOf(sent?.freeMoneyUnitStake) || null,
      eachWay,
      showEachWay: terms !== null && context.eachWayEnabled,
      placeTerms: terms,
      outcomeState: state,
      message,
      betTypeId: 1,
      isLive: selection?.event.phase === 'live',
    };
  });

  const multiples = [];
  if (legs.length >= 2 && legs.length === request.outcomeIds.length && multipleRefusal(legs) === null) {
    const unitStake = stakeOf(request.multiples[0]?.unitStake);
    const price = multipleDecimal(legs);
    const returns = new Big(unitStake).times(price);
    multiples.push({
      ref: 'mul1',
      betTypeId: MULTIPLE_BET_TYPE_ID,
      description: multipleDescription(legs.length),
      noOfBets: 1,
      price,
      unitStake,
      totalStake: stakeMoney(unitStake, context.currency),
      potentialReturns: money(returns, context.currency),
      extraParlayWinnings: parlayExtraWinnings(
        { selectionCount: legs.length, stake: stakeMoney(unitStake, context.currency), potentialReturns: money(returns, context.currency), excludedFromPromotions: context.excludedFromPromotions },
        context.epw,
      ),
    });
  }

  const systems = (legs.length === request.outcomeIds.length ? availableSystemCodes(legs) : []).map((code) => {
    const sent = request.systems.find((system) => String(system.ref ?? system.betTypeId ?? '').endsWith(code));
    const unitStake = stakeOf(sent?.unitStake);
    const { noOfBets } = systemBet(code, legs);
    return {
      ref: code,
      betTypeId: 200000 + Number(code),
      description: systemDefinition(code)?.name ?? code,
      noOfBets,
      unitStake,
      totalStake: stakeMoney(new Big(unitStake).times(noOfBets), context.currency),
      potentialReturns: money(potentialReturnsExact(code, legs, unitStake), context.currency),
    };
  });

  const totalStake = [
    ...singles.map((single) => new Big(stakeMoney(single.unitStake, context.currency)).times(single.noOfBets)),
    ...multiples.map((multiple) => new Big(multiple.totalStake)),
    ...systems.map((system) => new Big(system.totalStake)),
  ].reduce((sum, value) => sum.plus(value), new Big(0));
  const potentialReturns = [...singles, ...multiples, ...systems].reduce((sum, bet) => sum.plus(bet.potentialReturns), new Big(0));
  return {
    model: {
      singles,
      multiples,
      systems,
      totalStake: totalStake.toNumber(),
      totalCost: totalStake.toNumber(),
      potentialReturns: potentialReturns.toNumber(),
      availableBalance: context.balance,
      currency: context.currency,
    },
    errors,
  };
}
