import { describe, expect, it } from 'vitest';
import { badgeText } from '../navigation/footerItems';
import { initialMyBetsState, myBetsBadgeCount, myBetsReducer, type MyBetsAction } from './myBetsModal';

const run = (...actions: MyBetsAction[]) => actions.reduce(myBetsReducer, initialMyBetsState);

describe('My Bets modal (spec 4)', () => {
  it('opens visible and closes to closed without countdowns', () => {
    expect(run({ type: 'open' }).modal).toBe('visible');
    expect(run({ type: 'open' }, { type: 'close' }).modal).toBe('closed');
    expect(initialMyBetsState.selectedTab).toBe('open');
  });

  it('hides instead of closing while a bet counts down, and closes when the last finishes', () => {
    const hidden = run({ type: 'open' }, { type: 'countdown-started', betId: 'b1' }, { type: 'countdown-started', betId: 'b2' }, { type: 'close' });
    expect(hidden.modal).toBe('hidden');
    const one = myBetsReducer(hidden, { type: 'countdown-finished', betId: 'b1' });
    expect(one.modal).toBe('hidden');
    expect(myBetsReducer(one, { type: 'countdown-finished', betId: 'b2' }).modal).toBe('closed');
  });

  it('leaves a visible modal open when countdowns finish', () => {
    expect(run({ type: 'open' }, { type: 'countdown-started', betId: 'b1' }, { type: 'countdown-finished', betId: 'b1' }).modal).toBe('visible');
  });

  it('counts the badge from the list when open on the open tab or counting down, else from the poll', () => {
    expect(myBetsBadgeCount(run({ type: 'open' }), 4, 9)).toBe(4);
    expect(myBetsBadgeCount(run({ type: 'open' }, { type: 'select-tab', tab: 'settled' }), 4, 9)).toBe(9);
    expect(myBetsBadgeCount(run({ type: 'countdown-started', betId: 'b1' }), 4, 9)).toBe(4);
    expect(myBetsBadgeCount(initialMyBetsState, 4, 9)).toBe(9);
    expect(badgeText(myBetsBadgeCount(initialMyBetsState, 0, 150))).toBe('99+');
  });
});
