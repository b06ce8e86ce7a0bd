import * as v from 'valibot';
import { operatorNumber } from '../schemas/operatorNumbers';
import { ApiError, HttpError } from '../apiErrors';
import type { ApiClient } from '../createApiClient';
import { AccountInfoSchema, AccountPrefsSchema, CurrenciesSchema, GeoDataSchema, PlayerDetailsSchema, SportsbookBalanceSchema } from '../schemas/accounts';

const DepositLimitSchema = v.looseObject({
  amount: v.nullable(operatorNumber()),
  pending: v.nullable(v.looseObject({ amount: v.nullable(operatorNumber()), effectiveAt: v.string() })),
});

/** The answer to PUT /xapi/rest/accounts/{accountId}: the values stored. */
const AccountUpdateSchema = v.looseObject({ accountId: v.string(), wasSetRealMoneyBonuses: v.optional(v.boolean(), false), realMoneyBonuses: v.optional(v.nullable(v.boolean()), null) });

/** GET /xapi/rest/accounts/{id}/safer-gambling (ours; spec 7 names no path). */
export const SaferGamblingSchema = v.looseObject({
  currency: v.string(),
  depositLimits: v.looseObject({ daily: v.optional(DepositLimitSchema), weekly: v.optional(DepositLimitSchema), monthly: v.optional(DepositLimitSchema) }),
  selfExcludedUntil: v.nullable(v.string()),
  timeOutUntil: v.nullable(v.string()),
});
export type SaferGamblingAnswer = v.InferOutput<typeof SaferGamblingSchema>;

/** Spec 8: a geodata answer that is not ok throws with its status and text. */
export class GeoDataError extends ApiError {
  readonly status: number;

  constructor(path: string, status: number, text: string) {
    super('http', path, `Geodata failed: ${status} ${text}`, 'error-500');
    this.name = 'GeoDataError';
    this.status = status;
  }
}

export function createAccountEndpoints(api: ApiClient) {
  return {
    currencies() {
      return api.call('GET', '/xapi/rest/currencies', { schema: CurrenciesSchema });
    },
    async geoData(v2 = true) {
      const path = v2 ? '/api/v2/geo_data' : '/api/geo_data';
      try {
        return await api.call('GET', path, { schema: GeoDataSchema });
      } catch (error) {
        if (error instanceof HttpError) throw new GeoDataError(path, error.status, typeof (error.body as { message?: string } | null)?.message === 'string' ? (error.body as { message: string }).message : String(error.body ?? ''));
        throw error;
      }
    },
    info(accountId: string) {
      return api.call('GET', `/xapi/rest/accounts/${accountId}/info`, { schema: AccountInfoSchema, auth: true });
    },
    details(username: string) {
      return api.call('GET', `/xapi/icore/players/${encodeURIComponent(username)}/details`, { schema: PlayerDetailsSchema, auth: true, query: { withAuth: true } });
    },
    updateDetails(username: string, changes: { defaultStake?: number; priceFormat?: string }) {
      return api.call('PUT', `/xapi/icore/players/${encodeURIComponent(username)}/details`, { schema: PlayerDetailsSchema, auth: true, query: { withAuth: true }, json: changes });
    },
    balance(username: string) {
      return api.call('GET', `/xapi/icore/players/${encodeURIComponent(username)}/balance/sportsbook`, { schema: SportsbookBalanceSchema, auth: true, query: { includeFullBalanceDetails: true } });
    },
    preferences(accountId: string) {
      return api.call('GET', `/xapi/rest/accounts/${accountId}/accountPrefs`, { schema: AccountPrefsSchema, auth: true });
    },
    /** Spec 7: the player's real-money bonus choice (wasSetRealMoneyBonuses: a choice was made). */
    updateAccount(accountId: string, changes: { wasSetRealMoneyBonuses: boolean; realMoneyBonuses: boolean }) {
      return api.call('PUT', `/xapi/rest/accounts/${accountId}`, { schema: AccountUpdateSchema, auth: true, json: changes });
    },
    /**
     * One page of the account's money movements, newest first (docs/account-history.md):
     * filtered on the server by type and by time (`from` inclusive, `before` exclusive, ISO
     * instants), with the count of every matching row so a page can say "page 2 of 7".
     */
    transactions(accountId: string, query: TransactionsQuery = {}) {
      const params: Record<string, string | number> = {};
      if (query.types && query.types.length > 0) params.type = query.types.join(',');
      if (query.from) params.from = query.from;
      if (query.before) params.before = query.before;
      if (query.page !== undefined) params.page = query.page;
      if (query.pageSize !== undefined) params.pageSize = query.pageSize;
      return api.call('GET', `/xapi/rest/accounts/${accountId}/transactions`, { schema: TransactionsPageSchema, auth: true, query: params });
    },
    deposit(accountId: string, amount: number) {
      return api.call('POST', `/xapi/rest/accounts/${accountId}/deposits`, { schema: v.looseObject({ balance: operatorNumber() }), auth: true, json: { amount } });
    },
    selfExclude(accountId: string, days: number) {
      return api.call('POST', `/xapi/rest/accounts/${accountId}/self-exclusion`, { schema: v.looseObject({ selfExcluded: v.boolean(), selfExcludedUntil: v.string() }), auth: true, json: { days } });
    },
    /** Safer gambling (docs/account-safer-gambling.md): limits in force, pending changes and the exclusions' ends. */
    saferGambling(accountId: string) {
      return api.call('GET', `/xapi/rest/accounts/${accountId}/safer-gambling`, { schema: SaferGamblingSchema, auth: true });
    },
    /** A lower limit applies at once; a higher one or a removal (null) after the 24 h cooling-off. */
    setDepositLimit(accountId: string, period: 'daily' | 'weekly' | 'monthly', amount: number | null) {
      return api.call('PUT', `/xapi/rest/accounts/${accountId}/deposit-limits`, { schema: SaferGamblingSchema, auth: true, json: { period, amount } });
    },
    timeOut(accountId: string, days: number) {
      return api.call('POST', `/xapi/rest/accounts/${accountId}/time-out`, { schema: v.looseObject({ timedOut: v.boolean(), timeOutUntil: v.string() }), auth: true, json: { days } });
    },
    updatePreferences(accountId: string, changes: Partial<v.InferOutput<typeof AccountPrefsSchema>>) {
      return api.call('PATCH', `/xapi/rest/accounts/${accountId}/accountPrefs`, { schema: AccountPrefsSchema, auth: true, json: changes });
    },
  };
}

/** Server-side filters and paging of GET /xapi/rest/accounts/{accountId}/transactions. */
export interface TransactionsQuery {
  types?: readonly string[];
  /** ISO instant, inclusive. */
  from?: string;
  /** ISO instant, exclusive. */
  before?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export const TransactionSchema = v.looseObject({
  id: v.string(),
  time: v.string(),
  type: v.string(),
  amount: operatorNumber(),
  balanceAfter: operatorNumber(),
  reference: v.optional(v.nullable(v.string()), null),
  description: v.optional(v.nullable(v.string()), null),
});

export const TransactionsPageSchema = v.looseObject({
  transactions: v.array(TransactionSchema),
  total: v.optional(operatorNumber()),
  page: v.optional(operatorNumber(), 1),
  pageSize: v.optional(operatorNumber()),
  currency: v.optional(v.nullable(v.string()), null),
});

export type ApiTransaction = v.InferOutput<typeof TransactionSchema>;
export type TransactionsPage = v.InferOutput<typeof TransactionsPageSchema>;

export type AccountEndpoints = ReturnType<typeof createAccountEndpoints>;
