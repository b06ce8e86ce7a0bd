import {
  Big,
  MULTIPLE_BET_TYPE_ID,
  availableSystemCodes,
  cashOutOffer,
  multipleDescription,
  normaliseSystemCode,
  parlayExtraWinnings,
  PROMO_CASH_SHORT,
  promoCashParts,
  promoCashPayout,
  roundTo,
  autoCashOutReached,
  checkAutoCashOutTarget,
  divideDown,
  splitForPartialCashOut,
  stakePrecision,
  systemBet,
  systemNameInEnglish,
  type Leg,
  type TaxRates,
} from '../../../src/core/index';
import { operatorPrecision } from '../content/operatorCurrencies';
import type { Accounts } from '../accounts/accounts';
import { placementKey, type BetLeg, type BetRecord, type PlacementRecord, type StateStore } from '../sandboxState';
import { outcomeProbabilities } from '../world/marketModel';
import type { World } from '../world/world';
import type { SandboxEvent } from '../world/worldTypes';
import { IN_PLAY_DELAY_SECONDS, MAGIC_STAKES, MAX_LINES_PER_SLIP, REFERRAL_SECONDS, REFERRAL_THRESHOLD, resError, type PlacementError } from './resCodes';
import { pinPrice } from './pinPrice';
import { findSelection, outcomeState, placeTerms, type Selection } from './selectionLookup';
import { PARLAY_PROMOTION } from './parlayPromotion';
import { asSettled, ifEveryLegWins, ifOpenLegsWin, recordedBetMoney, type BetShape } from './recordedBetMoney';
import { inCurrencyUnits, unitStakeScale } from './stakeUnits';
import { PARTIAL_CASH_OUT_REFUSALS, AUTO_CASH_OUT_REFUSALS, PRICE_CHANGING_REFUSAL } from './cashOutRefusals';
import { playerExclusion } from '../accounts/playerExclusion';
import { quoteBetBuilder, type BetBuilderError, type BetBuilderQuote } from './betBuilderPricing';
import { createBetBuilderCashOutPrice } from './betBuilderCashOutPrice';

/** The betslip model the client places (spec 3 "Betslip model for the server"). */
export interface PlacementRequest {
  betSlipId?: string;
  /** Where the bet comes from: 11 the web, 20 the native app, 21 the partner app (spec 7); kept with the placement. */
  originId?: number;
  userAcceptOdds?: string;
  singles?: { outcomeId: string; decimal?: number | null; spread?: number | null; unitStake?: number; eachWay?: boolean; freeMoneyUnitStake?: number }[];
  multiples?: { unitStake?: number; betTypeId?: number }[];
  systems?: { betTypeId?: number | string; ref?: string; unitStake?: number }[];
  /** The slip's own figures as the bettor saw them (spec 3); recorded with the placement. */
  globalStake?: number;
  /** What the slip said the wallet pays: a slip that disagrees with its bets' cost is refused (COST-MISMATCH). */
  totalCost?: number;
  potentialReturns?: number;
  totalOdds?: number | null;
  usePromoCash?: boolean;
  /** The promo cash the slip showed it spends (ours, docs/api.md); without it, all of the cost the wallet's promo cash covers. */
  promoCashStake?: number;
  availableBalance?: number | null;
  accountId?: string | null;
  reference?: string | null;
}

/** A bet builder as placed (docs/api.md "Bet builder"): one event's outcomes, the price the bettor saw, one stake. */
export interface BetBuilderPlacementRequest {
  eventId?: string;
  outcomeIds?: string[];
  /** The combined price the bettor agreed to (the pricing call's answer). */
  decimal?: number;
  unitStake?: number;
  /** What the slip said the wallet pays: refused with COST-MISMATCH when it is not the stake. */
  totalCost?: number;
  userAcceptOdds?: string;
  originId?: number;
}

/** The bet type id of a bet builder (ours: spec 3's ids stop at systems). */
export const BET_BUILDER_BET_TYPE_ID = 400001;

/** The refusal of a slip whose totalCost is not what its bets take from the wallet: nothing is taken. */
export const COST_MISMATCH = 'COST-MISMATCH';

export interface BettingOptions {
  store: StateStore;
  world: World;
  accounts: Accounts;
  now: () => number;
  limits: (accountId: string) => {
    minStake: number;
    maxStake: number;
    maxBets: number;
    currency: string;
    tax?: TaxRates | null;
    /** Each way offered by the brand (each_way_enabled); false when not said. */
    eachWayEnabled?: boolean;
    /** The multiple's minimum unit stake (multiple_min_stake), in unit-stake units. */
    multipleMinStake?: number;
    excludedFromPromotions?: boolean;
  };
  /** The price the bettor was offered under an override brand (odds per brand); the feed's by default. */
  bettorPrice?: (selection: Selection, overrideBrand: string | null) => number;
  /** A bet builder's combined price under an override brand (bettorPrice.ts betBuilderPrice); the sandbox's own by default. */
  bettorBuilderPrice?: (decimal: number, leagueId: string | number, overrideBrand: string | null) => number;
}

export type Betting = ReturnType<typeof createBetting>;

/** The decimal places of an amount as sent (10.555 has 3). */
const decimalPlaces = (value: number): number => new Big(value).toFixed().split('.')[1]?.length ?? 0;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const feedPrice = (selection: Selection): number => selection.outcome.consolidatedPrice.currentPrice.decimal;

/** Every leg void, or a bet builder with a void leg and none lost: its joint price no longer describes what is left (recordedBetMoney.ts). */
function isVoidWhole(bet: BetRecord): boolean {
  if (bet.legs.every((leg) => leg.result === 'void')) return true;
  return bet.kind === 'bet-builder' && bet.legs.some((leg) => leg.result === 'void') && !bet.legs.some((leg) => leg.result === 'lose');
}

