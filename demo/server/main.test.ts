// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Starts `demo/server/main.ts` with the given environment; these settings stop it before it listens. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], { cwd: projectRoot, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout };
}

describe('sandbox start-up checks', () => {
  it('stops on a malformed SANDBOX_ALLOWED_ORIGINS entry, saying how to write it', () => {
    const run = start({ PORT: '4990', SANDBOX_ALLOWED_ORIGINS: 'http://localhost:4992/' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'SANDBOX_ALLOWED_ORIGINS: "http://localhost:4992/" is not written as browsers send an origin (no path, no trailing slash, lower case, no default port): write http://localhost:4992. Fix the entry and start the sandbox again.',
    );
    expect(run.stdout).toBe('');
  });

  it('stops when two roles are given one port', () => {
    const run = start({ PORT: '4990', SDK_PORT: '4990' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('PORT (4990), SDK_PORT (4990) and DEMO_PORT (4992) must be three different ports: each is an origin of its own. Leave SDK_PORT and DEMO_PORT unset to use PORT+1 and PORT+2.');
  });

  it('stops on a SANDBOX_NEWS_POPUPS that is not a choice, naming both', () => {
    const run = start({ PORT: '4990', SANDBOX_NEWS_POPUPS: 'none' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'SANDBOX_NEWS_POPUPS="none" is not a choice: use seeded (every page gets the seeded news popups) or on-request (only requests with X-Sandbox-News-Popups: seeded, as the end-to-end specs run it).',
    );
  });

  it('stops on a port that is not a number', () => {
    const run = start({ PORT: '4990', DEMO_PORT: 'eighty' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('DEMO_PORT="eighty" is not a port number. Use a whole number from 1 to 65535, for example DEMO_PORT=4992.');
  });
});
