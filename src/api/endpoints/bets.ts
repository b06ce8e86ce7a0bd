import { DEFAULT_ORIGIN_ID, betslipServerErrorToast, type ToastDescriptor } from '../../core';
import { HttpError } from '../apiErrors';
import type { ApiClient } from '../createApiClient';
import { AutoCashOutSchema, BetBuilderPlacementSchema, BetBuilderQuoteSchema, BetCountSchema, BetSchema, CashOutSchema, EpwSchema, JackpotPlacementSchema, JackpotPricingSchema, JackpotsSchema, OpenBetsSchema, PartialCashOutSchema, PlacementSchema, RetailCodeSchema, SlipModelSchema } from '../schemas/bets';

export interface SlipSelectionInput {
  outcomeId: string;
  unitStake?: number;
  eachWay?: boolean;
  freeMoneyUnitStake?: number;
}

export interface PlacementInput {
  userAcceptOdds?: 'D' | 'H' | 'A';
  originId?: number;
  singles: (SlipSelectionInput & { decimal: number; spread?: number | null })[];
  multiples?: { unitStake: number }[];
  systems?: { ref: string; unitStake: number }[];
}

/** Spec 8: a 500 on the betslip call shows this toast (bottom centre, closable, 10 s). */
export class BetslipServerError extends HttpError {
  readonly toast: ToastDescriptor;

  constructor(error: HttpError) {
    super(error.path, error.status, error.body, error.uuid);
    this.name = 'BetslipServerError';
    this.toast = betslipServerErrorToast(error.uuid ?? '');
  }
}

/**
 * `forcedOriginId`: the page's forced origin (spec 7: 20 or 21), which every betslip,
 * placement and jackpot call carries in place of its default; null keeps the default.
 */
