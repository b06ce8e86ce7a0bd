import type { Sandbox } from '../../demo/server/sandbox';
import { createApi, staticRequestContext, type Api } from '../../src/api';

/**
 * What the integration tests of the live feed against a real sandbox server share
 * (tests/integration/*AgainstSandbox.test.ts): moving the world on, waiting for the
 * client to catch up, and an API client of a bettor who is not logged in.
 */

/** Moves the sandbox's world on by `seconds`, one tick a second, without waiting for it. */
export function stepWorld(sandbox: Sandbox, seconds: number): void {
  for (let second = 0; second < seconds; second += 1) {
    sandbox.world.lastTickMs -= 1000;
    sandbox.step();
  }
}

/** Resolves once `check` holds, polling every 20 ms; rejects naming `what` after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The one API client as a logged-out page has it, against the sandbox at `baseUrl`. */
export function anonymousApi(baseUrl: string): Api {
  return createApi({
    baseUrl,
    context: staticRequestContext(),
    auth: { authorise: () => ({ ok: false, reason: 'no-token' }), onUnauthorized: () => undefined },
    onAnswer: () => undefined,
  });
}
