import { screen } from '@testing-library/react';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../../demo/server/createSandboxApp';
import { createSandbox } from '../../../demo/server/sandbox';
import { memoryStorage } from '../../store';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { OutcomePrice } from './OutcomePrice';

afterEach(() => {
  disposeTestRuntimes();
  vi.restoreAllMocks();
});

/**
 * Issue 20: a page loaded with a stored session (the bettor logged in earlier, or on
 * another tab) loads the account's preferences. The session used to restore while the
 * runtime was still being built, so its preferences call asked a session that did not
 * exist yet for the token ("Cannot access 'g' before initialization" in the built site),
 * and a US odds format saved on another device showed as decimal.
 */
describe('a session restored at page load', () => {
  it('shows the odds in the account’s format (American, saved on another device), with no console error', async () => {
    const sandbox = createSandbox({ seed: 'restored-session', log: () => undefined });
    const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox });
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(input instanceof Request ? input : new Request(input, init))) as typeof fetch;

    // Logged in earlier on this device (what the session model stores) ...
    const player = sandbox.accounts.byUsername('demo')!;
    const session = sandbox.accounts.openSession(player);
    const details = { ...sandbox.accounts.loginDetails(player, session) };
    const storage = memoryStorage();
    storage.setItem('jwt', session.token);
    storage.setItem('sportsbook:session', JSON.stringify({ version: 1, state: { details, expiresAt: session.expiresAt, termsOfUse: null } }));
    // ... and American odds chosen on another device since, saved to the account.
    const saved = await app.request(`/xapi/rest/accounts/${player.accountId}/accountPrefs`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price_format: 'us' }),
    });
    expect(saved.status).toBe(200);

    const warnings = vi.spyOn(console, 'warn');
    const errors = vi.spyOn(console, 'error');
    const runtime = await testRuntime({ fetch: fetchImpl, storage });
    runtime.store.catalogue.applyEvents([
      {
        id: 'e1',
        slug: 'e1-a-v-b',
        description: 'A v B',
        eventPaths: [{ id: 240, description: 'Football' }],
        sportCode: 'FOOT',
        isFinished: false,
        markets: [{ id: 'e1-m', eventId: 'e1', description: 'Match result', marketTypeId: 3, status: 'open', outcomes: [{ id: 'e1-m-o', description: 'A', hidden: false, consolidatedPrice: { currentPrice: { decimal: 2.5 } } }] }],
      },
    ] as never);
    renderWithRuntime(runtime, <OutcomePrice outcomeId="e1-m-o" label="A" />);

    expect(runtime.store.session.loggedIn.value).toBe(true);
    // 2.5 decimal is +150 American (decimal would read 2.50).
    await vi.waitFor(() => expect(screen.getByText('+150')).toBeTruthy());
    expect(runtime.store.preferences.oddsFormat.value).toBe('us');
    const said = [...warnings.mock.calls, ...errors.mock.calls].map((call) => call.map(String).join(' '));
    expect(said.filter((line) => /Preferences could not be loaded|before initialization/.test(line))).toEqual([]);
  });
});
