// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prematchOutcome } from '../../demo/server/testing/harness';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { GLOBAL_STAKE_FIELD } from './betslipModel';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

// Issue 17, stake fields: what each field shows lives in the betslip model, so the model,
// the placement and the Place button all know when a field does not read as a stake. A
// field with a problem holds no stake, and while there is one nothing is placed.

const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

/** A runtime on the in-process sandbox in `locale`, logged in as placer, every placement request recorded. */
async function slipIn(locale: string) {
  const clock = { now: Date.UTC(2026, 10, 22, 12) };
  const operator = sandboxFetch({ seed: 'stake-fields', now: () => clock.now });
  const placements: Record<string, any>[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST' && /\/accounts\/[^/]+\/betslips$/.test(new URL(request.url).pathname)) placements.push((await request.clone().json()) as Record<string, any>);
    return operator.fetch(request);
  }) as typeof fetch;
  const runtime = createRuntime(
    { brand: 'eurobet', locale, apiBase: 'http://sandbox.test/' },
    { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined, now: () => clock.now, wait: async (ms) => void (clock.now += ms) },
  );
  runtimes.push(runtime);
  await runtime.store.settings.load();
  await runtime.store.session.login('placer', 'demo1234');
  await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeGreaterThan(0));
  const picks = [prematchOutcome(operator.sandbox, 0), prematchOutcome(operator.sandbox, 1)];
  for (const pick of picks) {
    await runtime.loadEvent(pick.event.id);
    expect(runtime.store.betslip.addSelection(pick.outcome.id)).toBeNull();
  }
  return { runtime, betslip: runtime.store.betslip, placement: runtime.store.placement, placements, picks };
}

describe('stake fields in the betslip model (en)', () => {
  it.each([
    ['-10', 'negative'],
    ['1e9', 'not-a-number'],
    ['10.555', 'too-many-decimals'],
    ['0', 'zero'],
    ['99999999999999', 'too-long'],
    ['abc', 'not-a-number'],
  ])('%j after a good 10: the field says %s, the slip holds no stake for it and place() sends nothing', async (typed, problem) => {
    const { betslip, placement, placements } = await slipIn('en');
    betslip.typeStake('sel1', '10');
    expect(placement.placeable.value).toBe(true);

    betslip.typeStake('sel1', typed);
    expect(betslip.stakeField('sel1')).toMatchObject({ text: typed, problem, value: 0 });
    expect(betslip.fieldProblems.value).toEqual([{ ref: 'sel1', problem }]);
    // Not the last good stake: no stake at all, and no figure from the text.
    expect(betslip.state.value.bets[betslip.state.value.order[0]!]?.unitStake).toBe(0);
    expect(betslip.figures.value.totalStake).toBe(0);
    expect(placement.placeable.value).toBe(false);
    expect(placement.fieldProblem.value).toEqual({ ref: 'sel1', problem });
    await placement.place();
    expect(placements).toEqual([]);
    expect(placement.phase.value).toBe('idle');
  });

  it("'abc' on one single and 3 on the other: nothing is placed, not the 3 alone; fixed, both are", async () => {
    const { betslip, placement, placements, picks } = await slipIn('en');
    betslip.typeStake('sel1', 'abc');
    betslip.typeStake('sel2', '3');
    expect(betslip.fieldProblems.value).toEqual([{ ref: 'sel1', problem: 'not-a-number' }]);
    // The request alone would place sel2: the field problem is what stops it.
    expect(placement.request.value.singles.map((single) => single.unitStake)).toEqual([0, 3]);
    expect(placement.placeable.value).toBe(false);
    await placement.place();
    expect(placements).toEqual([]);

    betslip.typeStake('sel1', '2');
    expect(betslip.fieldProblems.value).toEqual([]);
    await placement.place();
    expect(placements).toHaveLength(1);
    expect(placements[0]!.singles).toEqual([expect.objectContaining({ outcomeId: picks[0]!.outcome.id, unitStake: 2 }), expect.objectContaining({ outcomeId: picks[1]!.outcome.id, unitStake: 3 })]);
    expect(placement.phase.value).toBe('placed');
  });

  it('an empty field is no stake and no problem', async () => {
    const { betslip, placement } = await slipIn('en');
    betslip.typeStake('sel1', '5');
    betslip.typeStake('sel2', '');
    expect(betslip.fieldProblems.value).toEqual([]);
    expect(betslip.stakeField('sel2')).toEqual({ text: '', value: 0, problem: null });
    expect(placement.placeable.value).toBe(true);
  });

  it('the multiple and the global field have their own problems', async () => {
    const { betslip, placement } = await slipIn('en');
    betslip.typeStake('mul1', '-1');
    expect(betslip.fieldProblems.value).toEqual([{ ref: 'mul1', problem: 'negative' }]);
    expect(betslip.state.value.multiple?.unitStake).toBe(0);
    betslip.typeStake('mul1', '');

    betslip.typeGlobalStake('5');
    expect(betslip.stakeField('sel1').text).toBe('5');
    expect(betslip.stakeField('sel2').text).toBe('5');
    expect(betslip.stakeField(GLOBAL_STAKE_FIELD).text).toBe('5');
    betslip.typeGlobalStake('5x');
    expect(betslip.fieldProblems.value).toEqual([{ ref: GLOBAL_STAKE_FIELD, problem: 'not-a-number' }]);
    expect(placement.placeable.value).toBe(false);
    // A single typed on its own: the global field no longer speaks for every bet.
    betslip.typeStake('sel1', '7');
    expect(betslip.stakeField(GLOBAL_STAKE_FIELD)).toEqual({ text: '', value: 0, problem: null });
    expect(placement.placeable.value).toBe(true);
  });

  it('a quick stake replaces a field with a problem; a removed selection forgets its text', async () => {
    const { betslip, picks } = await slipIn('en');
    betslip.typeStake('sel1', 'abc');
    betslip.quickStake('sel1', 10);
    expect(betslip.stakeField('sel1')).toEqual({ text: '10', value: 10, problem: null });

    betslip.typeStake('sel2', 'abc');
    betslip.removeSelection(picks[1]!.outcome.id);
    expect(betslip.fieldProblems.value).toEqual([]);
    betslip.addSelection(picks[1]!.outcome.id);
    expect(betslip.stakeField('sel2')).toEqual({ text: '', value: 0, problem: null });
  });
});

