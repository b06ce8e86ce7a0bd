import { describe, expect, it, vi } from 'vitest';
import { createRuntime, memoryStorage } from '../src/store';
import { sandboxFetch } from '../tests/support/sandboxFetch';
import { addSelection, followHostToken, login, logout, navigate, pathWithLocale } from './hostActions';

function setup() {
  const operator = sandboxFetch({ seed: 'host-actions' });
  const reload = vi.fn();
  const runtime = createRuntime({ brand: 'eurobet', routing: 'memory', apiBase: 'http://operator.test/' }, { fetch: operator.fetch, storage: memoryStorage(), reload });
  const stopFollowing = followHostToken(runtime);
  const token = (username: string) => operator.sandbox.accounts.openSession(operator.sandbox.accounts.byUsername(username)!).token;
  return { runtime, operator, reload, stopFollowing, token };
}

interface ApiEvents {
  events: { markets: { status: string; outcomes: { id: string; hidden: boolean }[] }[] }[];
}

async function openOutcome(fetchFromOperator: typeof fetch): Promise<string> {
  const answer = (await (await fetchFromOperator('http://operator.test/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=20')).json()) as ApiEvents;
  for (const event of answer.events) {
    const outcome = event.markets.find((market) => market.status === 'open')?.outcomes.find((candidate) => !candidate.hidden);
    if (outcome) return outcome.id;
  }
  throw new Error('The sandbox has no open prematch outcome');
}

describe('host actions', () => {
  it('adds the current locale to a path without one and keeps a path that has one', () => {
    const { runtime } = setup();
    expect(pathWithLocale(runtime, '/live/sport/')).toBe('/en/live/sport/');
    expect(pathWithLocale(runtime, '/')).toBe('/en/');
    expect(pathWithLocale(runtime, '/pt/live/sport/')).toBe('/pt/live/sport/');
    expect(pathWithLocale(runtime, '/events/a-v-b?market=1')).toBe('/en/events/a-v-b?market=1');
  });

  it('refuses to navigate anywhere but an in-app path, saying how', () => {
    const { runtime } = setup();
    for (const bad of ['https://evil.example/', '//evil.example/', 'live/sport/', '', 42 as unknown as string]) {
      expect(() => navigate(runtime, bad)).toThrow(TypeError);
    }
    expect(() => navigate(runtime, 'live')).toThrow('give a path inside the sportsbook starting with "/"');
  });

  it('follows the token setting: a token logs in, a new one switches player, none logs out for the host; the slip stays', async () => {
    const { runtime, reload, token, operator } = setup();
    const outcome = await openOutcome(operator.fetch);
    // Not in the catalogue: addSelection prices it through the server and loads its event.
    expect(runtime.store.catalogue.outcome(outcome)).toBeUndefined();
    await addSelection(runtime, outcome);
    expect(runtime.store.catalogue.outcome(outcome)).toBeDefined();

    runtime.config.apply({ token: token('demo') });
    await vi.waitFor(() => expect(runtime.store.session.details.value?.username).toBe('demo'));
    runtime.config.apply({ token: token('kings') });
    await vi.waitFor(() => expect(runtime.store.session.details.value?.username).toBe('kings'));
    runtime.config.apply({ token: null });
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(false));
    expect(runtime.store.session.lastLogoutReason.value).toBe('host');
    expect(reload).not.toHaveBeenCalled();
    expect(runtime.store.betslip.selectionIds.value).toEqual([outcome]);
  });

  it('login() resolves logged in, rejects a refused token saying why, and logout() ends the session at once after another logout', async () => {
    const { runtime, token } = setup();
    await login(runtime, token('demo'));
    expect(runtime.store.session.details.value?.username).toBe('demo');
    await logout(runtime);
    // Within spec 4's busy second of that logout: the next host logout still happens.
    await login(runtime, token('demo'));
    await logout(runtime);
    expect(runtime.store.session.loggedIn.value).toBe(false);
    await expect(login(runtime, 'forged.token')).rejects.toThrow('the operator refused the game token');
    await expect(login(runtime, ' ')).rejects.toThrow(TypeError);
  });

  it("refuses an outcome beyond the operator's max_bets_on_betslip, saying the maximum", async () => {
    const { runtime, operator } = setup();
    await operator.fetch('http://operator.test/sandbox/content', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brandSettings: { eurobet: { max_bets_on_betslip: 1 } } }) });
    await runtime.store.settings.load();
    expect(runtime.store.betslip.maxSelections.value).toBe(1);
    const answer = (await (await operator.fetch('http://operator.test/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=20')).json()) as ApiEvents;
    const [first, second] = answer.events.map((event) => event.markets.find((market) => market.status === 'open')?.outcomes.find((candidate) => !candidate.hidden)?.id).filter((id): id is string => id !== undefined);
    await addSelection(runtime, first!);
    await expect(addSelection(runtime, second!)).rejects.toThrow("the betslip is full (it holds 1 selection at most, the operator's max_bets_on_betslip): remove a selection first");
    expect(runtime.store.betslip.selectionIds.value).toEqual([first]);
  });

  it('refuses an unknown outcome with an Error that says so', async () => {
    const { runtime } = setup();
    await expect(addSelection(runtime, 'no-such-outcome')).rejects.toThrow('no open outcome with this id');
    expect(runtime.store.betslip.count.value).toBe(0);
  });
});
