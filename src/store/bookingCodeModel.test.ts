import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../tests/support/inProcessSandbox';
import { bookingCodeLink, takeBookingCode } from './bookingCodeLink';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

const runtimes: Runtime[] = [];
afterEach(() => runtimes.splice(0).forEach((runtime) => runtime.dispose()));

interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/** A runtime on the real sandbox operator, recording every betslip call's body. */
function runtimeOn(operator: InProcessSandbox) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.startsWith('/xapi/rest/betslips/')) sent.push({ path, method: request.method, body: await request.clone().json().catch(() => null) });
    return operator.fetch(request);
  }) as typeof fetch;
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined });
  runtimes.push(runtime);
  return { runtime, sent };
}

/** The first outcome of the first market of two prematch events the sandbox lists. */
async function twoPrematchOutcomes(runtime: Runtime): Promise<string[]> {
  const ids = await runtime.loadEvents({ periodType: 'PRE_MATCH', eventsPerPage: 20, page: 1 });
  const picks: string[] = [];
  for (const id of ids) {
    const event = runtime.store.catalogue.event(id)?.value;
    if (!event || event.live || event.outright) continue;
    const market = event.marketIds.map((marketId) => runtime.store.catalogue.market(marketId)?.value).find((candidate) => candidate?.status === 'open');
    const outcome = market?.outcomeIds.find((outcomeId) => runtime.store.catalogue.price(outcomeId).peek().decimal > 1);
    if (outcome) picks.push(outcome);
    if (picks.length === 2) break;
  }
  expect(picks).toHaveLength(2);
  return picks;
}

/** The price the sandbox itself quotes for an outcome now (the operator, not the code under test). */
async function sandboxPrice(operator: InProcessSandbox, outcomeId: string): Promise<number> {
  const answer = await operator.fetch(new Request('http://sandbox.test/xapi/rest/betslips/selections', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcomeIds: [outcomeId] }) }));
  const json = (await answer.json()) as { model: { singles: { decimal: number }[] } };
  return json.model.singles[0]?.decimal ?? Number.NaN;
}

