import { describe, expect, it } from 'vitest';
import type { Market } from '../catalogue/entities';
import { isMarketBettable, isMarketOpenForBets, isRemovedStatus, marketRemovalReason, shouldRemoveMarket, withoutRemovedMarkets } from './marketStatus';
import { market, outcome } from './eventFixtures.testing';

const statuses: Market['status'][] = ['open', 'suspended', 'lts', 'closed', 'settled', 'resulted'];

describe('market status (spec 4)', () => {
  it('takes bets only when open', () => {
    expect(statuses.map((status) => isMarketBettable({ status }))).toEqual([true, false, false, false, false, false]);
  });

  it('takes no bets on a market whose feed has an alert, whatever its status says', () => {
    expect(isMarketOpenForBets({ status: 'open', feedId: 'BU' }, ['BU'])).toBe(false);
    expect(isMarketOpenForBets({ status: 'open', feedId: 'RS' }, ['BU'])).toBe(true);
    expect(isMarketOpenForBets({ status: 'open', feedId: null }, ['BU', 'RS'])).toBe(true);
    expect(isMarketOpenForBets({ status: 'suspended', feedId: 'RS' }, [])).toBe(false);
  });

  it('removes lts, settled, resulted and closed markets, keeps open and suspended ones', () => {
    expect(statuses.map(isRemovedStatus)).toEqual([false, false, true, true, true, true]);
    expect(statuses.map((status) => marketRemovalReason(market('m', { status })))).toEqual([null, null, 'lts', 'closed', 'settled', 'resulted']);
    expect(statuses.map((status) => shouldRemoveMarket(market('m', { status })))).toEqual([false, false, true, true, true, true]);
  });

  it('removes a market whose outcomes are all hidden, keeps one with a visible outcome or none yet', () => {
    expect(marketRemovalReason(market('m', { outcomes: [outcome('a', 2, true), outcome('b', 3.5, true)] }))).toBe('all-outcomes-hidden');
    expect(shouldRemoveMarket(market('m', { outcomes: [outcome('a', 2, true), outcome('b', 3.5)] }))).toBe(false);
    expect(shouldRemoveMarket(market('m', { outcomes: [] }))).toBe(false);
    expect(shouldRemoveMarket(market('m', { status: 'suspended', outcomes: [outcome('a', 2, true)] }))).toBe(true);
  });

  it('filters removed markets, keeping the same array when none goes', () => {
    const kept = [market('a'), market('b', { status: 'suspended' })];
    expect(withoutRemovedMarkets(kept)).toBe(kept);
    const mixed = [market('a'), market('b', { status: 'closed' }), market('c', { outcomes: [outcome('c-1', 2, true)] }), market('d', { status: 'lts' })];
    const filtered = withoutRemovedMarkets(mixed);
    expect(filtered.map((m) => m.id)).toEqual(['a']);
    expect(filtered[0]).toBe(mixed[0]);
  });
});
