/**
 * The three origins the end-to-end suite runs on, as an operator's setup has them
 * (docs/testing.md "Three origins"): the host pages on one, the SDK's files on a second (a
 * CDN), the operator API and its own standalone site on a third. One sandbox process
 * serves all three (demo/server/main.ts, started by playwright.config.ts). Every port
 * comes from E2E_PORT, so checkouts that run at once do not collide.
 */
const base = Number(process.env.E2E_PORT ?? 4417);

/** A sandbox's three ports: host pages, the SDK's files, the API and standalone site. */
export interface SandboxPorts {
  readonly hostPages: number;
  readonly sdk: number;
  readonly api: number;
}

export const E2E_PORTS = { hostPages: base, sdk: base + 1, api: base + 2 } as const;

/** A sandbox's three origins, by the loopback names every sandbox uses: host pages on localhost, the SDK and the API on 127.0.0.1. */
function originsOf(ports: SandboxPorts) {
  return { hostPages: `http://localhost:${ports.hostPages}`, sdk: `http://127.0.0.1:${ports.sdk}`, api: `http://127.0.0.1:${ports.api}` } as const;
}

/**
 * A second sandbox for the performance budgets (`*.budget.spec.ts`, docs/performance.md):
 * about 500 live events (SANDBOX_LIVE_EVENTS), and a world the budget specs freeze
 * (POST /sandbox/feed) without stopping anybody else's matches. Same three-origin shape.
 */
export const BUDGET_PORTS = { hostPages: base + 3, sdk: base + 4, api: base + 5 } as const;
/** The budget sandbox's origins, by the same loopback names as the main ones. */
export const BUDGET_ORIGINS = originsOf(BUDGET_PORTS);

/**
 * A third sandbox for the reliability suite (tests/reliability, docs/reliability.md): it
 * injects faults into placements, fills every operator slot with hostile content and
 * renames fixtures, none of which the shared world of the e2e specs may see. Forty ports
 * up, clear of the budget set and of any set a checkout started from a neighbouring
 * E2E_PORT (checkouts run their suites at E2E_PORT values a few ports apart).
 */
export const RELIABILITY_PORTS = { hostPages: base + 40, sdk: base + 41, api: base + 42 } as const;
/** The reliability sandbox's origins, by the same loopback names as the main ones. */
export const RELIABILITY_ORIGINS = originsOf(RELIABILITY_PORTS);

/**
 * A fourth sandbox for the world movers (playwright.config.ts WORLD_MOVERS): specs that play
 * matches out, raise feed alerts, restart the feed or freeze it. In a world of their own they
 * run from the start beside the other specs instead of alone after them, and nobody else's
 * fixture is finished or locked halfway through. Next to the reliability set.
 */
export const WORLD_PORTS = { hostPages: base + 43, sdk: base + 44, api: base + 45 } as const;
/** The world movers' sandbox's origins, by the same loopback names as the main ones. */
export const WORLD_ORIGINS = originsOf(WORLD_PORTS);

/**
 * Two more for the reliability suite's specs that would break the others' if they shared a
 * sandbox: the feed movers (stream cuts, a feed restart, the API taken down) and the hostile
 * operator content (every slot filled, every placement refused). Each on its own sandbox,
 * they run from the start beside everything else instead of one after the other at the end.
 */
export const RELIABILITY_FEED_PORTS = { hostPages: base + 46, sdk: base + 47, api: base + 48 } as const;
export const RELIABILITY_FEED_ORIGINS = originsOf(RELIABILITY_FEED_PORTS);
export const RELIABILITY_CONTENT_PORTS = { hostPages: base + 49, sdk: base + 50, api: base + 51 } as const;
export const RELIABILITY_CONTENT_ORIGINS = originsOf(RELIABILITY_CONTENT_PORTS);

/** The casino's host pages (localhost: another host name than the other two, as well as another port). */
export const HOST_ORIGIN = `http://localhost:${E2E_PORTS.hostPages}`;
/** The SDK's files, served as a CDN serves them. */
export const SDK_ORIGIN = `http://127.0.0.1:${E2E_PORTS.sdk}`;
/** The operator API, and the standalone site beside it (the suite's baseURL). */
export const API_ORIGIN = `http://127.0.0.1:${E2E_PORTS.api}`;

/** A host page: `hostUrl('/demo/casino.html')`. */
export const hostUrl = (path: string) => new URL(path, HOST_ORIGIN).href;
/** One of the SDK's files: `sdkUrl('/sportsbook.js')`. */
export const sdkUrl = (path: string) => new URL(path, SDK_ORIGIN).href;
/** The API or the standalone site (a relative `page.goto` or `request` goes there too). */
export const apiUrl = (path: string) => new URL(path, API_ORIGIN).href;
