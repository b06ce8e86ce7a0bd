import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { version } from '../../package.json';
import { createSandboxApp } from './createSandboxApp';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 4400);
const hostname = process.env.HOST ?? '127.0.0.1';

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT="${process.env.PORT}" is not a port number. Use a whole number from 1 to 65535, for example PORT=4400.`);
  process.exit(1);
}

const app = createSandboxApp({
  siteDir: `${projectRoot}dist`,
  demoDir: `${projectRoot}demo`,
  sdkVersion: version,
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const base = `http://${hostname === '127.0.0.1' || hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}`;
  console.log(`Sportsbook sandbox is running.
  Standalone site:   ${base}/
  Casino host page:  ${base}/demo/casino.html
  API health:        ${base}/api/health`);
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
  process.on(signal, () => server.close(() => process.exit(0)));
}
