import ky, { HTTPError, type KyInstance } from 'ky';
import type * as v from 'valibot';
import { AbortedError, AuthRequiredError, DisposedError, HttpError, NetworkError } from './apiErrors';
import { decode } from './decode';
import { takeEarlyAnswer } from './earlyAnswers';
import type { RequestContext } from './requestContext';
import { applyRequestRules, toSearchParams } from './requestRules';

/** Who is logged in, as the client needs it (the session model provides it). */
export interface AuthProvider {
  /**
   * The bearer token for an authenticated call, or why there is none. The session decides
   * (spec 4: a token expiring within 30 s while it equals the external one logs out).
   */
  authorise(): { ok: true; token: string } | { ok: false; reason: 'no-token' | 'jwe_token_expired' };
  /**
   * Spec 6: a 401 or 403 on api or xapi paths while logged in logs out (unauthorized).
   * `refusal` says which (the bettor is told a 403 differently) and the token the refused
   * call carried: one a refresh has replaced since says nothing about the session now.
   */
  onUnauthorized(path: string, refusal?: { status: number; token: string | null }): void;
}

/**
 * What an answer said about the operator (spec 2): served as usual (an error answer too),
 * or redirected to its maintenance page or to /blocked. The client only reports it; what
 * follows (the elements' maintenance shell, the standalone site's /maintenance page) is the
 * runtime's availability model's and the page environment's business.
 */
export type OperatorAnswer = 'served' | 'maintenance' | 'blocked';

/** Whether a response ended at the operator's maintenance page or at /blocked (spec 2), from its final address. */
export function operatorAnswerOf(response: Response, requestUrl: string): OperatorAnswer {
  const finalPath = new URL(response.url || requestUrl).pathname;
  if (finalPath === '/maintenance' || finalPath.endsWith('/maintenance')) return 'maintenance';
  if (finalPath === '/blocked' || (response.status === 302 && (response.headers.get('location') ?? '').endsWith('/blocked'))) return 'blocked';
  return 'served';
}

export interface ApiClientOptions {
  /** Absolute base URL of the operator API (the api-base setting; the page's origin by default). */
  baseUrl: string;
  context: RequestContext;
  auth: AuthProvider;
  /** Called with every answer's verdict (operatorAnswerOf), before the answer is read. */
  onAnswer: (answer: OperatorAnswer) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * The owner's lifetime (the runtime's): once it aborts, no call is sent (DisposedError)
   * and every call under way is cancelled. A disposed sportsbook must never reach the API.
   */
  lifetime?: AbortSignal;
}

export type Query = Readonly<Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>>;

export interface CallOptions<TSchema extends v.GenericSchema> {
  schema: TSchema;
  query?: Query;
  json?: unknown;
  /** Form fields (the header_login component posts forms). */
  form?: Readonly<Record<string, string>>;
  /** Needs the bearer token; never sent without one. 'optional': sent when there is one (the slip prices for anonymous bettors too). */
  auth?: boolean | 'optional';
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly http: KyInstance;
  call<TSchema extends v.GenericSchema>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: CallOptions<TSchema>): Promise<v.InferOutput<TSchema>>;
  /** The full URL a GET would use, for length checks (the 2000-character rule). */
  urlFor(path: string, query?: Query): URL;
}

/**
 * How long a call may take before the client gives up (ky's timeout; a NetworkError
 * follows, which a placement counts as an unconfirmed answer). The sandbox's `timeout`
 * fault holds its answers past it.
 */
export const DEFAULT_API_TIMEOUT_MS = 15_000;

/** The call-centre token path keeps its 401s to itself (spec 6). */
const CALL_CENTRE_TOKEN_PATH = /\/call-?centre\/token/i;

/**
 * The one HTTP client of a runtime (ky). Every call goes through the request rules, the
 * auth gate and the error catalogue here, once; endpoints only name a path and a schema.
 */
