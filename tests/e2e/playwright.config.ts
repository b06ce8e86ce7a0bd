import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '../support/chromium.mjs';
import { FULL_ONLY_SPECS, FULL_ONLY_TAG, FULL_ONLY_TITLES, FULL_RUN, titlePattern } from './fullRun';
import { API_ORIGIN, BUDGET_ORIGINS, BUDGET_PORTS, E2E_PORTS, RELIABILITY_CONTENT_ORIGINS, RELIABILITY_CONTENT_PORTS, RELIABILITY_FEED_ORIGINS, RELIABILITY_FEED_PORTS, RELIABILITY_ORIGINS, RELIABILITY_PORTS, WORLD_ORIGINS, WORLD_PORTS, type SandboxPorts } from './origins';

// End-to-end: the built site and SDK served by the real sandbox server, driven in
// Chromium. `npm test` builds first; the sandbox starts here on three ports of its own
// (E2E_PORT and the next two: host pages, SDK files, API; origins.ts). baseURL is the API
// and standalone site, so a relative goto opens the site and `request` calls the API;
// host pages are opened with hostUrl().
const baseURL = API_ORIGIN;

// Specs that move their world for everyone in it (POST /sandbox/tick plays matches out,
// POST /sandbox/feed-alert locks a whole feed, POST /sandbox/feed/restart restarts the
// feed, POST /sandbox/feed freezes it and POST /sandbox/stream/cut cuts a stream): they have
// a sandbox of their own (WORLD_ORIGINS), so no other spec finds its fixture finished, locked
// or its feed restarted halfway through, and take turns in it (one worker). They used to run
// alone after every other spec, on one of the two workers: four of CI's last five minutes.
const WORLD_MOVERS = ['**/liveEvent.spec.ts', '**/cashOutLive.spec.ts', '**/liveFilterWorldMoves.spec.ts', '**/feedContinuity.spec.ts', '**/streaming.spec.ts', '**/prepaintCalls.spec.ts', '**/prepaintLive.spec.ts', '**/liveWithoutPush.spec.ts'];
// The performance budgets (docs/performance.md) run against their own 500-event sandbox,
// which they freeze; last, so the machine is otherwise quiet (counts, never times, are asserted).
const BUDGETS = '**/*.budget.spec.ts';
// The reliability suite's operator-content specs (tests/reliability, docs/reliability.md).
const RELIABILITY_CONTENT = '**/operatorContent*.spec.ts';
// The reliability suite's feed movers: they cut every stream of their sandbox, restart its
// feed, freeze its world and take its whole API down, which would break the placements and
// sessions specs if they shared a sandbox, and each other if they ran side by side.
const RELIABILITY_FEED = ['**/streamCuts.spec.ts', '**/outages.spec.ts'];

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

