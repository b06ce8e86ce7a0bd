import type { Sandbox } from '../../demo/server/sandbox';
import type { SandboxEvent } from '../../demo/server/world/worldTypes';

export interface BettableOutcome {
  event: SandboxEvent;
  marketId: string;
  outcomeId: string;
  outcomeDescription: string;
  /** The feed's price now (what cash out divides by). */
  decimal: number;
}

/**
 * Open outcomes of the latest-starting prematch fixtures (they stay prematch the longest,
 * so a test's bet stays open), one per event, for `count` distinct events.
 */
export function bettableOutcomes(sandbox: Sandbox, count: number): BettableOutcome[] {
  const events = [...sandbox.world.events.values()].filter((event) => event.phase === 'prematch' && !event.outright).sort((a, b) => b.startMs - a.startMs);
  const found: BettableOutcome[] = [];
  for (const event of events) {
    const market = event.markets.find((candidate) => candidate.status === 'open' && candidate.hold === null && candidate.outcomes.every((outcome) => outcome.hidden !== true));
    const outcome = market?.outcomes[0];
    if (!market || !outcome) continue;
    found.push({ event, marketId: market.id, outcomeId: outcome.id, outcomeDescription: outcome.description, decimal: outcome.consolidatedPrice.currentPrice.decimal });
    if (found.length === count) break;
  }
  if (found.length < count) throw new Error(`The sandbox world has only ${found.length} bettable prematch fixtures; the test wanted ${count}.`);
  return found;
}

/** A sleep the test releases by hand: the cash-out hold (cashout_timeout) without waiting 5 s. */
export function manualSleep() {
  const waiting: { ms: number; release: () => void }[] = [];
  return {
    sleep: (ms: number) => new Promise<void>((resolve) => waiting.push({ ms, release: resolve })),
    /** The holds asked for so far, in ms. */
    asked: () => waiting.map((entry) => entry.ms),
    releaseAll() {
      for (const entry of waiting.splice(0)) entry.release();
    },
  };
}
