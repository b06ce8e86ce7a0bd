import {
  Big,
  MULTIPLE_BET_TYPE_ID,
  availableSystemCodes,
  betMoney,
  multipleDecimal,
  multipleDescription,
  multipleLines,
  multipleRefusal,
  parlayExtraWinnings,
  placeValue,
  singleLines,
  systemBet,
  systemLines,
  systemNameInEnglish,
  winValue,
  type BetMoney,
  type Leg,
  type ParlayExtraWinningsConfig,
  type TaxRates,
} from '../../../src/core/index';
import { operatorPrecision } from '../content/operatorCurrencies';
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
  /** Tax mode's rates (null: off): the slip's figures are net, so these are too. */
  tax: TaxRates | null;
  /** The price the bettor is offered (odds per brand); the feed's when absent. */
  priceOf?: (selection: Selection) => number;
}

/** A stake total in whole currency units. */
const stakeMoney = (value: Big | number, currency: string): number => inCurrencyUnits(value, currency).toNumber();
/** Tax mode's figures of a staked bet (spec 3 stakeAfterTax, potentialTaxDeduction), null otherwise. */
const taxFields = (bet: BetMoney) =>
  bet.stakeAfterTax === null || bet.totalStake.eq(0) ? {} : { stakeAfterTax: bet.stakeAfterTax.toNumber(), potentialTaxDeduction: (bet.taxDeduction ?? new Big(0)).toNumber() };
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
  const precision = operatorPrecision(context.currency);
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
    const freeMoneyUnitStake = context.freeBet > 0 ? stakeOf(sent?.freeMoneyUnitStake) : 0;
    // The slip's own rule (core betMoney): free money pays winnings only, tax mode is net.
    const bet = betMoney({
      lines: singleLines(winValue(decimal), eachWay && terms ? placeValue(decimal, terms.fraction) : null),
      cashUnit: inCurrencyUnits(unitStake, context.currency),
      freeUnit: inCurrencyUnits(freeMoneyUnitStake, context.currency),
      tax: context.tax,
      precision,
    });
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
      potentialReturns: bet.returns.toNumber(),
      ...taxFields(bet),
      minBetStake: context.minStake,
      maxBetStake: context.maxStake,
      maxFreeMoneyStake: context.freeBet > 0 ? context.freeBet : null,
      freeMoneyUnitStake: freeMoneyUnitStake || null,
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
    const bet = betMoney({ lines: multipleLines(legs.map((leg) => winValue(leg.decimal))), cashUnit: inCurrencyUnits(unitStake, context.currency), tax: context.tax, precision });
    multiples.push({
      ref: 'mul1',
      betTypeId: MULTIPLE_BET_TYPE_ID,
      description: multipleDescription(legs.length),
      noOfBets: 1,
      price,
      unitStake,
      totalStake: bet.totalStake.toNumber(),
      potentialReturns: bet.returns.toNumber(),
      ...taxFields(bet),
      extraParlayWinnings: parlayExtraWinnings(
        { selectionCount: legs.length, stake: bet.totalStake.toNumber(), potentialReturns: bet.returns.toNumber(), excludedFromPromotions: context.excludedFromPromotions },
        context.epw,
        precision,
      ),
    });
  }

  const systems = (legs.length === request.outcomeIds.length ? availableSystemCodes(legs) : []).map((code) => {
    const sent = request.systems.find((system) => String(system.ref ?? system.betTypeId ?? '').endsWith(code));
    const unitStake = stakeOf(sent?.unitStake);
    const { noOfBets } = systemBet(code, legs);
    const bet = betMoney({ lines: systemLines(code, legs, (leg) => winValue(leg.decimal)), cashUnit: inCurrencyUnits(unitStake, context.currency), tax: context.tax, precision });
    return {
      ref: code,
      betTypeId: 200000 + Number(code),
      description: systemNameInEnglish(code, legs.length),
      noOfBets,
      unitStake,
      totalStake: stakeMoney(new Big(unitStake).times(noOfBets), context.currency),
      potentialReturns: bet.returns.toNumber(),
      ...taxFields(bet),
    };
  });

  // As the slip totals them: every bet's stake, free money included; the cost is the cash alone.
  const groupStakes = [...multiples, ...systems].map((bet) => new Big(bet.totalStake));
  const totalCost = [...singles.map((single) => new Big(stakeMoney(single.unitStake, context.currency)).times(single.noOfBets)), ...groupStakes].reduce((sum, value) => sum.plus(value), new Big(0));
  const freeMoney = singles.reduce((sum, single) => sum.plus(new Big(stakeMoney(single.freeMoneyUnitStake ?? 0, context.currency)).times(single.noOfBets)), new Big(0));
  const totalStake = totalCost.plus(freeMoney);
  const potentialReturns = [...singles, ...multiples, ...systems].reduce((sum, bet) => sum.plus(bet.potentialReturns), new Big(0));
  return {
    model: {
      singles,
      multiples,
      systems,
      totalStake: totalStake.toNumber(),
      totalCost: totalCost.toNumber(),
      potentialReturns: potentialReturns.toNumber(),
      availableBalance: context.balance,
      currency: context.currency,
    },
    errors,
  };
}
