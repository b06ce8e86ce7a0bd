import type { Page, Route } from '@playwright/test';

/**
 * The placement faults the suite injects (docs/api.md "Fault injection"), by where they
 * fall against the commit: before it nothing is taken; after it the bet is taken and the
 * bettor does not learn so.
 */
export const PLACEMENT_FAULTS = ['betslip-500', 'drop', 'garble', 'commit-500', 'timeout'] as const;
export type PlacementFault = (typeof PLACEMENT_FAULTS)[number];

export const FAULT_LABELS: Record<PlacementFault, string> = {
  'betslip-500': '500 before commit',
  drop: 'answer dropped after commit',
  garble: 'answer garbled after commit',
  'commit-500': '500 after commit',
  timeout: "answer past the client's limit",
};

const PLACEMENT = /\/xapi\/rest\/accounts\/\d+\/betslips\?/;

export interface PlacementFaultLog {
  /** Placement requests the page sent (every POST of a slip, retries included). */
  readonly requests: number;
  /** Faults injected, by kind. */
  readonly injected: Readonly<Record<PlacementFault, number>>;
  /** The uuid of every request, in order. */
  readonly uuids: readonly string[];
}

/**
 * Gives each placement request of the page a fault with the chance `rate` (drawn from
 * `random`), the kinds taken in turn so that a short run meets every kind. The fault is
 * asked of the sandbox for that one request (X-Sandbox-Fault), so nothing else is touched.
 */
export async function injectPlacementFaults(page: Page, random: () => number, rate: number): Promise<PlacementFaultLog> {
  const injected = Object.fromEntries(PLACEMENT_FAULTS.map((kind) => [kind, 0])) as Record<PlacementFault, number>;
  const uuids: string[] = [];
  let turn = 0;
  const log = {
    get requests() {
      return uuids.length;
    },
    injected,
    uuids,
  };
  await page.route(PLACEMENT, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    uuids.push(new URL(route.request().url()).searchParams.get('uuid') ?? '');
    if (random() >= rate) return route.continue();
    const kind = PLACEMENT_FAULTS[turn % PLACEMENT_FAULTS.length]!;
    turn += 1;
    injected[kind] += 1;
    const headers = { ...route.request().headers(), 'x-sandbox-fault': kind };
    if (kind !== 'drop') return route.continue({ headers });
    // The sandbox commits and cuts its socket. Chromium would resend a request whose
    // kept-alive connection closed unanswered (the uuid makes that safe, but the page would
    // never see the loss), so the page is shown the connection failing, as in placement.spec.
    await route.fetch({ headers }).catch(() => undefined);
    return route.abort('connectionreset');
  });
  return log;
}
