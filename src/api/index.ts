/**
 * The one API client of a runtime and its typed endpoints (spec 7). Views never import
 * this; the store does.
 */
import { createApiClient, type ApiClientOptions } from './createApiClient';
import { createAccountEndpoints } from './endpoints/accounts';
import { createAuthEndpoints } from './endpoints/auth';
import { createBetEndpoints } from './endpoints/bets';
import { createContentEndpoints } from './endpoints/content';
import { createMarketDataEndpoints } from './endpoints/marketData';
import { createPromotionEndpoints } from './endpoints/promotions';

export function createApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  return {
    client,
    marketData: createMarketDataEndpoints(client),
    auth: createAuthEndpoints(client),
    accounts: createAccountEndpoints(client),
    bets: createBetEndpoints(client, () => options.context.betslipOriginId?.() ?? null),
    content: createContentEndpoints(client),
    promotions: createPromotionEndpoints(client),
  };
}

export type Api = ReturnType<typeof createApi>;

export { AbortedError, ApiError, AuthRequiredError, DecodeError, DisposedError, HttpError, NetworkError, isApiError } from './apiErrors';
export type { ApiErrorKind } from './apiErrors';
export { DEFAULT_API_TIMEOUT_MS, createApiClient, operatorAnswerOf } from './createApiClient';
export type { ApiClient, ApiClientOptions, AuthProvider, OperatorAnswer } from './createApiClient';
export { staticRequestContext } from './requestContext';
export type { RequestContext } from './requestContext';
export { applyRequestRules, isSimpleRequest, rulesForPath, toSearchParams } from './requestRules';
export { GET_TO_POST_THRESHOLD, queryHash } from './endpoints/marketData';
export type { EventQuery } from './endpoints/marketData';
export { LoginError } from './endpoints/auth';
export { BetslipServerError } from './endpoints/bets';
export type { PlacementInput } from './endpoints/bets';
export { GeoDataError } from './endpoints/accounts';
export type * from './schemas/marketData';
export type * from './schemas/search';
export type * from './schemas/auth';
export type * from './schemas/accounts';
export type * from './schemas/bets';
export type * from './schemas/content';
export type * from './schemas/promotions';
export type { AuthEndpoints } from './endpoints/auth';
export type { AccountEndpoints, ApiTransaction, TransactionsPage, TransactionsQuery } from './endpoints/accounts';
export type { BetEndpoints } from './endpoints/bets';
export type { MarketDataEndpoints } from './endpoints/marketData';
export type { ContentEndpoints } from './endpoints/content';
export type { PromotionEndpoints, PromotionList } from './endpoints/promotions';
export { createLiveExtensionMemory, isAbsentCallStatus, pageLiveExtensionMemory, LIVE_EXTENSION_STORAGE_KEY } from './liveExtensionMemory';
export type { LiveExtensionMemory } from './liveExtensionMemory';
