import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import { version } from '../../package.json';
import { createDemoHostApp } from './createDemoHostApp';
import { createSandboxApp } from './createSandboxApp';
import { createSdkCdnApp } from './createSdkCdnApp';
import { parseAllowedOrigins } from './http/allowedOrigins';
import { filePersistence } from './persistence';
import { createSandbox } from './sandbox';
import { parseLiveExtensionsSetting } from './liveExtensions';
import type { SandboxState } from './sandboxState';
import { SEEDED_NEWS_POPUPS_CHOICES, type SeededNewsPopups } from './content/operatorContent';

// One process, three origins, as an operator's setup is (docs/testing.md "Three origins"):
// PORT serves the operator API and its standalone site, SDK_PORT the SDK's files as a CDN
// does, DEMO_PORT the casino's host pages.
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const hostname = process.env.HOST ?? '127.0.0.1';

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name}="${raw}" is not a port number. Use a whole number from 1 to 65535, for example ${name}=${fallback}.`);
    process.exit(1);
  }
  return port;
}

const port = portFrom('PORT', 4400);
const sdkPort = portFrom('SDK_PORT', port + 1);
const demoPort = portFrom('DEMO_PORT', port + 2);
if (new Set([port, sdkPort, demoPort]).size !== 3) {
  console.error(`PORT (${port}), SDK_PORT (${sdkPort}) and DEMO_PORT (${demoPort}) must be three different ports: each is an origin of its own. Leave SDK_PORT and DEMO_PORT unset to use PORT+1 and PORT+2.`);
  process.exit(1);
}

// On loopback the host pages are named localhost and the rest 127.0.0.1, so the page differs
// from the API and the SDK by host name as well as by port (cookies and storage are per host).
const loopback = hostname === '127.0.0.1' || hostname === '0.0.0.0';
const originOf = (name: string, portNumber: number) => `http://${name}:${portNumber}`;
const origins = {
  api: originOf(loopback ? '127.0.0.1' : hostname, port),
  sdk: originOf(loopback ? '127.0.0.1' : hostname, sdkPort),
  demo: originOf(loopback ? 'localhost' : hostname, demoPort),
};
// The host pages, by either loopback name: they may frame the standalone site and call the API.
const hostPageOrigins = loopback ? [originOf('localhost', demoPort), originOf('127.0.0.1', demoPort)] : [origins.demo];
// Pages allowed to call the API by default: the host pages, and the standalone site on the
// API's own origin (its calls are same-origin and need no CORS; listed for clarity).
const demoOrigins = [...hostPageOrigins, ...(loopback ? [originOf('localhost', port), originOf('127.0.0.1', port)] : [origins.api])];
const allowed = parseAllowedOrigins(process.env.SANDBOX_ALLOWED_ORIGINS, demoOrigins);
if (!allowed.ok) {
  console.error(allowed.message);
  process.exit(1);
}
const allowedOrigins = allowed.origins;

const seed = process.env.SANDBOX_SEED ?? 'sandbox';
const dataDir = process.env.SANDBOX_DATA ?? `${projectRoot}.sandbox-data`;
const speed = Number(process.env.SANDBOX_SPEED ?? 10);
const tokenLifetimeSeconds = Number(process.env.SANDBOX_TOKEN_LIFETIME ?? 3600);
const feedAlerts = process.env.SANDBOX_FEED_ALERTS ?? 'random';
const liveExtensions = parseLiveExtensionsSetting(process.env.SANDBOX_LIVE_EXTENSIONS);
if (liveExtensions instanceof Error) {
  console.error(liveExtensions.message);
  process.exit(1);
}
const liveEventsSetting = process.env.SANDBOX_LIVE_EVENTS;
const liveEvents = liveEventsSetting === undefined || liveEventsSetting === '' ? undefined : Number(liveEventsSetting);
if (liveEvents !== undefined && !(Number.isInteger(liveEvents) && liveEvents >= 1 && liveEvents <= 5000)) {
  console.error(`SANDBOX_LIVE_EVENTS="${liveEventsSetting}" is not a number of live events: use a whole number from 1 to 5000 (500 for the performance budgets), or leave it unset for the usual world.`);
  process.exit(1);
}
// The demo shows its seeded news popups to every visitor; the test worlds start without them (docs/news-popups.md).
const newsPopups = (process.env.SANDBOX_NEWS_POPUPS ?? 'seeded') as SeededNewsPopups;
if (!SEEDED_NEWS_POPUPS_CHOICES.includes(newsPopups)) {
  console.error(`SANDBOX_NEWS_POPUPS="${newsPopups}" is not a choice: use seeded (every page gets the seeded news popups) or on-request (only requests with X-Sandbox-News-Popups: seeded, as the end-to-end specs run it).`);
  process.exit(1);
}
// A world that starts still (POST /sandbox/feed { frozen: false } thaws it): the budget
// sandbox of the end-to-end run, whose specs freeze it anyway, would otherwise spend a tenth
// of a core on 500 live events through the 20 minutes before they run. until-first-call: the
// reliability sandbox, idle until its specs start, thaws at their first call, so its world
// starts then, as in a run of that suite alone.
const frozenSetting = process.env.SANDBOX_FROZEN ?? 'off';
if (frozenSetting !== 'on' && frozenSetting !== 'off' && frozenSetting !== 'until-first-call') {
  console.error(`SANDBOX_FROZEN="${frozenSetting}" is not a choice: use on (the world starts still until POST /sandbox/feed { "frozen": false }), until-first-call (it starts still and moves from the first API call other than GET /api/health) or off (it moves from the start).`);
  process.exit(1);
}
if (feedAlerts !== 'random' && feedAlerts !== 'manual') {
  console.error(`SANDBOX_FEED_ALERTS="${feedAlerts}" is not a choice: use random (the world raises alerts now and then) or manual (only POST /sandbox/feed-alert).`);
  process.exit(1);
}
if (!(speed > 0) || !(tokenLifetimeSeconds > 0)) {
  console.error('SANDBOX_SPEED and SANDBOX_TOKEN_LIFETIME must be positive numbers (game seconds per second; seconds).');
  process.exit(1);
}

