import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { version } from '../../package.json';
import { createSandboxApp } from './createSandboxApp';
import { filePersistence } from './persistence';
import { createSandbox } from './sandbox';
import type { SandboxState } from './sandboxState';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 4400);
const hostname = process.env.HOST ?? '127.0.0.1';

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT="${process.env.PORT}" is not a port number. Use a whole number from 1 to 65535, for example PORT=4400.`);
  process.exit(1);
}

const seed = process.env.SANDBOX_SEED ?? 'sandbox';
const dataDir = process.env.SANDBOX_DATA ?? `${projectRoot}.sandbox-data`;
const speed = Number(process.env.SANDBOX_SPEED ?? 10);
const tokenLifetimeSeconds = Number(process.env.SANDBOX_TOKEN_LIFETIME ?? 3600);
const feedAlerts = process.env.SANDBOX_FEED_ALERTS ?? 'random';
if (feedAlerts !== 'random' && feedAlerts !== 'manual') {
  console.error(`SANDBOX_FEED_ALERTS="${feedAlerts}" is not a choice: use random (the world raises alerts now and then) or manual (only POST /sandbox/feed-alert).`);
  process.exit(1);
}
if (!(speed > 0) || !(tokenLifetimeSeconds > 0)) {
  console.error('SANDBOX_SPEED and SANDBOX_TOKEN_LIFETIME must be positive numbers (game seconds per second; seconds).');
  process.exit(1);
}

const sandbox = createSandbox({ seed, speed, feedAlerts, tokenLifetimeSeconds, persistence: filePersistence<SandboxState>(dataDir) });
const app = createSandboxApp({
  siteDir: `${projectRoot}dist`,
  demoDir: `${projectRoot}demo`,
  sdkVersion: version,
  sandbox,
});

// The world moves once a second: clocks, scores, prices, settlements.
const ticker = setInterval(() => sandbox.step(), 1000);

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const base = `http://${hostname === '127.0.0.1' || hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}`;
  console.log(`Sportsbook sandbox is running.
  Standalone site:   ${base}/
  Casino host page:  ${base}/demo/casino.html
  Brand switch:      ${base}/demo/brands.html
  Franco widget:     ${base}/demo/franco.html
  React host:        ${base}/demo/react-host/
  iframe host page:  ${base}/demo/iframe.html
  Host routing:      ${base}/sports-betting/en/live/sport/
  API health:        ${base}/api/health
  Live feed (SSE):   ${base}/xapi/live/stream
  Seed ${seed}, data in ${dataDir}, ${speed}x game speed. Demo players: docs/api.md (password demo1234).`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use. Stop the other server or start on another port: PORT=4401 npm start`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    clearInterval(ticker);
    server.close(() => process.exit(0));
  });
}
