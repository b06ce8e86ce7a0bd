import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDLE_CASH_OUT, cashOutProgress, cashOutReducer, cashOutSecondsLeft, type CashOutAction, type CashOutState } from './cashOutFlow';

const run = (...actions: CashOutAction[]): CashOutState => actions.reduce(cashOutReducer, IDLE_CASH_OUT);
const confirm: CashOutAction = { type: 'confirm', now: 1_000, durationMs: 5_000 };

describe('cash-out flow', () => {
  it('asks for confirmation, then counts down with the value confirmed, then cashes out', () => {
    expect(run({ type: 'request', value: 9.5 })).toEqual({ phase: 'confirming', value: 9.5 });
    expect(run({ type: 'request', value: 9.5 }, confirm)).toEqual({ phase: 'counting-down', value: 9.5, startedAt: 1_000, durationMs: 5_000 });
    expect(run({ type: 'request', value: 9.5 }, confirm, { type: 'succeeded', value: 9.5 })).toEqual({ phase: 'cashed-out', value: 9.5 });
  });

  it('offers a changed value, which a second confirmation takes up', () => {
    const changed = run({ type: 'request', value: 9.5 }, confirm, { type: 'value-changed', value: 8.75 });
    expect(changed).toEqual({ phase: 'value-changed', value: 8.75 });
    expect(cashOutReducer(changed, { type: 'confirm', now: 7_000, durationMs: 5_000 })).toEqual({ phase: 'counting-down', value: 8.75, startedAt: 7_000, durationMs: 5_000 });
    expect(cashOutReducer(changed, { type: 'cancel' })).toBe(IDLE_CASH_OUT);
  });

  it('says unavailable or failed, from where the bettor can ask again', () => {
    const unavailable = run({ type: 'request', value: 9.5 }, confirm, { type: 'unavailable' });
    expect(unavailable).toEqual({ phase: 'unavailable' });
    expect(cashOutReducer(unavailable, { type: 'request', value: 4 })).toEqual({ phase: 'confirming', value: 4 });
    expect(run({ type: 'request', value: 9.5 }, confirm, { type: 'failed' })).toEqual({ phase: 'failed', value: 9.5 });
  });

  it('says the price was changing, with nothing to confirm: the bettor asks again with the next offer', () => {
    const changing = run({ type: 'request', value: 9.5 }, confirm, { type: 'price-changing' });
    expect(changing).toEqual({ phase: 'price-changing' });
    // No value was offered, so there is nothing to confirm; a new request starts over.
    expect(cashOutReducer(changing, confirm)).toBe(changing);
    expect(cashOutReducer(changing, { type: 'request', value: 9.89 })).toEqual({ phase: 'confirming', value: 9.89 });
    expect(cashOutReducer(changing, { type: 'cancel' })).toBe(IDLE_CASH_OUT);
    expect(cashOutReducer(run({ type: 'request', value: 9.5 }), { type: 'price-changing' })).toEqual({ phase: 'confirming', value: 9.5 });
  });

  it('ignores a confirm without a request, a second request while confirming, and answers outside the countdown', () => {
    expect(run(confirm)).toBe(IDLE_CASH_OUT);
    const confirming = run({ type: 'request', value: 9.5 });
    expect(cashOutReducer(confirming, { type: 'request', value: 3 })).toBe(confirming);
    expect(cashOutReducer(confirming, { type: 'succeeded', value: 9.5 })).toBe(confirming);
    const counting = run({ type: 'request', value: 9.5 }, confirm);
    expect(cashOutReducer(counting, { type: 'cancel' })).toBe(counting);
    expect(cashOutReducer(counting, confirm)).toBe(counting);
  });

  it('counts the seconds left up and the progress from 0 to 1', () => {
    const counting = run({ type: 'request', value: 9.5 }, confirm);
    expect([1_000, 1_001, 4_999, 5_000, 6_000, 9_000].map((now) => cashOutSecondsLeft(counting, now))).toEqual([5, 5, 2, 1, 0, 0]);
    expect([1_000, 3_500, 6_000, 8_000].map((now) => cashOutProgress(counting, now))).toEqual([0, 0.5, 1, 1]);
    expect(cashOutProgress(IDLE_CASH_OUT, 0)).toBe(0);
    expect(cashOutProgress({ phase: 'cashed-out', value: 1 }, 0)).toBe(1);
  });

  it('only ever counts down a value the bettor confirmed (property)', () => {
    const action: fc.Arbitrary<CashOutAction> = fc.oneof(
      fc.integer({ min: 1, max: 1000 }).map((value): CashOutAction => ({ type: 'request', value })),
      fc.integer({ min: 1, max: 1000 }).map((value): CashOutAction => ({ type: 'value-changed', value })),
      fc.integer({ min: 1, max: 1000 }).map((value): CashOutAction => ({ type: 'succeeded', value })),
      fc.constantFrom<CashOutAction>({ type: 'cancel' }, confirm, { type: 'unavailable' }, { type: 'failed' }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        let state = IDLE_CASH_OUT;
        for (const next of actions) {
          const before = state;
          state = cashOutReducer(state, next);
          if (state.phase === 'counting-down' && before.phase !== 'counting-down') {
            expect(before.phase === 'confirming' || before.phase === 'value-changed').toBe(true);
            expect(state.value).toBe((before as { value: number }).value);
          }
        }
      }),
    );
  });
});