const siteDir = `${projectRoot}dist`;
const demoDir = `${projectRoot}demo`;
const sandbox = createSandbox({ seed, speed, feedAlerts, tokenLifetimeSeconds, liveExtensions, ...(liveEvents === undefined ? {} : { liveEvents }), persistence: filePersistence<SandboxState>(dataDir) });
sandbox.world.frozen = frozenSetting !== 'off';
const sandboxApp = createSandboxApp({ siteDir, demoDir, sdkVersion: version, sandbox, allowedOrigins, hostPageOrigins, newsPopups });
let thawOnFirstCall = frozenSetting === 'until-first-call';
/** The operator API, which thaws an until-first-call world at its first call (a health check, as a runner waiting for the server asks, is none). */
const apiApp = {
  fetch(request: Request, ...rest: unknown[]) {
    if (thawOnFirstCall && new URL(request.url).pathname !== '/api/health') {
      thawOnFirstCall = false;
      sandbox.world.frozen = false;
    }
    return sandboxApp.fetch(request, ...(rest as []));
  },
};
const sdkApp = createSdkCdnApp({ siteDir, siteOrigin: origins.api });
const demoApp = createDemoHostApp({ demoDir, siteDir, accounts: sandbox.accounts, origins: { sdk: origins.sdk, api: origins.api, site: origins.api } });

// The world moves once a second: clocks, scores, prices, settlements.
const ticker = setInterval(() => sandbox.step(), 1000);

let listening = 0;
const servers = [
  { app: apiApp, port, variable: 'PORT' },
  { app: sdkApp, port: sdkPort, variable: 'SDK_PORT' },
  { app: demoApp, port: demoPort, variable: 'DEMO_PORT' },
].map(({ app, port: portNumber, variable }) => listen(app, portNumber, variable));

function listen(app: Pick<Hono, 'fetch'>, portNumber: number, variable: string) {
  const server = serve({ fetch: app.fetch, port: portNumber, hostname }, () => {
    listening += 1;
    if (listening === 3) printAddresses();
  });
  // Node closes an idle keep-alive connection after 5 s, while a client may be sending its
  // next request on it: that request fails with "socket hang up" (the reliability suite's
  // test client hit it between two sandbox controls about 5 s apart). A minute, as load
  // balancers in front of an operator's API commonly keep them, leaves the client to close
  // first. headersTimeout must stay above it (Node's rule).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      console.error(`Port ${portNumber} (${variable}) is already in use. Stop the other server or choose free ports: PORT=4410 npm start uses 4410, 4411 and 4412 (SDK_PORT and DEMO_PORT set them one by one).`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
  return server;
}

function printAddresses() {
  console.log(`Sportsbook sandbox is running on three origins, as an operator's setup is.
  Host pages (DEMO_PORT ${demoPort}):
    Casino host page:  ${origins.demo}/demo/casino.html
    Brand switch:      ${origins.demo}/demo/brands.html
    Franco widget:     ${origins.demo}/demo/franco.html
    React host:        ${origins.demo}/demo/react-host/
    iframe host page:  ${origins.demo}/demo/iframe.html
    Elements alone:    ${origins.demo}/demo/elements-alone.html
    Widgets:           ${origins.demo}/demo/widgets.html
    Host routing:      ${origins.demo}/sports-betting/en/live/sport/
  SDK files, as a CDN serves them (SDK_PORT ${sdkPort}):
    ES module:         ${origins.sdk}/sportsbook.js
    Script tag:        ${origins.sdk}/sportsbook.iife.js
  Operator API and its own site (PORT ${port}):
    Standalone site:   ${origins.api}/
    API health:        ${origins.api}/api/health
    Live feed (SSE):   ${origins.api}/xapi/live/stream
  Browser pages allowed to call the API (CORS): ${allowedOrigins.join(', ')}${process.env.SANDBOX_ALLOWED_ORIGINS === undefined ? ' (SANDBOX_ALLOWED_ORIGINS to change)' : ''}.
  Seed ${seed}, data in ${dataDir}, ${speed}x game speed. Demo players: docs/api.md (password demo1234).`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    clearInterval(ticker);
    let open = servers.length;
    for (const server of servers) server.close(() => (open -= 1) === 0 && process.exit(0));
  });
}
