import { applyRequestRules, toSearchParams } from '../api/requestRules';
import { staticRequestContext } from '../api/requestContext';
import type { Runtime } from './createRuntime';

/** The answer to such a call, offered to the runtime's client so it is not asked twice (earlyAnswers.ts). */
export { offerEarlyAnswer } from '../api/earlyAnswers';

/** Who asks: what the runtime's API context would say for this page (createRuntime.ts). */
export interface OperatorCaller {
  apiBase: URL;
  brand: string;
  locale: string;
  channel: string;
}

/**
 * The URL of an anonymous GET as the runtime's API client sends it: the call's own query,
 * then spec 7's request rules (requestRules.ts) with the same values. For code that must
 * make the runtime's very call before the runtime exists (the first paint before React,
 * elements/prepaint), so both ask the operator the same thing, parameter for parameter.
 */
export function operatorCallUrl(caller: OperatorCaller, path: string, query: URLSearchParams, priceFormat: string | null): string {
  const base = caller.apiBase.href.endsWith('/') ? caller.apiBase : new URL(`${caller.apiBase.href}/`);
  const url = new URL(path.replace(/^\//, ''), base);
  for (const [name, value] of query) url.searchParams.set(name, value);
  const context = staticRequestContext({ locale: caller.locale, brand: caller.brand, channel: caller.channel, priceFormat });
  applyRequestRules(url, new Headers({ accept: 'application/json' }), context, 'GET', caller.apiBase.pathname);
  return url.href;
}

/** An event list query as the client's query (marketData.ts asQuery): the same values, in the same order. */
export function eventQueryParams(query: Parameters<Runtime['loadEvents']>[0]): URLSearchParams {
  return toSearchParams({ ...query } as Parameters<typeof toSearchParams>[0]);
}