export function createBetEndpoints(api: ApiClient, forcedOriginId: () => number | null = () => null) {
  const originOr = (fallback: number | undefined): number => forcedOriginId() ?? fallback ?? DEFAULT_ORIGIN_ID;
  let refresh: AbortController | null = null;
  let jackpotPricing: AbortController | null = null;
  let betBuilderPricing: AbortController | null = null;
  const betslipCall = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError && error.status >= 500) throw new BetslipServerError(error);
      throw error;
    }
  };
  return {
    /**
     * Prices the slip (spec 7 betslips/selections): POST with outcome ids builds it, PUT
     * with the current model reprices it. A new call aborts the previous one.
     */
    refreshSlip(input: { outcomeIds?: readonly string[]; model?: unknown }, defaultOriginId?: number) {
      const originId = originOr(defaultOriginId);
      refresh?.abort();
      const controller = new AbortController();
      refresh = controller;
      const method = input.outcomeIds ? 'POST' : 'PUT';
      return betslipCall(() =>
        api.call(method, '/xapi/rest/betslips/selections', { schema: SlipModelSchema, auth: 'optional', json: input.outcomeIds ? { outcomeIds: input.outcomeIds, originId } : input.model, query: { originId }, signal: controller.signal }),
      );
    },
    /** Places a slip; the uuid makes a retry safe (the server answers the first answer). */
    place(accountId: string, slip: PlacementInput, uuid: string) {
      return betslipCall(() => api.call('POST', `/xapi/rest/accounts/${accountId}/betslips`, { schema: PlacementSchema, auth: true, query: { withAuth: true, uuid }, json: { userAcceptOdds: 'D', ...slip, originId: originOr(slip.originId) } }));
    },
    status(betSlipId: string) {
      return betslipCall(() => api.call('PUT', `/xapi/rest/betslips/${betSlipId}/status`, { schema: PlacementSchema, auth: true }));
    },
    openBets(accountId: string) {
      return api.call('GET', `/xapi/bet/account/${accountId}/openbets`, { schema: OpenBetsSchema, auth: true });
    },
    betCount(accountId: string) {
      return api.call('GET', `/xapi/bet/account/${accountId}/betcount`, { schema: BetCountSchema, auth: true });
    },
    /** The last settled bets; with a range (ISO instants, `before` exclusive), the bets settled in it (one day of the history page). */
    settledBets(numberOfBets = 50, range?: { from: string; before: string }) {
      return api.call('GET', '/xapi/rest/acchistory/dailySettledBets', { schema: OpenBetsSchema, auth: true, query: range ? { numberOfBets, from: range.from, before: range.before } : { numberOfBets } });
    },
    parlayPromotion() {
      return api.call('GET', '/xapi/rest/promotions/epw', { schema: EpwSchema });
    },
    openBet(accountId: string, betId: string) {
      return api.call('GET', `/xapi/bet/account/${accountId}/openbet/${encodeURIComponent(betId)}`, { schema: BetSchema, auth: true });
    },
    cashOut(accountId: string, betId: string, value: number) {
      return api.call('POST', `/xapi/bet/account/${accountId}/openbet/${encodeURIComponent(betId)}/cashout`, { schema: CashOutSchema, auth: true, json: { value } });
    },
    /**
     * Cashes out `amount` of the bet now and leaves the rest on (docs/api.md "Partial cash
     * out"); `value` is the whole value shown. The uuid makes a retry pay once.
     */
    partialCashOut(accountId: string, betId: string, value: number, amount: string, uuid: string) {
      return api.call('POST', `/xapi/bet/account/${accountId}/openbet/${encodeURIComponent(betId)}/cashout`, { schema: PartialCashOutSchema, auth: true, query: { uuid }, json: { value, amount } });
    },
    /** Sets or changes (a target) or removes (null) the bet's auto cash-out rule, kept at the operator. */
    setAutoCashOut(accountId: string, betId: string, target: string | null) {
      const path = `/xapi/bet/account/${accountId}/openbet/${encodeURIComponent(betId)}/autocashout`;
      return target === null ? api.call('DELETE', path, { schema: AutoCashOutSchema, auth: true }) : api.call('PUT', path, { schema: AutoCashOutSchema, auth: true, json: { target } });
    },
    /** Stores a slip under a retail code, or loads one back with { retailCode }. */
    retailCode(body: unknown, jackpot = false) {
      return api.call('POST', jackpot ? '/xapi/rest/jackpotbetslips/retailcodes' : '/xapi/rest/betslips/retailcodes', { schema: RetailCodeSchema, json: body });
    },
    activeJackpots() {
      return api.call('GET', '/xapi/rest/jackpotbetweb/active', { schema: JackpotsSchema });
    },
    /** Spec 7 jackpot pricing: outcome ids comma-joined. A new call aborts the previous one (its answer would be stale). */
    priceJackpot(jackpotId: string, globalStake: number, outcomeIds: readonly string[], defaultOriginId?: number) {
      const originId = originOr(defaultOriginId);
      jackpotPricing?.abort();
      const controller = new AbortController();
      jackpotPricing = controller;
      return api.call('POST', '/xapi/rest/jackpotbetslips/selections', { schema: JackpotPricingSchema, json: { globalStake, jackpotId, originId, outcomeIds: outcomeIds.join(',') }, signal: controller.signal });
    },
    /**
     * The bet builder's combined price for one event's legs (ours, docs/api.md "Bet builder").
     * A new call aborts the previous one: the legs changed, so its answer would be stale.
     */
    priceBetBuilder(eventId: string, outcomeIds: readonly string[]) {
      betBuilderPricing?.abort();
      const controller = new AbortController();
      betBuilderPricing = controller;
      return betslipCall(() => api.call('POST', '/xapi/rest/betbuilder/price', { schema: BetBuilderQuoteSchema, auth: 'optional', json: { eventId, outcomeIds }, signal: controller.signal }));
    },
    /** Places a bet builder at the price the bettor agreed to; the uuid makes a retry after a lost answer safe. */
    placeBetBuilder(accountId: string, input: { eventId: string; outcomeIds: readonly string[]; decimal: number; unitStake: number; totalCost: number; userAcceptOdds?: 'D' | 'H' | 'A' }, uuid: string) {
      return betslipCall(() =>
        api.call('POST', `/xapi/rest/accounts/${accountId}/betbuilders`, { schema: BetBuilderPlacementSchema, auth: true, query: { withAuth: true, uuid }, json: { userAcceptOdds: 'D', ...input, originId: originOr(undefined) } }),
      );
    },
    /** Places a jackpot coupon; as for betslips, the uuid makes a retry after a lost answer safe. */
    placeJackpot(accountId: string, jackpotId: string, globalStake: number, outcomeIds: readonly string[], uuid: string) {
      return api.call('POST', `/xapi/rest/accounts/${accountId}/jackpotbetslips`, { schema: JackpotPlacementSchema, auth: true, query: { withAuth: true, uuid }, json: { jackpotId, globalStake, originId: originOr(undefined), singles: outcomeIds.map((outcomeId) => ({ outcomeId })) } });
    },
  };
}

export type BetEndpoints = ReturnType<typeof createBetEndpoints>;