export function createApiClient({ baseUrl, context, auth, onAnswer, fetch: fetchImpl, timeoutMs = DEFAULT_API_TIMEOUT_MS, lifetime }: ApiClientOptions): ApiClient {
  const base = new URL(baseUrl);
  const http = ky.create({
    prefixUrl: base.href,
    timeout: timeoutMs,
    retry: 0,
    throwHttpErrors: true,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    hooks: {
      beforeRequest: [
        async (request) => {
          const url = new URL(request.url);
          const headers = new Headers(request.headers);
          applyRequestRules(url, headers, context, request.method, base.pathname);
          // The same anonymous GET, already asked by the first paint before React: its answer, once.
          const early = request.method === 'GET' && !headers.has('authorization') ? takeEarlyAnswer(url.href) : null;
          const earlyBody = early ? await early : null;
          if (earlyBody) return new Response(earlyBody.body, { status: earlyBody.status, headers: earlyBody.contentType ? { 'content-type': earlyBody.contentType } : {} });
          // The body is read whole, never passed on as request.body: that is a stream, and
          // browsers send a streaming upload only over HTTP/2 (Chromium fails every POST to
          // an HTTP/1.1 operator with ERR_ALPN_NEGOTIATION_FAILED). Our bodies are small.
          const body = request.body ? await request.arrayBuffer() : null;
          return new Request(url, { method: request.method, headers, body, signal: request.signal, redirect: 'follow' });
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          onAnswer(operatorAnswerOf(response, request.url));
          return response;
        },
      ],
    },
  });

  function urlFor(path: string, query: Query = {}): URL {
    const url = new URL(path.replace(/^\//, ''), base);
    toSearchParams(query).forEach((value, key) => url.searchParams.set(key, value));
    return url;
  }

  async function call<TSchema extends v.GenericSchema>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: CallOptions<TSchema>): Promise<v.InferOutput<TSchema>> {
    if (lifetime?.aborted) throw new DisposedError(path);
    const signal = lifetime && options.signal ? AbortSignal.any([lifetime, options.signal]) : (lifetime ?? options.signal);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.auth === 'optional') {
      const authorised = auth.authorise();
      if (authorised.ok) headers.authorization = `Bearer ${authorised.token}`;
    } else if (options.auth) {
      const authorised = auth.authorise();
      if (!authorised.ok) throw new AuthRequiredError(path, authorised.reason);
      headers.authorization = `Bearer ${authorised.token}`;
    }
    const body = options.form ? new URLSearchParams(options.form as Record<string, string>) : undefined;
    let response: Response;
    try {
      response = await http(path.replace(/^\//, ''), {
        method,
        headers,
        searchParams: toSearchParams(options.query ?? {}),
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(body ? { body } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (lifetime?.aborted) throw new DisposedError(path);
      if (error instanceof HTTPError) {
        const payload: unknown = await error.response.clone().json().catch(() => null);
        const uuid = new URL(error.request.url).searchParams.get('uuid');
        const isApiPath = /^\/(api|xapi)\//.test(new URL(error.request.url).pathname);
        if ((error.response.status === 401 || error.response.status === 403) && options.auth && isApiPath && !CALL_CENTRE_TOKEN_PATH.test(path)) {
          auth.onUnauthorized(path, { status: error.response.status, token: headers.authorization?.replace(/^Bearer /, '') ?? null });
        }
        throw new HttpError(path, error.response.status, payload, uuid);
      }
      if (error instanceof DOMException && error.name === 'AbortError') throw new AbortedError(path);
      if ((error as { name?: string }).name === 'AbortError') throw new AbortedError(path);
      throw new NetworkError(path, error);
    }
    // An answer that arrives after the owner went (a fetch that ignored the abort) is dropped.
    if (lifetime?.aborted) throw new DisposedError(path);
    const text = response.status === 204 ? '' : await response.text();
    let data: unknown = null;
    if (text !== '') {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    return decode(options.schema, data, path);
  }

  return { http, call, urlFor };
}
