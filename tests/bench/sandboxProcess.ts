import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The three origins of one sandbox process, named as docs/testing.md "Three origins" has them. */
export interface SandboxOrigins {
  /** The casino's host pages (localhost: another host name as well as another port). */
  hostPages: string;
  sdk: string;
  /** The operator API and the standalone site. */
  api: string;
}

export interface RunningSandbox {
  origins: SandboxOrigins;
  stop(): Promise<void>;
}

/**
 * Starts the sandbox (`npx tsx demo/server/main.ts`) on `basePort` to `basePort + 2`, with a
 * fresh data folder, feed alerts only on request (a random one would lock prices halfway
 * through a measure) and, when asked, about 500 live events. Resolves once the API answers.
 */
export async function startSandbox(basePort: number, { liveEvents }: { liveEvents?: number } = {}): Promise<RunningSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const ports = { hostPages: basePort, sdk: basePort + 1, api: basePort + 2 };
  const origins: SandboxOrigins = {
    hostPages: `http://localhost:${ports.hostPages}`,
    sdk: `http://127.0.0.1:${ports.sdk}`,
    api: `http://127.0.0.1:${ports.api}`,
  };
  let output = '';
  // Its own process group, so stopping it stops npx and the server under it, and nothing else.
  const child: ChildProcess = spawn('npx', ['tsx', 'demo/server/main.ts'], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(ports.api),
      SDK_PORT: String(ports.sdk),
      DEMO_PORT: String(ports.hostPages),
      HOST: '127.0.0.1',
      SANDBOX_DATA: dataDir,
      SANDBOX_SEED: 'bench',
      SANDBOX_FEED_ALERTS: 'manual',
      // No news popup over the page the bench clicks in (docs/news-popups.md).
      SANDBOX_NEWS_POPUPS: 'on-request',
      ...(liveEvents === undefined ? {} : { SANDBOX_LIVE_EVENTS: String(liveEvents) }),
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);
      if (!killed) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The bench sandbox stopped before it answered (exit ${child.exitCode}):\n${output}\nFree ports ${basePort}-${basePort + 3}, or choose others with BENCH_PORT=<first of four free ports> npm run bench.`);
    }
    try {
      const response = await fetch(`${origins.api}/api/health`);
      if (response.ok) return { origins, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The bench sandbox did not answer ${origins.api}/api/health within 60 s:\n${output}`);
}
