import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../api';
import type { PriceUpdate } from '../core';
import { createCatalogueModel } from './catalogueModel';

const outcome = (id: string, decimal: number) => ({ id, description: id, hidden: false, consolidatedPrice: { currentPrice: { decimal, spread: null as number | null, spread2: null } } });
const market = (feedOrder: string | undefined, prices: [number, number], status: 'open' | 'suspended' = 'open') => ({
  id: '1-1',
  eventId: '1',
  description: 'Match',
  marketTypeId: 3,
  status,
  instance: null,
  playerName: null,
  outcomes: [outcome('1-1-1', prices[0]), outcome('1-1-2', prices[1])],
  ...(feedOrder === undefined ? {} : { feedOrder }),
});
const event = (feedOrder: string | undefined, prices: [number, number], status: 'open' | 'suspended' = 'open'): ApiEvent =>
  ({ id: '1', slug: '1-a-v-b', description: 'A v B', eventPaths: [{ id: 240, description: 'Football' }, { id: 5001, description: 'League' }], sportCode: 'FOOT', clock: { minutes: 1, status: 'RUNNING' }, isFinished: false, liveOpenMarketCount: 1, opponents: [], markets: [market(feedOrder, prices, status)] }) as unknown as ApiEvent;
const tick = (outcomeId: string, decimal: number): PriceUpdate => ({ eventId: '1', marketId: '1-1', marketTypeId: 3, periodTypeId: 0, status: 'open', hidden: false, outcomeId, currentPrice: { decimal, spread: null, spread2: null } as PriceUpdate['currentPrice'], penultimatePrice: null, antepenultimatePrice: null });
const prices = (catalogue: ReturnType<typeof createCatalogueModel>) => [catalogue.price('1-1-1').peek().decimal, catalogue.price('1-1-2').peek().decimal];

describe('catalogue feed order: an older value never replaces a newer one', () => {
  it('keeps a streamed price over an event answer read before it, and takes the answer where it is newer', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([event('run1:100', [2, 3])], { epoch: 'run1' });
    // The stream moves outcome 1 at cursor 120; an event list asked at cursor 110 arrives afterwards.
    catalogue.applyFeedPriceUpdates([{ update: tick('1-1-1', 2.4), cursor: 120 }], 'run1');
    catalogue.applyEvents([event('run1:110', [2.2, 3.3])]);
    expect(prices(catalogue)).toEqual([2.4, 3.3]);
    // A change the stream sends late (cursor 105) is older than that answer: outcome 2 keeps 3.3.
    catalogue.applyFeedPriceUpdates([{ update: tick('1-1-2', 3.1), cursor: 105 }], 'run1');
    expect(prices(catalogue)).toEqual([2.4, 3.3]);
    // A newer answer wins over everything before it.
    catalogue.applyEventMarkets('1', [market('run1:130', [2.6, 3.6])] as never);
    expect(prices(catalogue)).toEqual([2.6, 3.6]);
  });

  it('keeps a streamed suspension over an older answer that still says open', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([event('run1:100', [2, 3])], { epoch: 'run1' });
    catalogue.applyFeedPriceUpdates([{ update: { ...tick('1-1-1', 2), status: 'suspended', outcomeId: null, currentPrice: null }, cursor: 140 }], 'run1');
    catalogue.applyEvents([event('run1:120', [2, 3], 'open')]);
    expect(catalogue.market('1-1')!.peek().status).toBe('suspended');
  });

  it('orders within one run of the feed: a new epoch starts afresh, answers of a run it left are dropped', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([event('run1:46478', [2, 3])], { epoch: 'run1' });
    catalogue.applyFeedPriceUpdates([{ update: tick('1-1-1', 2.5), cursor: 46479 }], 'run1');
    // The operator restarted: the new run counts from 0, and its snapshot is the truth.
    catalogue.applySnapshot([event('run2:3', [1.9, 4])], { epoch: 'run2' });
    expect(prices(catalogue)).toEqual([1.9, 4]);
    catalogue.applyFeedPriceUpdates([{ update: tick('1-1-1', 1.8), cursor: 4 }], 'run2');
    expect(prices(catalogue)).toEqual([1.8, 4]);
    // Late: an answer and a change of the old run, with far higher cursors.
    catalogue.applyEvents([event('run1:46480', [2.7, 2.9])]);
    catalogue.applyFeedPriceUpdates([{ update: tick('1-1-2', 5), cursor: 46481 }], 'run1');
    expect(prices(catalogue)).toEqual([1.8, 4]);
  });

  it('keeps a streamed score and clock over an event answer read before them, and takes a newer answer', () => {
    const catalogue = createCatalogueModel();
    const withState = (feedOrder: string, minutes: number, home: string) => ({ ...event(feedOrder, [2, 3]), feedOrder, clock: { minutes, status: 'RUNNING' }, scores: { home, away: '0' } }) as unknown as ApiEvent;
    catalogue.applySnapshot([withState('run1:100', 10, '0')], { epoch: 'run1' });
    // A goal streamed at cursor 120; the event's answer, read at 110, arrives afterwards.
    catalogue.applyFeedEventChanges([{ change: { eid: '1', status: 'LIVE', clock: { minutes: 12, status: 'RUNNING' }, scores: { home: 1, away: 0 } }, cursor: 120 }], 'run1');
    catalogue.applyEvents([withState('run1:110', 11, '0')]);
    expect(catalogue.event('1')!.peek()).toMatchObject({ scores: { home: 1, away: 0 }, clock: { minutes: 12 } });
    // A change the stream sends late (cursor 105) is older than the score shown.
    catalogue.applyFeedEventChanges([{ change: { eid: '1', status: 'LIVE', scores: { home: 0, away: 0 } }, cursor: 105 }], 'run1');
    expect(catalogue.event('1')!.peek().scores).toEqual({ home: 1, away: 0 });
    // An answer read after the goal is newer: it is taken whole.
    catalogue.applyEvents([withState('run1:130', 14, '2')]);
    expect(catalogue.event('1')!.peek()).toMatchObject({ scores: { home: 2, away: 0 }, clock: { minutes: 14 } });
  });

  it('keeps a streamed end of the event over a late answer that still shows it live', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([{ ...event('run1:100', [2, 3]), feedOrder: 'run1:100' } as unknown as ApiEvent], { epoch: 'run1' });
    catalogue.applyFeedEventChanges([{ change: { eid: '1', status: 'END_OF_EVENT' }, cursor: 150 }], 'run1');
    catalogue.applyEvents([{ ...event('run1:140', [2, 3]), feedOrder: 'run1:140' } as unknown as ApiEvent]);
    expect(catalogue.event('1')!.peek()).toMatchObject({ isFinished: true, live: false });
    expect(catalogue.liveEventIds.peek()).toEqual([]);
  });

  it('takes answers without an order as they come (an operator that sends none)', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([event(undefined, [2, 3])]);
    catalogue.applyPriceUpdates([tick('1-1-1', 2.4)]);
    catalogue.applyEvents([event(undefined, [2.2, 3.3])]);
    expect(prices(catalogue)).toEqual([2.2, 3.3]);
  });
});
