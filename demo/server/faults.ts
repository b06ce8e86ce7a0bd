import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './http/requestContext';

/**
 * How long the `timeout` fault holds a committed placement's answer when no time is
 * given: past the SDK's API client limit (DEFAULT_API_TIMEOUT_MS, 15 s), so the client
 * gives up on a bet the operator took, the way a slow operator loses a bettor's answer.
 */
export const PAST_CLIENT_TIMEOUT_MS = 16_000;

/**
 * Fault injection, sandbox only and off by default (docs/api.md "Fault injection").
 * Set for every request through PUT /sandbox/faults, or for one request with the
 * header `X-Sandbox-Fault: latency=800, late=5000, error=1, betslip-500, drop, garble, commit-500, timeout, maintenance, blocked`.
 */
export interface FaultConfig {
  /** Added to every API response, ms. */
  latencyMs: number;
  /**
   * Path prefix -> ms an answer there is held back after it was made: it arrives late
   * carrying what was true when it was asked (latencyMs waits before answering, so its
   * answer is fresh), as an answer stuck on a slow network does.
   */
  answerDelayMs: Record<string, number>;
  /** Path prefix -> chance (0..1) that a request there answers 500. */
  errorRate: Record<string, number>;
  /** Bet placement answers 500 (spec 8's "Betslip: Something went wrong"). */
  betslip500: boolean;
  /** Bet placement commits the bet, then drops the connection without an answer. */
  dropAfterCommit: boolean;
  /** Bet placement commits the bet, then answers 200 with a body cut off (not readable JSON). */
  garbleAfterCommit: boolean;
  /** Bet placement commits the bet, then answers 500 (the operator failed after taking it). */
  server500AfterCommit: boolean;
  /** Bet placement commits the bet, then holds the answer this many ms (0: off): past the client's limit, the client gives up first. */
  answerDelayAfterCommitMs: number;
  /** Every API response redirects to /maintenance. */
  maintenance: boolean;
  /** Every API response redirects to /blocked. */
  blocked: boolean;
}

export const NO_FAULTS: FaultConfig = { latencyMs: 0, answerDelayMs: {}, errorRate: {}, betslip500: false, dropAfterCommit: false, garbleAfterCommit: false, server500AfterCommit: false, answerDelayAfterCommitMs: 0, maintenance: false, blocked: false };

export interface Faults {
  readonly config: FaultConfig;
  set(patch: Partial<FaultConfig>): FaultConfig;
  reset(): void;
  /** The config for this request: the global one with the request header's overrides. */
  forRequest(c: Context): FaultConfig;
  /** Cuts open event streams once (they end; clients reconnect with Last-Event-ID). */
  cutStreams(): void;
  streamCut(): boolean;
  /** Cuts asked for that no stream has taken yet (a cut ends the next stream to wake). */
  pendingCuts(): number;
  middleware(): MiddlewareHandler;
}

export function parseFaultHeader(header: string | undefined | null): Partial<FaultConfig> {
  const patch: Partial<FaultConfig> = {};
  for (const part of (header ?? '').split(',').map((piece) => piece.trim().toLowerCase()).filter(Boolean)) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === 'latency') patch.latencyMs = Math.max(0, Number(value) || 0);
    else if (name === 'late') patch.answerDelayMs = { '/': Math.max(0, Number(value) || 0) };
    else if (name === 'error') patch.errorRate = { '/': Math.min(1, Math.max(0, Number(value ?? 1) || 0)) };
    else if (name === 'betslip-500') patch.betslip500 = true;
    else if (name === 'drop') patch.dropAfterCommit = true;
    else if (name === 'garble') patch.garbleAfterCommit = true;
    else if (name === 'commit-500') patch.server500AfterCommit = true;
    else if (name === 'timeout') patch.answerDelayAfterCommitMs = value === undefined ? PAST_CLIENT_TIMEOUT_MS : Math.max(0, Number(value) || 0);
    else if (name === 'maintenance') patch.maintenance = true;
    else if (name === 'blocked') patch.blocked = true;
  }
  return patch;
}

export function createFaults(random: () => number = Math.random, sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))): Faults {
  let config: FaultConfig = { ...NO_FAULTS };
  let cutPending = 0;
  const faults: Faults = {
    get config() {
      return config;
    },
    set(patch) {
      config = { ...config, ...patch, errorRate: { ...config.errorRate, ...(patch.errorRate ?? {}) }, answerDelayMs: { ...config.answerDelayMs, ...(patch.answerDelayMs ?? {}) } };
      return config;
    },
    reset() {
      config = { ...NO_FAULTS };
      // A cut no stream took (the client was polling, or gone) must not end a later test's stream.
      cutPending = 0;
    },
    forRequest(c) {
      const patch = parseFaultHeader(c.req.header('x-sandbox-fault'));
      return { ...config, ...patch, errorRate: { ...config.errorRate, ...(patch.errorRate ?? {}) }, answerDelayMs: { ...config.answerDelayMs, ...(patch.answerDelayMs ?? {}) } };
    },
    cutStreams() {
      cutPending += 1;
    },
    streamCut() {
      if (cutPending === 0) return false;
      cutPending -= 1;
      return true;
    },
    pendingCuts() {
      return cutPending;
    },
    middleware() {
      return async (c, next) => {
        const path = c.req.path;
        const isApi = path.startsWith('/xapi/') || path.startsWith('/api/') || path.startsWith('/auth/') || path.startsWith('/nextapi/') || path.startsWith('/franco/');
        if (!isApi || path === '/api/health') return next();
        const active = faults.forRequest(c);
        if (active.latencyMs > 0) await sleep(active.latencyMs);
        // Spec 2: a response whose final URL is the maintenance page sends the browser there; /blocked reloads.
        if (active.maintenance) return c.redirect('/maintenance', 302);
        if (active.blocked) return c.redirect('/blocked', 302);
        const rate = Object.entries(active.errorRate)
          .filter(([prefix]) => path.startsWith(prefix))
          .reduce((highest, [, chance]) => Math.max(highest, chance), 0);
        if (rate > 0 && random() < rate) return c.json(errorBody('injected-fault', `Sandbox fault injection answered 500 for ${path}. PUT /sandbox/faults {"errorRate":{}} to stop.`), 500);
        const delay = Object.entries(active.answerDelayMs)
          .filter(([prefix]) => path.startsWith(prefix))
          .reduce((longest, [, ms]) => Math.max(longest, ms), 0);
        await next();
        // The answer is made now and handed over later: what it says is as old as the delay.
        if (delay > 0) await sleep(delay);
      };
    },
  };
  return faults;
}