describe('booking codes (spec 4 retail code, spec 7 betslips/retailcodes)', () => {
  it('saves the slip’s outcome ids and stakes, and loads them back on another page at the current prices', async () => {
    const operator = inProcessSandbox('booking-code');
    const saver = runtimeOn(operator);
    await saver.runtime.store.settings.load();
    const [first, second] = await twoPrematchOutcomes(saver.runtime);
    const { betslip, bookingCode } = saver.runtime.store;
    expect(betslip.addSelection(first ?? '')).toBeNull();
    expect(betslip.addSelection(second ?? '')).toBeNull();
    betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 2.5 });
    betslip.dispatch({ type: 'set-stake', ref: 'mul1', stake: 4 });

    const code = await bookingCode.save();
    expect(code).toMatch(/^RC[0-9A-Z]{6}$/);
    expect(bookingCode.savedCode.value).toBe(code);
    const saveCall = saver.sent.find((call) => call.path === '/xapi/rest/betslips/retailcodes');
    expect(saveCall?.method).toBe('POST');
    expect(saveCall?.body).toEqual({
      singles: [
        { outcomeId: first, unitStake: 2.5 },
        { outcomeId: second, unitStake: 0 },
      ],
      multiples: [{ ref: 'mul1', unitStake: 4 }],
      systems: [],
    });
    // A change to the slip makes the shown code stale.
    betslip.dispatch({ type: 'set-stake', ref: 'sel2', stake: 1 });
    expect(bookingCode.savedCode.value).toBeNull();

    const loader = runtimeOn(operator);
    await loader.runtime.store.settings.load();
    expect(await loader.runtime.store.bookingCode.load(` ${(code ?? '').toLowerCase()} `)).toBe(true);
    const state = loader.runtime.store.betslip.state.value;
    expect(state.order).toEqual([first, second]);
    expect(state.open).toBe(true);
    for (const outcomeId of [first ?? '', second ?? '']) expect(state.bets[outcomeId]?.decimal).toBe(await sandboxPrice(operator, outcomeId));
    expect(state.bets[first ?? '']?.unitStake).toBe(2.5);
    expect(state.bets[second ?? '']?.unitStake).toBe(0);
    expect(state.multiple?.unitStake).toBe(4);
    expect(loader.runtime.store.bookingCode.loaded.value).toEqual({ code, added: 2, missing: 0 });
    // The events are in the catalogue, so the slip can name the selections.
    expect(loader.runtime.store.catalogue.outcome(first ?? '')?.description).toBe(saver.runtime.store.catalogue.outcome(first ?? '')?.description);
    // Selections priced through POST betslips/selections with the code's outcome ids.
    expect(loader.sent.map((call) => [call.method, call.path])).toContainEqual(['POST', '/xapi/rest/betslips/selections']);
    expect(loader.sent.find((call) => call.path === '/xapi/rest/betslips/retailcodes')?.body).toEqual({ retailCode: code });
  });

  it('replaces the slip with the loaded one', async () => {
    const operator = inProcessSandbox('booking-code-replace');
    const { runtime } = runtimeOn(operator);
    await runtime.store.settings.load();
    const [first, second] = await twoPrematchOutcomes(runtime);
    runtime.store.betslip.addSelection(first ?? '');
    const code = await runtime.store.bookingCode.save();
    runtime.store.betslip.removeSelection(first ?? '');
    runtime.store.betslip.addSelection(second ?? '');
    expect(await runtime.store.bookingCode.load(code ?? '')).toBe(true);
    expect(runtime.store.betslip.state.value.order).toEqual([first]);
  });

  it('an unknown code says so and leaves the slip as it was', async () => {
    const operator = inProcessSandbox('booking-code-unknown');
    const { runtime, sent } = runtimeOn(operator);
    await runtime.store.settings.load();
    const [first] = await twoPrematchOutcomes(runtime);
    runtime.store.betslip.addSelection(first ?? '');
    runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 3 });
    // The slip prices itself in the background (POST then PUT betslips/selections); what the bettor built must not change.
    const built = () => ({ order: runtime.store.betslip.state.value.order, stakes: Object.values(runtime.store.betslip.state.value.bets).map((bet) => bet.unitStake) });
    const before = built();
    expect(await runtime.store.bookingCode.load('RC000000')).toBe(false);
    expect(runtime.store.bookingCode.problem.value).toBe('not-found');
    expect(built()).toEqual({ order: [first], stakes: [3] });
    expect(built()).toEqual(before);
    expect(sent.filter((call) => call.path === '/xapi/rest/betslips/retailcodes').map((call) => call.body)).toEqual([{ retailCode: 'RC000000' }]);
    // Nothing asked to price any outcome but the slip's own.
    const priced = sent.filter((call) => call.path === '/xapi/rest/betslips/selections').flatMap((call) => (call.body as { outcomeIds?: string[]; singles?: { outcomeId: string }[] } | null)?.outcomeIds ?? (call.body as { singles?: { outcomeId: string }[] } | null)?.singles?.map((single) => single.outcomeId) ?? []);
    expect(new Set(priced)).toEqual(new Set(priced.length === 0 ? [] : [first]));
  });

  it('refuses to save an empty slip or load an empty code, without calling the operator', async () => {
    const { runtime, sent } = runtimeOn(inProcessSandbox('booking-code-empty'));
    expect(await runtime.store.bookingCode.save()).toBeNull();
    expect(runtime.store.bookingCode.problem.value).toBe('empty-slip');
    expect(await runtime.store.bookingCode.load('  ')).toBe(false);
    expect(runtime.store.bookingCode.problem.value).toBe('no-code');
    expect(sent).toHaveLength(0);
  });

  it('leaves out selections that are gone and says how many', async () => {
    const operator = inProcessSandbox('booking-code-gone');
    const { runtime } = runtimeOn(operator);
    await runtime.store.settings.load();
    const [first] = await twoPrematchOutcomes(runtime);
    const stored = await operator.fetch(
      new Request('http://sandbox.test/xapi/rest/betslips/retailcodes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ singles: [{ outcomeId: first, unitStake: 1 }, { outcomeId: 'no-such-outcome', unitStake: 1 }] }) }),
    );
    const { retailCode } = (await stored.json()) as { retailCode: string };
    expect(await runtime.store.bookingCode.load(retailCode)).toBe(true);
    expect(runtime.store.betslip.state.value.order).toEqual([first]);
    expect(runtime.store.bookingCode.loaded.value).toEqual({ code: retailCode, added: 1, missing: 1 });
  });
});

describe('booking code links', () => {
  it('puts the code on the current address and takes it off again', () => {
    const link = bookingCodeLink('https://bet.example/en/sports?brand=pinoy#top', 'RC1A2B3C');
    expect(link).toBe('https://bet.example/en/sports?brand=pinoy&bookingCode=RC1A2B3C#top');
    expect(takeBookingCode(link)).toEqual({ code: 'RC1A2B3C', address: 'https://bet.example/en/sports?brand=pinoy#top' });
    expect(takeBookingCode('https://bet.example/en/sports?brand=pinoy')).toBeNull();
    expect(takeBookingCode('https://bet.example/?bookingCode=')).toEqual({ code: '', address: 'https://bet.example/' });
  });
});
