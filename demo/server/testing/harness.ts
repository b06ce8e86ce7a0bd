import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxApp } from '../createSandboxApp';
import { createSandbox, type Sandbox } from '../sandbox';

export const START = Date.UTC(2026, 10, 22, 12);

/**
 * An in-process sandbox with a clock the test moves and no real waiting; `sleep` sees
 * the waits the sandbox would make (a fault's held answer), without making them.
 */
export function harness(seed = 'contract', { sleep = async () => undefined }: { sleep?: (ms: number) => Promise<void> } = {}) {
  let clock = START;
  const logs: string[] = [];
  const sandbox: Sandbox = createSandbox({ seed, now: () => clock, log: (message) => logs.push(message), sleep });
  const root = mkdtempSync(join(tmpdir(), 'sandbox-contract-'));
  const app = createSandboxApp({ siteDir: root, demoDir: root, sdkVersion: '0.0.0-test', now: () => clock, sandbox });

  async function call(path: string, init: { method?: string; token?: string | null; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, headers: response.headers, json: json as Record<string, unknown> & { [key: string]: any } };
  }

  async function login(username = 'demo') {
    const response = await call('/xapi/icore/players/login', { body: { username, password: 'demo1234' } });
    if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${JSON.stringify(response.json)}`);
    return { token: String(response.json.jweToken), accountId: String(response.json.alsPlayerId) };
  }

  return {
    sandbox,
    app,
    call,
    login,
    logs,
    advance(ms: number) {
      clock += ms;
    },
    /** Moves the clock a second at a time, letting the world tick. */
    run(seconds: number) {
      for (let second = 0; second < seconds; second += 1) {
        clock += 1000;
        sandbox.step();
      }
    },
    get now() {
      return clock;
    },
  };
}

/** A bettable prematch outcome of an ordinary fixture (not outright, not jackpot). */
export function prematchOutcome(sandbox: Sandbox, skip = 0, filter: (eventId: string) => boolean = () => true) {
  const events = [...sandbox.world.events.values()].filter((event) => event.phase === 'prematch' && !event.outright && !event.jackpotId && event.model.kind === 'goals' && event.sportCode === 'FOOT' && filter(event.id));
  const event = events[skip];
  const market = event?.markets.find((candidate) => candidate.spec.kind === 'match-result' && candidate.status === 'open');
  const outcome = market?.outcomes[0];
  if (!event || !market || !outcome) throw new Error('no prematch outcome');
  return { event, market, outcome, decimal: outcome.consolidatedPrice.currentPrice.decimal };
}