export function createBetting({ store, world, accounts, now, limits, bettorPrice = feedPrice, bettorBuilderPrice = (decimal) => decimal }: BettingOptions) {
  const money = (value: Big, currency: string) => roundTo(value, operatorPrecision(currency), 'down');
  const builderPriceNow = createBetBuilderCashOutPrice(world);
  // Unit stakes of a thousands-scaled currency are in thousands (stakeUnits.ts); a bet's
  // unitStake is kept as sent, its totalStake, freeBetStake and returns are whole units.

  function respond(record: PlacementRecord, extra: Record<string, unknown> = {}) {
    const wallet = accounts.wallet(record.accountId);
    const bets = store.state.bets.filter((bet) => bet.betSlipId === record.betSlipId);
    const response = {
      betSlipId: record.betSlipId,
      status: record.status,
      reference: bets[0]?.reference ?? null,
      delay: record.decideAt === null ? 0 : Math.max(0, Math.ceil((record.decideAt - now()) / 1000)),
      bets: bets.map(publicBet),
      errors: [] as PlacementError[],
      availableBalance: Number(wallet.balance),
      ...extra,
    };
    return response;
  }

  /** Every check a sportsbook makes before accepting a slip, in order; the first failures win. */
  function validate(accountId: string, request: PlacementRequest, overrideBrand: string | null): PlacementError[] {
    const player = accounts.byAccount(accountId);
    const limit = limits(accountId);
    // A self-exclusion or a time-out (docs/account-safer-gambling.md) refuses every bet.
    if (player?.wagersDisallowed || playerExclusion(store.state, accountId, now()) !== null) return [resError('RES-00103')];
    const singles = request.singles ?? [];
    if (singles.length === 0) return [resError('RES-00049')];
    if (singles.length > limit.maxBets) return [resError('RES-00247')];
    const errors: PlacementError[] = [];
    const legs: Leg[] = [];
    singles.forEach((single, index) => {
      const ref = `sel${index + 1}`;
      const selection = findSelection(world, single.outcomeId);
      if (!selection || selection.event.phase === 'ended') return errors.push(resError('RES-00047', ref));
      const { event, market, outcome } = selection;
      // The price on the bettor's screen: the feed's through the override brand's margins.
      const offered = bettorPrice(selection, overrideBrand);
      legs.push({ eventId: event.id, marketId: market.id, outcomeId: outcome.id, decimal: offered });
      if (world.feedAlert && market.feedId === world.feedAlert.feed) return errors.push(resError('RES-00249', ref));
      if (event.markets.every((candidate) => candidate.status !== 'open')) return errors.push(resError('RES-00108', ref));
      if (outcome.hidden) return errors.push(resError('RES-00109', ref));
      if (outcomeState(selection) !== 'A') return errors.push(resError('RES-00048', ref));
      const current = { ...outcome.consolidatedPrice.currentPrice, decimal: offered };
      if (current.decimal <= 1) return errors.push(resError('RES-00098', ref));
      if (single.decimal === null || single.decimal === undefined || single.decimal === 0) return errors.push(resError('RES-00100', ref));
      if ((single.spread ?? null) !== (current.spread ?? null)) return errors.push(resError('RES-00153', ref));
      const accept = (request.userAcceptOdds ?? 'D').toUpperCase();
      const moved = single.decimal !== current.decimal;
      if (moved && !(accept === 'A' || (accept === 'H' && current.decimal > single.decimal))) return errors.push(resError('RES-00152', ref));
      // Each way the slip would not offer (the brand has it off, or the selection has no place terms): no place price exists.
      if (single.eachWay === true && (!limit.eachWayEnabled || placeTerms(selection) === null)) return errors.push(resError('RES-00098', ref));
      return undefined;
    });
    if (errors.length > 0) return errors;
    const wantsMultiple = (request.multiples ?? []).some((multiple) => num(multiple.unitStake) > 0);
    if (wantsMultiple && new Set(legs.map((leg) => leg.eventId)).size !== legs.length) return [resError('RES-00218', 'mul1')];
    // Only the systems the slip offers on these legs (core availableSystemCodes): a 2-fold on
    // two legs is the multiple itself, a code with no valid combination places nothing.
    const offered = availableSystemCodes(legs);
    const unoffered = (request.systems ?? []).find((system) => num(system.unitStake) > 0 && !offered.includes(normaliseSystemCode(String(system.ref ?? system.betTypeId ?? '')) ?? ''));
    if (unoffered) return [resError('RES-00218', String(unoffered.ref ?? unoffered.betTypeId ?? ''))];
    const stakes: { ref: string; unitStake: number }[] = [
      ...singles.map((single, index) => ({ ref: `sel${index + 1}`, unitStake: num(single.unitStake) })),
      ...(request.multiples ?? []).map((multiple) => ({ ref: 'mul1', unitStake: num(multiple.unitStake) })),
      ...(request.systems ?? []).map((system) => ({ ref: String(system.ref ?? system.betTypeId ?? ''), unitStake: num(system.unitStake) })),
    ].filter((stake) => stake.unitStake !== 0);
    if (stakes.length === 0 && singles.every((single) => num(single.freeMoneyUnitStake) === 0)) return [resError('RES-00140')];
    // A stake finer than the currency's places (EUR 10.555) is no amount a wallet can pay; the slip refuses it too.
    const stakePlaces = stakePrecision(operatorPrecision(limit.currency), unitStakeScale(limit.currency));
    const tooFine = [...stakes, ...singles.map((single, index) => ({ ref: `sel${index + 1}`, unitStake: num(single.freeMoneyUnitStake) }))].find((stake) => decimalPlaces(stake.unitStake) > stakePlaces);
    if (tooFine) return [resError('RES-00049', tooFine.ref)];
    for (const stake of stakes) {
      const magic = MAGIC_STAKES[stake.unitStake.toFixed(2)];
      if (magic) return [resError(magic, stake.ref)];
      if (stake.unitStake < 0 || stake.unitStake < limit.minStake) return [resError('RES-00140', stake.ref)];
      // The multiple has its own minimum (spec 5, multiple_min_stake), as the slip checks it.
      if (stake.ref === 'mul1' && stake.unitStake < (limit.multipleMinStake ?? 0)) return [resError('RES-00140', stake.ref)];
      if (stake.unitStake > limit.maxStake) return [resError('RES-00034', stake.ref)];
    }
    const freeBetUsed = singles.reduce((sum, single) => sum.plus(num(single.freeMoneyUnitStake)), new Big(0));
    if (freeBetUsed.gt(0) && freeBetUsed.gt(player?.freeBet ?? 0)) return [resError('RES-00241')];
    const lines = countLines(request, legs);
    if (lines > MAX_LINES_PER_SLIP) return [resError('RES-00233')];
    return [];
  }

  function countLines(request: PlacementRequest, legs: Leg[]): number {
    const singles = (request.singles ?? []).filter((single) => num(single.unitStake) > 0).length;
    const multiple = (request.multiples ?? []).some((entry) => num(entry.unitStake) > 0) ? 1 : 0;
    const systems = (request.systems ?? []).reduce((sum, system) => {
      if (num(system.unitStake) <= 0) return sum;
      try {
        return sum + systemBet(String(system.ref ?? system.betTypeId ?? ''), legs).noOfBets;
      } catch {
        return sum + MAX_LINES_PER_SLIP + 1;
      }
    }, 0);
    return singles + multiple + systems;
  }

  /**
   * The bets a valid slip makes. Every stake and return comes from core's `betMoney`, the
   * rule the slip showed them with (recordedBetMoney.ts), so the record is the slip's figure.
   */
  function buildBets(accountId: string, request: PlacementRequest, betSlipId: string, reference: string, overrideBrand: string | null): { bet: BetRecord; ref: string }[] {
    const { currency, tax = null, excludedFromPromotions = false } = limits(accountId);
    const placedAt = new Date(now()).toISOString();
    const legOf = (single: NonNullable<PlacementRequest['singles']>[number]): BetLeg => {
      const selection = findSelection(world, single.outcomeId);
      if (!selection) throw new Error(`Outcome ${single.outcomeId} vanished during placement`);
      const price = selection.outcome.consolidatedPrice.currentPrice;
      return {
        eventId: selection.event.id,
        marketId: selection.market.id,
        outcomeId: selection.outcome.id,
        eventDescription: selection.event.description ?? '',
        marketDescription: selection.market.description,
        outcomeDescription: selection.outcome.description,
        decimal: bettorPrice(selection, overrideBrand),
        spread: price.spread ?? null,
        result: 'open',
        placed: null,
        placeTerms: placeTerms(selection),
      };
    };
    const singles = request.singles ?? [];
    const legs = singles.map(legOf);
    const bets: BetRecord[] = [];
    const refs: string[] = [];
    /** `freeUnit` is in whole currency units; `unitStake` as sent; `ref` the slip's name of the bet (sel1, mul1, 058). */
    const add = (ref: string, shape: Omit<BetShape, 'currency' | 'tax' | 'freeBetStake'> & { freeUnit: Big }, betTypeId: number, description: string, extraWinnings: (money: { stake: Big; returns: Big }) => number = () => 0) => {
      refs.push(ref);
      const record: BetShape = { ...shape, currency, tax, freeBetStake: shape.freeUnit.times(shape.noOfBets).toString() };
      const money = recordedBetMoney(record, ifEveryLegWins);
      const counter = store.state.counters.bet + bets.length + 1;
      bets.push({
        betId: `B${String(counter).padStart(8, '0')}`,
        reference,
        betSlipId,
        accountId,
        placedAt,
        kind: record.kind,
        betTypeId,
        description,
        legs: record.legs,
        unitStake: record.unitStake,
        noOfBets: record.noOfBets,
        eachWay: record.eachWay,
        // The cash debited; free money is recorded beside it.
        totalStake: money.cashStake.toString(),
        freeBetStake: money.freeStake.toString(),
        potentialReturns: money.returns.toString(),
        extraWinnings: String(extraWinnings({ stake: money.totalStake, returns: money.returns })),
        tax,
        status: 'open',
        settledAt: null,
        returns: null,
        currency,
      });
    };
    singles.forEach((single, index) => {
      const leg = legs[index] as BetLeg;
      const stake = num(single.unitStake);
      const free = num(single.freeMoneyUnitStake);
      if (stake <= 0 && free <= 0) return;
      const eachWay = Boolean(single.eachWay) && leg.placeTerms !== null;
      add(`sel${index + 1}`, { kind: 'single', legs: [leg], unitStake: String(stake), noOfBets: eachWay ? 2 : 1, eachWay, freeUnit: inCurrencyUnits(free, currency) }, 1, leg.outcomeDescription);
    });
    const multipleStake = num(request.multiples?.[0]?.unitStake);
    if (multipleStake > 0) {
      const parlay = ({ stake, returns }: { stake: Big; returns: Big }) =>
        parlayExtraWinnings({ selectionCount: legs.length, stake: stake.toNumber(), potentialReturns: returns.toNumber(), excludedFromPromotions }, PARLAY_PROMOTION, operatorPrecision(currency));
      add('mul1', { kind: 'multiple', legs, unitStake: String(multipleStake), noOfBets: 1, eachWay: false, freeUnit: new Big(0) }, MULTIPLE_BET_TYPE_ID, multipleDescription(legs.length), parlay);
    }
    for (const system of request.systems ?? []) {
      const stake = num(system.unitStake);
      if (stake <= 0) continue;
      const code = String(system.ref ?? system.betTypeId ?? '').slice(-3);
      const coreLegs = legs.map((leg) => ({ eventId: leg.eventId, marketId: leg.marketId, outcomeId: leg.outcomeId, decimal: leg.decimal }));
      const { noOfBets } = systemBet(code, coreLegs);
      add(code, { kind: code, legs, unitStake: String(stake), noOfBets, eachWay: false, freeUnit: new Big(0) }, 200000 + Number(code), systemNameInEnglish(code, legs.length));
    }
    return bets.map((bet, index) => ({ bet, ref: refs[index] as string }));
  }

  /**
   * The promo cash a slip spends (docs/betslip.md "Promo cash"): what it claims
   * (promoCashStake), else all of its cost the wallet's promo cash covers. Refused with
   * PROMO-CASH-SHORT when the wallet holds none or less than claimed (spent in another tab):
   * nothing is taken. 0 when the slip does not use promo cash.
   */
  function promoCashClaim(accountId: string, request: PlacementRequest, cost: Big): { ok: true; amount: Big } | { ok: false; error: PlacementError } {
    if (request.usePromoCash !== true) return { ok: true, amount: new Big(0) };
    const held = new Big(accounts.wallet(accountId).promoCash);
    const claimed = typeof request.promoCashStake === 'number' && Number.isFinite(request.promoCashStake) ? new Big(request.promoCashStake) : held.lt(cost) ? held : cost;
    if (!held.gt(0) || claimed.gt(held)) {
      return { ok: false, error: { code: PROMO_CASH_SHORT, message: `Your promo cash (${held.toString()}) is less than the ${claimed.toString()} this slip spends: nothing was taken. Check the slip and place it again.` } };
    }
    if (!claimed.gt(0) || claimed.gt(cost)) {
      return { ok: false, error: { code: COST_MISMATCH, message: `The slip spends ${claimed.toString()} of promo cash on bets costing ${cost.toString()}: nothing was taken. Refresh the slip and place it again.` } };
    }
    return { ok: true, amount: claimed };
  }

  function commit(record: PlacementRecord, request: PlacementRequest): PlacementError[] {
    const reference = `R${record.betSlipId.slice(1)}`;
    const built = buildBets(record.accountId, request, record.betSlipId, reference, record.overrideBrand ?? null);
    const bets = built.map(({ bet }) => bet);
    const cash = bets.reduce((sum, bet) => sum.plus(bet.totalStake), new Big(0));
    // What the slip showed = what is taken: a client whose figures disagree with the bets it sent is refused, not charged.
    if (typeof request.totalCost === 'number' && !new Big(request.totalCost).eq(cash)) {
      return [{ code: COST_MISMATCH, message: `The slip's total cost (${request.totalCost}) is not what its bets cost (${cash.toString()}): nothing was taken. Refresh the slip and place it again.` }];
    }
    const promo = promoCashClaim(record.accountId, request, cash);
    if (!promo.ok) return [promo.error];
    // Promo cash pays first, bet by bet in core's order; each bet pays its cash-bet payout less its promo part.
    const parts = promoCashParts(
      built.map(({ bet, ref }) => ({ ref, cashStake: bet.totalStake })),
      promo.amount,
    );
    for (const { bet, ref } of built) {
      const part = parts.get(ref) ?? new Big(0);
      if (part.eq(0)) continue;
      bet.promoCashStake = part.toString();
      bet.potentialReturns = promoCashPayout(bet.potentialReturns, part).toString();
    }
    const fromBalance = cash.minus(promo.amount);
    const balance = new Big(accounts.wallet(record.accountId).balance);
    if (fromBalance.gt(balance)) return [resError('RES-00056')];
    if (promo.amount.gt(0) && !accounts.movePromoCash(record.accountId, promo.amount.times(-1))) return [promoCashClaim(record.accountId, request, cash).ok ? resError('RES-00049') : { code: PROMO_CASH_SHORT, message: 'Your promo cash was spent meanwhile: nothing was taken.' }];
    const debit = accounts.post(record.accountId, 'bet', fromBalance.times(-1), reference);
    if (!debit) {
      if (promo.amount.gt(0)) accounts.movePromoCash(record.accountId, promo.amount);
      return [resError('RES-00056')];
    }
    store.mutate((state) => {
      state.bets.push(...bets);
      state.counters.bet += bets.length;
    });
    return [];
  }

  /** `overrideBrand`: whose margins priced the slip the bettor saw (null: the feed's prices). */
  /** A trader's move the tests set to land as a bet arrives (POST /sandbox/price { onPlacement }): once, on the first bet carrying the outcome. */
  function moveAwaitedPrices(request: PlacementRequest): void {
    for (const single of request.singles ?? []) {
      const decimal = world.priceMovesOnPlacement.get(single.outcomeId);
      const selection = decimal === undefined ? null : findSelection(world, single.outcomeId);
      if (decimal === undefined || !selection) continue;
      world.priceMovesOnPlacement.delete(single.outcomeId);
      pinPrice(world, selection, decimal, false);
    }
  }

  function place(accountId: string, uuid: string, request: PlacementRequest, overrideBrand: string | null = null) {
    const existing = store.state.placements[placementKey(accountId, uuid)];
    if (existing) {
      decide(existing);
      return { idempotent: true, body: existing.response ?? respond(existing) };
    }
    const betSlipId = store.mutate((state) => {
      state.counters.slip += 1;
      return `S${String(state.counters.slip).padStart(8, '0')}`;
    });
    const record: PlacementRecord = { uuid, betSlipId, accountId, status: 'PENDING', decideAt: null, request, response: null, overrideBrand };
    moveAwaitedPrices(request);
    let errors = validate(accountId, request, overrideBrand);
    const { currency } = limits(accountId);
    const unitCash = (request.singles ?? []).reduce((sum, single) => sum.plus(num(single.unitStake) * (single.eachWay ? 2 : 1)), new Big(0)).plus(num(request.multiples?.[0]?.unitStake));
    const totalCash = inCurrencyUnits(unitCash, currency);
    if (errors.length === 0) {
      const balance = new Big(accounts.wallet(accountId).balance);
      const referred = Object.values(store.state.placements)
        .filter((placement) => placement.accountId === accountId && (placement.status === 'REFERRED' || placement.status === 'PENDING'))
        .reduce((sum, placement) => sum.plus(inCurrencyUnits(stakeOfRequest(placement.request as PlacementRequest), currency)), new Big(0));
      const inFlight = Object.values(store.state.placements).some((placement) => placement.accountId === accountId && (placement.status === 'PENDING' || placement.status === 'REFERRED'));
      const promo = promoCashClaim(accountId, request, totalCash);
      const spendable = promo.ok ? balance.plus(promo.amount) : balance;
      if (!promo.ok) errors = [promo.error];
      else if (totalCash.gt(spendable)) errors = [resError('RES-00056')];
      // A slip still waiting (in-play delay or attendant) holds its stake: together too much is RES-00057, otherwise wait (RES-00246).
      else if (totalCash.plus(referred).gt(spendable)) errors = [resError('RES-00057')];
      else if (inFlight) errors = [resError('RES-00246')];
    }
    if (errors.length > 0) {
      record.status = 'REJECTED';
      record.response = { ...respond(record), status: 'REJECTED', errors, currency };
    } else {
      const live = (request.singles ?? []).some((single) => findSelection(world, single.outcomeId)?.event.phase === 'live');
      // The referral threshold is in unit stakes, like the operator's bounds.
      if (unitCash.gte(REFERRAL_THRESHOLD)) {
        record.status = 'REFERRED';
        record.decideAt = now() + REFERRAL_SECONDS * 1000;
      } else if (live) {
        record.status = 'PENDING';
        record.decideAt = now() + IN_PLAY_DELAY_SECONDS * 1000;
      } else {
        const failed = commit(record, request);
        record.status = failed.length === 0 ? 'PLACED' : 'REJECTED';
        record.response = { ...respond(record), errors: failed };
      }
    }
    store.mutate((state) => {
      state.placements[placementKey(accountId, uuid)] = record;
    });
    return { idempotent: false, body: record.response ?? respond(record) };
  }

  function stakeOfRequest(request: PlacementRequest): Big {
    return (request.singles ?? []).reduce((sum, single) => sum.plus(num(single.unitStake)), new Big(0)).plus(num(request.multiples?.[0]?.unitStake));
  }

  /**
   * Decides a pending (in-play delay) or referred slip once its time has come: live
   * prices are checked again after the delay; the attendant rejects referred stakes
   * whose cents are .99 (RES-00195) and accepts the rest.
   */
  function decide(record: PlacementRecord): void {
    if ((record.status !== 'PENDING' && record.status !== 'REFERRED') || record.decideAt === null || record.decideAt > now()) return;
    const request = record.request as PlacementRequest;
    let errors: PlacementError[] = [];
    if (record.status === 'REFERRED' && stakeOfRequest(request).toFixed(2).endsWith('.99')) errors = [resError('RES-00195')];
    // Re-check prices and markets as they are now.
    if (errors.length === 0) errors = validate(record.accountId, request, record.overrideBrand ?? null);
    if (errors.length === 0) errors = commit(record, request);
    record.status = errors.length === 0 ? 'PLACED' : 'REJECTED';
    record.decideAt = null;
    record.response = { ...respond(record), errors };
    store.mutate((state) => {
      state.placements[placementKey(record.accountId, record.uuid)] = record;
    });
  }

  function slipStatus(betSlipId: string) {
    const record = Object.values(store.state.placements).find((placement) => placement.betSlipId === betSlipId);
    if (!record) return null;
    decide(record);
    return { record, body: record.response ?? respond(record) };
  }

  function processDue(): void {
    for (const record of Object.values(store.state.placements)) decide(record);
  }

  /** Leg results from the event's final state: the pricing model at the whistle is 0 or 1. */
  function settleEvent(event: SandboxEvent): void {
    settleLegs(event.id, (leg) => {
      const market = event.markets.find((candidate) => candidate.id === leg.marketId);
      const index = market?.outcomes.findIndex((outcome) => outcome.id === leg.outcomeId) ?? -1;
      const probabilities = market ? outcomeProbabilities(event, market.spec) : 'void';
      const result = probabilities === 'void' || index < 0 ? 'void' : (probabilities[index] ?? 0) > 0.5 ? 'win' : 'lose';
      let placed: boolean | null = null;
      if (leg.placeTerms && event.state.kind === 'race' && event.state.finishingOrder && market) {
        const runner = event.competitors[index];
        const position = runner ? event.state.finishingOrder.indexOf(runner.id) : -1;
        placed = position >= 0 && position < leg.placeTerms.places;
      }
      return { result, placed };
    });
  }

  /**
   * Decides the open legs on one event with `decide`, then pays every bet whose legs are
   * all decided. The world's event ends call it; tests and the operator's admin decide
   * results with it directly.
   */
  function settleLegs(eventId: string, decide: (leg: BetLeg) => { result: 'win' | 'lose' | 'void'; placed: boolean | null }): void {
    const open = store.state.bets.filter((bet) => bet.status === 'open' && bet.legs.some((leg) => leg.eventId === eventId && leg.result === 'open'));
    if (open.length === 0) return;
    for (const bet of open) {
      for (const leg of bet.legs) {
        if (leg.eventId !== eventId || leg.result !== 'open') continue;
        const decided = decide(leg);
        leg.result = decided.result;
        if (leg.placeTerms) leg.placed = decided.placed;
      }
      if (bet.legs.every((leg) => leg.result !== 'open')) settleBet(bet);
    }
    store.mutate(() => undefined);
  }

  /**
   * Pays a bet whose legs are all decided, by the rule it was priced with (core betMoney:
   * win x price, void x 1, lost x 0 per line; free money its winnings only; tax withheld),
   * plus the parlay bonus when every leg won.
   */
  function settleBet(bet: BetRecord): void {
    let paid: Big;
    if (bet.kind === 'jackpot') {
      // Every event needs one winning (or void) pick among the bettor's picks for it.
      const byEvent = new Map<string, BetLeg[]>();
      for (const leg of bet.legs) byEvent.set(leg.eventId, [...(byEvent.get(leg.eventId) ?? []), leg]);
      const allRight = [...byEvent.values()].every((picks) => picks.some((leg) => leg.result !== 'lose'));
      paid = money(allRight ? new Big(bet.potentialReturns) : new Big(0), bet.currency);
    } else if (isVoidWhole(bet)) {
      // A bet with nothing left to decide is cancelled: the cash paid comes back whole, the
      // excise of a taxed bet included; free money is not cash and is not paid out. Promo
      // cash goes back to promo cash, the rest to the balance.
      const promo = new Big(bet.promoCashStake ?? 0);
      if (promo.gt(0)) accounts.movePromoCash(bet.accountId, promo);
      paid = recordedBetMoney(bet, asSettled).cashStake.minus(promo);
    } else {
      // Promo cash's winnings are paid as cash, its stake is not returned (core promoCashPayout).
      paid = promoCashPayout(recordedBetMoney(bet, asSettled).returns, bet.promoCashStake ?? 0);
      if (bet.legs.every((leg) => leg.result === 'win')) paid = paid.plus(bet.extraWinnings ?? 0);
    }
    const allVoid = isVoidWhole(bet);
    bet.status = allVoid ? 'void' : paid.gt(0) ? 'won' : 'lost';
    bet.returns = paid.toString();
    bet.settledAt = new Date(now()).toISOString();
    if (paid.gt(0)) accounts.post(bet.accountId, allVoid ? 'refund' : 'payout', paid, bet.reference);
  }

  /**
   * What the bookmaker pays now to close an open single, multiple or bet builder (core cashOutOffer):
   * what it pays if its open legs win, net of tax, over their current prices, less 5%. So
   * an offer never exceeds the potential returns, taxed or not.
   * Null when it cannot be cashed out (a leg lost or suspended, a system bet, each way, a free bet).
   * A bet builder's open legs are priced together (betBuilderCashOutValue).
   */
  function cashOutValue(bet: BetRecord): Big | null {
    if (bet.status !== 'open' || !cashOutShapeAllowed(bet)) return null;
    if (bet.kind === 'bet-builder') return betBuilderCashOutValue(bet);
    const openPrices: number[] = [];
    for (const leg of bet.legs) {
      if (leg.result === 'lose') return null;
      if (leg.result !== 'open') continue;
      const selection = findSelection(world, leg.outcomeId);
      if (!selection || outcomeState(selection) !== 'A') return null;
      openPrices.push(selection.outcome.consolidatedPrice.currentPrice.decimal);
    }
    return cashOutOffer(recordedBetMoney(bet, ifOpenLegsWin).returns, openPrices, operatorPrecision(bet.currency));
  }

  /**
   * A bet builder's cash-out value by the same rule (core cashOutOffer): what it pays if its
   * open legs win (every leg won: stake x combined price; a void leg and none lost: the stake
   * back; net of tax), over the price its open legs have together now (the builder's own
   * model and margin: betBuilderCashOutPrice.ts), less the cash-out margin. Null when a leg
   * lost, every leg is decided (it settles), or its open legs have no price now.
   */
  function betBuilderCashOutValue(bet: BetRecord): Big | null {
    if (bet.legs.some((leg) => leg.result === 'lose')) return null;
    const open = bet.legs.filter((leg) => leg.result === 'open');
    const price = builderPriceNow(open[0]?.eventId ?? '', open.map((leg) => leg.outcomeId));
    if (price === null) return null;
    return cashOutOffer(recordedBetMoney(bet, ifOpenLegsWin).returns, [price], operatorPrecision(bet.currency));
  }

  /** Whether a bet of this kind can ever be cashed out (its prices aside). */
  function cashOutShapeAllowed(bet: BetRecord): boolean {
    // A promo-cash bet is not cashed out either: its value would have to decide what the promo part is worth (docs/betslip.md "Promo cash").
    return (bet.kind === 'single' || bet.kind === 'multiple' || bet.kind === 'bet-builder') && !bet.eachWay && !new Big(bet.freeBetStake).gt(0) && !new Big(bet.promoCashStake ?? 0).gt(0);
  }

  function publicBet(bet: BetRecord) {
    const cashOut = cashOutValue(bet);
    const { tax: _tax, ...shown } = bet;
    return {
      ...shown,
      unitStake: Number(bet.unitStake),
      totalStake: Number(bet.totalStake),
      potentialReturns: Number(bet.potentialReturns),
      extraWinnings: Number(bet.extraWinnings ?? 0),
      returns: bet.returns === null ? null : Number(bet.returns),
      freeBetStake: Number(bet.freeBetStake),
      promoCashStake: Number(bet.promoCashStake ?? 0),
      cashOutValue: cashOut === null ? null : cashOut.toNumber(),
      partialCashOuts: (bet.partialCashOuts ?? []).map((part) => ({ amount: Number(part.amount), cashedStake: Number(part.cashedStake), remainingStake: Number(part.remainingStake), remainingReturns: Number(part.remainingReturns), at: part.at })),
      autoCashOut: bet.autoCashOut ? { target: Number(bet.autoCashOut.target), setAt: bet.autoCashOut.setAt, executed: bet.autoCashOut.executed ? { amount: Number(bet.autoCashOut.executed.amount), at: bet.autoCashOut.executed.at } : null } : null,
    };
  }

  /**
   * Cashes out a whole open bet at `offered`, which must be today's value. `settling` names
   * bets whose price is still moving (the cash-out watch's): refused then (PRICE_CHANGING_REFUSAL).
   */
  function cashOut(accountId: string, betId: string, offered: number, settling: (bet: BetRecord) => boolean = () => false): { ok: true; bet: ReturnType<typeof publicBet> } | { ok: false; status: 404 | 409; error: string; message: string; value?: number | null } {
    const bet = store.state.bets.find((candidate) => candidate.betId === betId && candidate.accountId === accountId);
    if (!bet) return { ok: false, status: 404, error: 'bet-not-found', message: `No open bet ${betId} on this account.` };
    const value = cashOutValue(bet);
    if (value === null) return { ok: false, status: 409, error: 'cashout-unavailable', message: 'This bet cannot be cashed out now (a selection is suspended or settled).', value: null };
    if (settling(bet)) return PRICE_CHANGING_REFUSAL;
    if (!value.eq(new Big(offered))) return { ok: false, status: 409, error: 'cashout-value-changed', message: 'The cash-out value changed. Confirm the new value.', value: value.toNumber() };
    bet.status = 'cashed-out';
    bet.returns = value.toString();
    bet.settledAt = new Date(now()).toISOString();
    accounts.post(accountId, 'cashout', value, bet.reference);
    store.mutate(() => undefined);
    return { ok: true, bet: publicBet(bet) };
  }

  /**
   * A bet builder as one bet (docs/bet-builder.md): priced again now (quoteBetBuilder), held
   * to the price the bettor agreed to under their odds setting (RES-00152 otherwise, with the
   * new price in the answer), its stake checked as a single's, the wallet debited once, and
   * recorded as a placement under (account, uuid) so a resent request answers its first answer.
   */
  /** A bet builder's quote as the bettor of `overrideBrand` is offered it: their legs' prices and the combined price through their brand's margins. */
  function quoteBetBuilderFor(eventId: string, outcomeIds: readonly string[], overrideBrand: string | null): BetBuilderQuote {
    return quoteBetBuilder(world, eventId, outcomeIds, {
      leg: (selection) => bettorPrice(selection, overrideBrand),
      combined: (decimal, event) => bettorBuilderPrice(decimal, event.leagueId, overrideBrand),
    });
  }

  function placeBetBuilder(accountId: string, uuid: string, request: BetBuilderPlacementRequest, overrideBrand: string | null = null): { idempotent: boolean; body: Record<string, unknown> } {
    const existing = store.state.placements[placementKey(accountId, uuid)];
    if (existing) return { idempotent: true, body: (existing.response ?? respond(existing)) as Record<string, unknown> };
    const betSlipId = store.mutate((state) => {
      state.counters.slip += 1;
      return `S${String(state.counters.slip).padStart(8, '0')}`;
    });
    const record: PlacementRecord = { uuid, betSlipId, accountId, status: 'REJECTED', decideAt: null, request: { betBuilder: request }, response: null, overrideBrand };
    // Priced again now, for the override brand the bettor was quoted under: the agreed price is checked against it.
    const quote = quoteBetBuilderFor(String(request.eventId ?? ''), Array.isArray(request.outcomeIds) ? request.outcomeIds.map(String) : [], overrideBrand);
    const errors: (PlacementError | BetBuilderError)[] = [];
    const limit = limits(accountId);
    const stake = num(request.unitStake);
    const player = accounts.byAccount(accountId);
    if (player?.wagersDisallowed || playerExclusion(store.state, accountId, now()) !== null) errors.push(resError('RES-00103'));
    else if (!quote.ok) errors.push(...quote.errors);
    else {
      const agreed = num(request.decimal);
      const accept = (request.userAcceptOdds ?? 'D').toUpperCase();
      const moved = agreed !== quote.decimal;
      const stakePlaces = stakePrecision(operatorPrecision(limit.currency), unitStakeScale(limit.currency));
      const cost = inCurrencyUnits(stake, limit.currency);
      if (agreed <= 1) errors.push(resError('RES-00100', 'bb1'));
      else if (moved && !(accept === 'A' || (accept === 'H' && quote.decimal > agreed))) errors.push(resError('RES-00152', 'bb1'));
      else if (stake <= 0 || stake < limit.minStake || decimalPlaces(stake) > stakePlaces) errors.push(resError('RES-00140', 'bb1'));
      else if (stake > limit.maxStake) errors.push(resError('RES-00034', 'bb1'));
      else if (typeof request.totalCost === 'number' && !new Big(request.totalCost).eq(cost)) {
        errors.push({ code: COST_MISMATCH, message: `The slip's total cost (${request.totalCost}) is not the bet builder's stake (${cost.toString()}): nothing was taken. Refresh the slip and place it again.` });
      } else if (cost.gt(accounts.wallet(accountId).balance)) errors.push(resError('RES-00056'));
    }
    if (errors.length === 0 && quote.ok) {
      const reference = `R${betSlipId.slice(1)}`;
      const event = world.events.get(quote.eventId);
      const legs: BetLeg[] = quote.legs.map((leg) => ({
        eventId: quote.eventId,
        marketId: leg.marketId,
        outcomeId: leg.outcomeId,
        eventDescription: event?.description ?? '',
        marketDescription: leg.marketDescription,
        outcomeDescription: leg.outcomeDescription,
        decimal: leg.decimal,
        spread: null,
        result: 'open',
        placed: null,
        placeTerms: null,
      }));
      const shape: BetShape = { kind: 'bet-builder', legs, unitStake: String(stake), noOfBets: 1, eachWay: false, freeBetStake: '0', currency: limit.currency, tax: limit.tax ?? null, combinedDecimal: quote.decimal };
      const figures = recordedBetMoney(shape, ifEveryLegWins);
      if (!accounts.post(accountId, 'bet', figures.cashStake.times(-1), reference)) errors.push(resError('RES-00056'));
      else {
        const bet: BetRecord = {
          betId: `B${String(store.state.counters.bet + 1).padStart(8, '0')}`,
          reference,
          betSlipId,
          accountId,
          placedAt: new Date(now()).toISOString(),
          kind: 'bet-builder',
          betTypeId: BET_BUILDER_BET_TYPE_ID,
          description: `Bet Builder (${legs.length} selections)`,
          legs,
          unitStake: String(stake),
          noOfBets: 1,
          eachWay: false,
          totalStake: figures.cashStake.toString(),
          freeBetStake: '0',
          potentialReturns: figures.returns.toString(),
          extraWinnings: '0',
          tax: limit.tax ?? null,
          combinedDecimal: quote.decimal,
          status: 'open',
          settledAt: null,
          returns: null,
          currency: limit.currency,
        };
        store.mutate((state) => {
          state.bets.push(bet);
          state.counters.bet += 1;
        });
        record.status = 'PLACED';
      }
    }
    // The current price goes with a refusal, so the slip can offer it (Accept new prices).
    record.response = { ...respond(record), errors, decimal: quote.ok ? quote.decimal : null, currency: limit.currency };
    store.mutate((state) => {
      state.placements[placementKey(accountId, uuid)] = record;
    });
    return { idempotent: false, body: record.response as Record<string, unknown> };
  }

  type CashOutRefusal = { ok: false; status: 400 | 404 | 409; error: string; message: string; value?: number | null };

  const ownBet = (accountId: string, betId: string) => store.state.bets.find((candidate) => candidate.betId === betId && candidate.accountId === accountId);

  /** The whole cash-out value the bet would have with another cash stake (currency units), at today's prices. */
  const valueAtStake = (bet: BetRecord, stake: Big): Big | null => cashOutValue({ ...bet, unitStake: stake.div(unitStakeScale(bet.currency)).toString() });

  /**
   * Cashes out part of an open bet (docs/api.md "Partial cash out"): pays exactly `amount`
   * and leaves the rest of the stake on, split by core's `splitForPartialCashOut` (the
   * stake parts add up to the cent; the remainder never worth more than what was left).
   * The bet keeps its id; its stake and potential returns become the remainder's, by the
   * rule the slip priced it with, and the split is recorded on it.
   */
  function planPartialCashOut(accountId: string, betId: string, offered: number, amountText: string, settling: (bet: BetRecord) => boolean) {
    const bet = ownBet(accountId, betId);
    if (!bet || bet.status !== 'open') return { ok: false, status: 404, error: 'bet-not-found', message: `No open bet ${betId} on this account.` } as const;
    const value = cashOutValue(bet);
    if (value === null) return { ok: false, status: 409, error: 'cashout-unavailable', message: 'This bet cannot be cashed out now (a selection is suspended or settled).', value: null } as const;
    if (settling(bet)) return PRICE_CHANGING_REFUSAL;
    if (!value.eq(new Big(offered))) return { ok: false, status: 409, error: 'cashout-value-changed', message: 'The cash-out value changed. Choose the amount again against the new value.', value: value.toNumber() } as const;
    const stake = inCurrencyUnits(bet.unitStake, bet.currency);
    const split = splitForPartialCashOut({ stake, value, amount: amountText, precision: operatorPrecision(bet.currency), remainderValue: (part) => valueAtStake(bet, part) });
    if (!split.ok) return { ok: false, status: 400, error: split.refusal, message: PARTIAL_CASH_OUT_REFUSALS[split.refusal], value: value.toNumber() } as const;
    return { ok: true, bet, stake, split } as const;
  }

  /** The checks of a partial cash out without paying it: the route runs them before the cashout_timeout hold. */
  function partialCashOutCheck(accountId: string, betId: string, offered: number, amountText: string, settling: (bet: BetRecord) => boolean = () => false): { ok: true } | CashOutRefusal {
    const plan = planPartialCashOut(accountId, betId, offered, amountText, settling);
    return plan.ok ? { ok: true } : plan;
  }

  function partialCashOut(accountId: string, betId: string, offered: number, amountText: string, settling: (bet: BetRecord) => boolean = () => false): { ok: true; bet: ReturnType<typeof publicBet>; amount: string } | CashOutRefusal {
    const plan = planPartialCashOut(accountId, betId, offered, amountText, settling);
    if (!plan.ok) return plan;
    const { bet, stake, split } = plan;
    const precision = operatorPrecision(bet.currency);
    const before = { potentialReturns: new Big(bet.potentialReturns), extraWinnings: new Big(bet.extraWinnings ?? 0) };
    bet.unitStake = split.remainingStake.div(unitStakeScale(bet.currency)).toString();
    const remaining = recordedBetMoney(bet, ifEveryLegWins);
    bet.totalStake = remaining.cashStake.toString();
    bet.potentialReturns = remaining.returns.toString();
    // The parlay bonus shrinks with the stake it was promised on, rounded down like every payout.
    bet.extraWinnings = divideDown(before.extraWinnings.times(split.remainingStake), stake, precision).toString();
    bet.partialCashOuts = [
      ...(bet.partialCashOuts ?? []),
      { amount: split.amount.toString(), cashedStake: split.cashedStake.toString(), remainingStake: split.remainingStake.toString(), remainingReturns: remaining.returns.toString(), at: new Date(now()).toISOString() },
    ];
    // An auto rule set on the whole bet would now fire on a smaller value: the bettor sets it again.
    if (bet.autoCashOut && bet.autoCashOut.executed === null) bet.autoCashOut = null;
    if (remaining.returns.gt(before.potentialReturns)) throw new Error(`Partial cash out of ${betId} raised its potential returns: refusing to record it.`);
    accounts.post(accountId, 'cashout', split.amount, bet.reference);
    store.mutate(() => undefined);
    return { ok: true, bet: publicBet(bet), amount: split.amount.toString() };
  }

  /**
   * Sets, changes or removes (target null) a bet's auto cash-out rule. Kept at the operator,
   * so it fires with the bettor's page closed; checked against core's rules (never above
   * the potential returns: no offer ever is). A rule already executed cannot change.
   */
  function setAutoCashOut(accountId: string, betId: string, target: string | null, settling: (bet: BetRecord) => boolean = () => false): { ok: true; bet: ReturnType<typeof publicBet> } | CashOutRefusal {
    const bet = ownBet(accountId, betId);
    if (!bet || bet.status !== 'open') return { ok: false, status: 404, error: 'bet-not-found', message: `No open bet ${betId} on this account.` };
    if (target === null) {
      bet.autoCashOut = null;
    } else {
      if (!cashOutShapeAllowed(bet)) return { ok: false, status: 409, error: 'cashout-unavailable', message: 'This bet cannot be cashed out, so it cannot have an auto cash-out rule.' };
      const refusal = checkAutoCashOutTarget(target, bet.potentialReturns, operatorPrecision(bet.currency));
      if (refusal) return { ok: false, status: 400, error: refusal, message: AUTO_CASH_OUT_REFUSALS[refusal](bet.potentialReturns, bet.currency) };
      bet.autoCashOut = { target: new Big(target).toString(), setAt: new Date(now()).toISOString(), executed: null };
    }
    store.mutate(() => undefined);
    // A target at or under today's value fires at once: the bettor asked for exactly that
    // (while a price is moving, once it settles: the watch's next check runs the rules).
    runAutoCashOuts(settling);
    return { ok: true, bet: publicBet(bet) };
  }

  /**
   * Executes every armed auto cash-out whose bet's value has reached its target, in full at
   * that value. Exactly once: the bet leaves `open` and the rule records its execution in
   * the same synchronous step, so a later check (the next price move, a second trigger)
   * finds nothing to do. `settling` names bets whose price is still moving (the cash-out
   * watch's), skipped until it settles. Answers the bets it cashed out.
   */
  function runAutoCashOuts(settling: (bet: BetRecord) => boolean = () => false): BetRecord[] {
    const executed: BetRecord[] = [];
    for (const bet of store.state.bets) {
      const rule = bet.autoCashOut;
      if (bet.status !== 'open' || !rule || rule.executed !== null) continue;
      // While a price of the bet is still moving there is no offer (shown suspended): the rule waits for the settled value.
      if (settling(bet)) continue;
      const value = cashOutValue(bet);
      if (!autoCashOutReached(value, rule.target) || value === null) continue;
      // Never above the potential returns (core's rule on every offer); checked again because money moves here.
      if (value.gt(bet.potentialReturns)) continue;
      const at = new Date(now()).toISOString();
      bet.status = 'cashed-out';
      bet.returns = value.toString();
      bet.settledAt = at;
      rule.executed = { amount: value.toString(), at };
      accounts.post(bet.accountId, 'cashout', value, bet.reference);
      executed.push(bet);
    }
    if (executed.length > 0) store.mutate(() => undefined);
    return executed;
  }

  /** A complete jackpot coupon as one bet: its picks are the legs, the prize its return. */
  function placeJackpot(accountId: string, jackpot: { id: string; name: string; prize: number; eventIds: string[] }, outcomeIds: string[], globalStake: number, noOfBets: number): { ok: true; bet: BetRecord } | { ok: false } {
    const { currency } = limits(accountId);
    const cost = new Big(globalStake).times(noOfBets);
    const reference = store.mutate((state) => {
      state.counters.slip += 1;
      return `J${String(state.counters.slip).padStart(8, '0')}`;
    });
    const legs: BetLeg[] = outcomeIds.flatMap((outcomeId) => {
      const selection = findSelection(world, outcomeId);
      if (!selection) return [];
      return [
        {
          eventId: selection.event.id,
          marketId: selection.market.id,
          outcomeId,
          eventDescription: selection.event.description ?? '',
          marketDescription: selection.market.description,
          outcomeDescription: selection.outcome.description,
          decimal: selection.outcome.consolidatedPrice.currentPrice.decimal,
          spread: null,
          result: 'open' as const,
          placed: null,
          placeTerms: null,
        },
      ];
    });
    if (!accounts.post(accountId, 'bet', cost.times(-1), reference)) return { ok: false };
    const bet: BetRecord = {
      betId: `B${String(store.state.counters.bet + 1).padStart(8, '0')}`,
      reference,
      betSlipId: reference,
      accountId,
      placedAt: new Date(now()).toISOString(),
      kind: 'jackpot',
      betTypeId: 300000,
      description: jackpot.name,
      legs,
      unitStake: String(globalStake),
      noOfBets,
      eachWay: false,
      totalStake: cost.toString(),
      freeBetStake: '0',
      potentialReturns: String(jackpot.prize),
      status: 'open',
      settledAt: null,
      returns: null,
      currency,
    };
    store.mutate((state) => {
      state.bets.push(bet);
      state.counters.bet += 1;
    });
    return { ok: true, bet };
  }

  return {
    place,
    placeBetBuilder,
    placeJackpot,
    slipStatus,
    processDue,
    settleEvent,
    settleLegs,
    // Settles a bet whose legs are all decided (POST /sandbox/settle decides them as a test chooses).
    settleBet,
    quoteBetBuilderFor,
    cashOutValue,
    cashOutShapeAllowed,
    cashOut,
    partialCashOut,
    partialCashOutCheck,
    setAutoCashOut,
    runAutoCashOuts,
    publicBet,
    openBets: (accountId: string) => store.state.bets.filter((bet) => bet.accountId === accountId && bet.status === 'open').map(publicBet),
    settledBets: (accountId: string, count: number, range?: { fromMs: number; beforeMs: number }) =>
      store.state.bets
        .filter((bet) => bet.accountId === accountId && bet.status !== 'open')
        .filter((bet) => {
          if (!range) return true;
          const settled = Date.parse(bet.settledAt ?? '');
          return settled >= range.fromMs && settled < range.beforeMs;
        })
        .sort((a, b) => (b.settledAt ?? '').localeCompare(a.settledAt ?? ''))
        .slice(0, count)
        .map(publicBet),
  };
}