describe('stake fields in a decimal-comma language', () => {
  it.each(['es', 'pt', 'fr', 'de', 'it', 'id'])("%s: '2,50' is 2.50, '0,99' is 0.99, and placing sends 2.5", async (locale) => {
    const { betslip, placement, placements } = await slipIn(locale);
    betslip.typeStake('sel2', '0,99');
    expect(betslip.stakeField('sel2')).toEqual({ text: '0,99', value: 0.99, problem: null });
    betslip.typeStake('sel2', '');
    betslip.typeStake('sel1', '2,50');
    expect(betslip.stakeField('sel1')).toEqual({ text: '2,50', value: 2.5, problem: null });
    expect(betslip.figures.value.totalStake).toBe(2.5);
    await placement.place();
    expect(placements).toHaveLength(1);
    expect(placements[0]!.singles[0]).toMatchObject({ unitStake: 2.5 });
  });

  it("refuses '1.000' (1000 or 1?) and '2.50' (a decimal dot), each with how to type it", async () => {
    const { betslip, placement, placements } = await slipIn('es');
    betslip.typeStake('sel1', '1.000');
    expect(betslip.stakeField('sel1')).toEqual({ text: '1.000', value: 0, problem: 'ambiguous', suggestion: '1000' });
    betslip.typeStake('sel2', '2.50');
    expect(betslip.stakeField('sel2')).toEqual({ text: '2.50', value: 0, problem: 'decimal-mark', suggestion: '2,50' });
    await placement.place();
    expect(placements).toEqual([]);
  });

  it('a quick stake is written in the notation; a language switch rewrites good stakes and keeps refused text', async () => {
    const { runtime, betslip } = await slipIn('es');
    betslip.quickStake('sel1', 2.5);
    expect(betslip.stakeField('sel1').text).toBe('2,5');
    betslip.typeStake('sel2', 'abc');
    runtime.config.apply({ locale: 'en' });
    expect(betslip.stakeField('sel1')).toEqual({ text: '2.5', value: 2.5, problem: null });
    expect(betslip.stakeField('sel2')).toMatchObject({ text: 'abc', problem: 'not-a-number' });
  });
});