/** The sandbox (demo/server/main.ts) on `ports`, seeded as every end-to-end sandbox is, with `env` on top. */
function sandboxServer(ports: SandboxPorts, name: string, env: Record<string, string> = {}): WebServer {
  return {
    command: 'npx tsx demo/server/main.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      PORT: String(ports.api),
      SDK_PORT: String(ports.sdk),
      DEMO_PORT: String(ports.hostPages),
      HOST: '127.0.0.1',
      SANDBOX_DATA: mkdtempSync(join(tmpdir(), `sandbox-${name}-`)),
      SANDBOX_SEED: 'e2e',
      SANDBOX_FEED_ALERTS: 'manual',
      SANDBOX_NEWS_POPUPS: 'on-request',
      ...env,
    },
    url: `http://127.0.0.1:${ports.api}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: fileURLToPath(new URL('../../test-results/e2e', import.meta.url)),
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // The gate leaves out what only the full run takes (fullRun.ts, docs/testing.md).
  ...(FULL_RUN ? {} : { grepInvert: [new RegExp(FULL_ONLY_TAG), ...FULL_ONLY_TITLES.map(titlePattern)] }),
  // One retry: these specs drive a world that keeps moving (matches kick off and end, prices
  // change, a shared 2-core runner stalls) and two CI runs in a row were refused for one timing
  // flake each, which also stopped the 44 specs that depend on the chromium project. A wrong
  // result fails twice and still fails the run; a spec that passed only on its retry is listed
  // as "flaky" in the log, and each one is a bug to fix (docs/testing.md, "Retries").
  retries: 1,
  // The journeys that place bets take about 25 s on a quiet 2-core machine; 60 s leaves room
  // for a busy one without hiding a hang (each wait inside a test has its own, shorter limit).
  timeout: 60_000,
  // A page's first React render comes after the pre-paint has drawn its odds (issue 19,
  // prepaintHeadStart.ts), and on a 2-core runner with two workers and the sandboxes that
  // was seen to take more than the default 5 s after the load event. The waits are for
  // real values, so a longer limit hides no wrong one; the bench measures the time.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // No trace unless asked (`--trace retain-on-failure` keeps a failing spec's): recording one
    // snapshots the DOM at every action and films the page, which took half of the run's CPU
    // (site.spec on 2 cores: 144 s with traces, 82 s without). The CI log is text anyway.
    trace: 'off',
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    // Playwright runs its projects in steps: a project starts once every project of the step
    // before has ended. Every project but the budgets is in the first step, each on a sandbox
    // of its own where it would disturb another, so none waits for another; the projects
    // held to one worker come first in the list, so they start at once (a free worker takes
    // the first waiting test whose project has room) and the chromium specs, which fill both
    // workers, end the step. Two chains (world movers, then reliability feed, then content,
    // then budgets) had the end of the run on one worker: four to five of CI's 30 minutes.
    // One worker: the world movers take turns with each other too (a feed restart or a frozen world would break the other's checks).
    { name: 'world-movers', testMatch: WORLD_MOVERS, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: WORLD_ORIGINS.api } },
    // The reliability suite (docs/reliability.md). Stream cuts, a feed restart and API
    // outages, one spec at a time (one worker), on a sandbox of their own: they take its
    // feed and API down, which would break the placement and session specs.
    {
      name: 'reliability-feed',
      testDir: '../reliability',
      testMatch: RELIABILITY_FEED,
      workers: 1,
      timeout: process.env.RELIABILITY_LONG ? 60 * 60_000 : 150_000,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: RELIABILITY_FEED_ORIGINS.api },
    },
    // Faults, hostile operator content and renamed fixtures in a sandbox of its own, so the
    // chromium specs never see its world. `--project reliability` runs it alone;
    // RELIABILITY_LONG=1 runs its long mode.
    {
      name: 'reliability',
      testDir: '../reliability',
      testMatch: '**/*.spec.ts',
      testIgnore: [RELIABILITY_CONTENT, ...RELIABILITY_FEED],
      timeout: process.env.RELIABILITY_LONG ? 60 * 60_000 : 150_000,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: RELIABILITY_ORIGINS.api },
    },
    // Hostile operator content fills every slot of its sandbox and refuses every placement
    // while it runs: a sandbox of its own.
    {
      name: 'reliability-content',
      testDir: '../reliability',
      testMatch: RELIABILITY_CONTENT,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: RELIABILITY_CONTENT_ORIGINS.api },
    },
    { name: 'chromium', testIgnore: [...WORLD_MOVERS, BUDGETS, ...(FULL_RUN ? [] : FULL_ONLY_SPECS)], use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Once everything else is done, the other sandboxes' worlds stop (quietMachine.setup.ts)...
    { name: 'quiet-machine', testMatch: '**/quietMachine.setup.ts', dependencies: ['chromium', 'world-movers', 'reliability', 'reliability-feed', 'reliability-content'] },
    // ...and the budgets run last of all, on an otherwise quiet machine.
    { name: 'budgets', testMatch: BUDGETS, dependencies: ['quiet-machine'], use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: BUDGET_ORIGINS.api } },
  ],
  // Each sandbox on its three ports, from a fresh data folder (accounts and bets start from
  // scratch). Feed alerts only when a spec raises one: a random one would lock another spec's
  // fixture. The seeded news popups only for the page that asks (docs/news-popups.md): every
  // other spec's fresh context would find a modal over the page.
  webServer: [
    sandboxServer(E2E_PORTS, 'e2e'),
    // The world movers' own world: the same seed as the main one, so the same fixtures.
    sandboxServer(WORLD_PORTS, 'world'),
    // About 500 live events; still from the start: its specs run last and freeze it anyway, and
    // 500 moving live events would take a tenth of a core from every spec before them.
    sandboxServer(BUDGET_PORTS, 'budget', { SANDBOX_LIVE_EVENTS: '500', SANDBOX_FROZEN: 'on' }),
    // The reliability suite's three (docs/reliability.md). The XSS spec's popups come through
    // PUT /sandbox/content, which every page of its sandbox gets. Each still until its specs'
    // first call: a world nobody looks at yet would tick for nothing.
    sandboxServer(RELIABILITY_PORTS, 'reliability', { SANDBOX_FROZEN: 'until-first-call' }),
    sandboxServer(RELIABILITY_FEED_PORTS, 'reliability-feed', { SANDBOX_FROZEN: 'until-first-call' }),
    sandboxServer(RELIABILITY_CONTENT_PORTS, 'reliability-content', { SANDBOX_FROZEN: 'until-first-call' }),
  ],
});
