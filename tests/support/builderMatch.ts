import { expect, vi } from 'vitest';
import { sandboxFetch } from './sandboxFetch';
import { Big } from '../../src/core';
import { createRuntime, type Runtime } from '../../src/store/createRuntime';
import { memoryStorage, type StorageLike } from '../../src/store/persistence';

type Operator = ReturnType<typeof sandboxFetch>;

export interface BuilderMatchOptions {
  /** The brand the runtime runs as, and the demo player logged in (demo/server/accounts/demoPlayers.ts). */
  brand?: string;
  username?: string;
  /** Shared between runtimes to play a reload; a fresh memory storage by default. */
  storage?: StorageLike;
  /** The same sandbox for a second runtime (a reload); a fresh one on the contract seed by default. */
  operator?: Operator;
  /** Not logged in: the builder is priced for a visitor. */
  anonymous?: boolean;
  /** The first placement's answer is lost after the sandbox committed it. */
  loseNextPlacementAnswer?: boolean;
}

const runtimes: Runtime[] = [];

/** Disposes every runtime `onBuilderMatch` made (afterEach). */
export function disposeBuilderRuntimes(): void {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
}

/**
 * A runtime on the in-process sandbox, on a prematch top bet-builder match (its deep markets
 * loaded), logged in as a brand's demo player. Records each builder placement's uuid and
 * body as sent, so a test can hold the request against the slip's figures.
 */
export async function onBuilderMatch(options: BuilderMatchOptions = {}) {
  const operator = options.operator ?? sandboxFetch({ seed: 'contract' });
  let loseAnswer = options.loseNextPlacementAnswer ?? false;
  const placements: (string | null)[] = [];
  const placementBodies: Record<string, unknown>[] = [];
  /** The legs of each pricing call this runtime made, in order. */
  const pricings: string[][] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const isPlacement = request.method === 'POST' && url.pathname.endsWith('/betbuilders');
    if (request.method === 'POST' && url.pathname === '/xapi/rest/betbuilder/price') pricings.push(((await request.clone().json()) as { outcomeIds: string[] }).outcomeIds);
    if (isPlacement) {
      placements.push(url.searchParams.get('uuid'));
      placementBodies.push((await request.clone().json()) as Record<string, unknown>);
    }
    const response = await operator.fetch(request);
    if (isPlacement && loseAnswer) {
      loseAnswer = false;
      throw new TypeError('Failed to fetch');
    }
    return response;
  }) as typeof fetch;
  const runtime = createRuntime({ brand: options.brand ?? 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage: options.storage ?? memoryStorage(), reload: () => undefined });
  runtimes.push(runtime);
  // The brand's settings (tax mode among them), as the shell loads them on a page.
  await runtime.store.settings.load();
  if (!options.anonymous) {
    await runtime.store.session.login(options.username ?? 'demo', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeGreaterThan(0));
  }
  const event = [...operator.sandbox.world.events.values()].find((candidate) => candidate.betBuilderEvent && candidate.top && candidate.phase === 'prematch')!;
  await runtime.loadEvent(event.id);
  const accountId = runtime.store.session.details.value?.alsPlayerId ?? '';
  const outcome = (market: string, description: string) => event.markets.find((m) => m.description === market)!.outcomes.find((o) => o.description === description)!.id;
  /** The wallet as the sandbox keeps it, exactly. */
  const balance = () => new Big(operator.sandbox.accounts.wallet(accountId).balance);
  const cents = () => BigInt(balance().times(100).round(0, Big.roundDown).toFixed(0));
  /** The operator's own answer for these legs, asked directly. */
  const sandboxPrice = async (outcomeIds: readonly string[]): Promise<number> => {
    const answer = await operator.fetch('http://sandbox.test/xapi/rest/betbuilder/price', { method: 'POST', body: JSON.stringify({ eventId: event.id, outcomeIds }), headers: { 'content-type': 'application/json' } });
    return ((await answer.json()) as { decimal: number }).decimal;
  };
  /** Settles legs through the sandbox's admin, as a test chooses (POST /sandbox/settle). */
  const settle = async (results: Record<string, 'win' | 'lose' | 'void'>, betIds: string[]) => {
    const answer = await operator.fetch('http://sandbox.test/sandbox/settle', { method: 'POST', body: JSON.stringify({ results, betIds }), headers: { 'content-type': 'application/json' } });
    return (await answer.json()) as { bets: { betId: string; status: string; returns: number }[] };
  };
  return { runtime, operator, event, outcome, balance, cents, sandboxPrice, settle, placements, placementBodies, pricings, accountId, home: event.competitors[0]!.name };
}
