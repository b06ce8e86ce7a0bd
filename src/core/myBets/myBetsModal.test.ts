import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialMyBetsState,
  isMyBetsOverlayShown,
  isPageContentHiddenByMyBets,
  myBetsBadgeCount,
  myBetsBadgeText,
  myBetsReducer,
  type MyBetsAction,
  type MyBetsState,
} from './myBetsModal';

const run = (...actions: MyBetsAction[]): MyBetsState => actions.reduce(myBetsReducer, initialMyBetsState);

describe('My Bets modal (spec 4)', () => {
  it('starts closed on the open tab', () => {
    expect(initialMyBetsState).toEqual({ modal: 'closed', selectedTab: 'open', betsInCountdown: [], openBetsFetched: false });
  });

  it('opens visible and closes to closed without countdowns', () => {
    expect(run({ type: 'open' }).modal).toBe('visible');
    expect(run({ type: 'open' }, { type: 'close' }).modal).toBe('closed');
    const visible = run({ type: 'open' });
    expect(myBetsReducer(visible, { type: 'open' })).toBe(visible);
  });

  it('hides instead of closing while a bet counts down, and closes when the last finishes', () => {
    const hidden = run({ type: 'open' }, { type: 'countdown-started', betId: 'b1' }, { type: 'countdown-started', betId: 'b2' }, { type: 'close' });
    expect(hidden.modal).toBe('hidden');
    const one = myBetsReducer(hidden, { type: 'countdown-finished', betId: 'b1' });
    expect(one.modal).toBe('hidden');
    expect(one.betsInCountdown).toEqual(['b2']);
    expect(myBetsReducer(one, { type: 'countdown-finished', betId: 'b2' }).modal).toBe('closed');
    expect(myBetsReducer(hidden, { type: 'open' }).modal).toBe('visible');
  });

  it('leaves a visible modal open when countdowns finish, and ignores unknown bets', () => {
    expect(run({ type: 'open' }, { type: 'countdown-started', betId: 'b1' }, { type: 'countdown-finished', betId: 'b1' }).modal).toBe('visible');
    const counting = run({ type: 'countdown-started', betId: 'b1' }, { type: 'countdown-started', betId: 'b1' });
    expect(counting.betsInCountdown).toEqual(['b1']);
    expect(myBetsReducer(counting, { type: 'countdown-finished', betId: 'zz' })).toBe(counting);
  });

  it('switches tabs and records the first fetch', () => {
    expect(run({ type: 'select-tab', tab: 'settled' }).selectedTab).toBe('settled');
    expect(run({ type: 'select-tab', tab: 'settled' }, { type: 'select-tab', tab: 'open' }).selectedTab).toBe('open');
    expect(run({ type: 'open-bets-fetched' }).openBetsFetched).toBe(true);
  });

  it('shows the overlay unless closed, and hides the page only while visible (spec 2)', () => {
    const hidden = run({ type: 'countdown-started', betId: 'b1' }, { type: 'open' }, { type: 'close' });
    expect([isMyBetsOverlayShown(initialMyBetsState), isMyBetsOverlayShown(run({ type: 'open' })), isMyBetsOverlayShown(hidden)]).toEqual([false, true, true]);
    expect([isPageContentHiddenByMyBets(initialMyBetsState), isPageContentHiddenByMyBets(run({ type: 'open' })), isPageContentHiddenByMyBets(hidden)]).toEqual([false, true, false]);
  });

  it('never rests hidden without a countdown (property)', () => {
    const action: fc.Arbitrary<MyBetsAction> = fc.oneof(
      fc.constantFrom<MyBetsAction>({ type: 'open' }, { type: 'close' }, { type: 'select-tab', tab: 'settled' }, { type: 'select-tab', tab: 'open' }),
      fc.constantFrom('b1', 'b2').map((betId): MyBetsAction => ({ type: 'countdown-started', betId })),
      fc.constantFrom('b1', 'b2').map((betId): MyBetsAction => ({ type: 'countdown-finished', betId })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = run(...actions);
        if (state.modal === 'hidden') expect(state.betsInCountdown.length).toBeGreaterThan(0);
        const last = actions.at(-1);
        if (last?.type === 'open') expect(state.modal).toBe('visible');
        if (last?.type === 'close') expect(state.modal).toBe(state.betsInCountdown.length > 0 ? 'hidden' : 'closed');
      }),
    );
  });
});

describe('My Bets badge (spec 4)', () => {
  it('counts the open bets while open on the open tab or counting down, else the polled count', () => {
    expect(myBetsBadgeCount(run({ type: 'open' }), 4, 9)).toBe(4);
    expect(myBetsBadgeCount(run({ type: 'open' }, { type: 'select-tab', tab: 'settled' }), 4, 9)).toBe(9);
    expect(myBetsBadgeCount(run({ type: 'select-tab', tab: 'settled' }, { type: 'countdown-started', betId: 'b1' }), 4, 9)).toBe(4);
    expect(myBetsBadgeCount(initialMyBetsState, 4, 9)).toBe(9);
    expect(myBetsBadgeCount(initialMyBetsState, 4, Number.NaN)).toBe(0);
  });

  it('shows 99+ above 99 and nothing for 0', () => {
    expect(myBetsBadgeText(initialMyBetsState, 0, 150)).toBe('99+');
    expect(myBetsBadgeText(initialMyBetsState, 5, 99)).toBe('99');
    expect(myBetsBadgeText(run({ type: 'open' }), 0, 150)).toBeNull();
  });
});
