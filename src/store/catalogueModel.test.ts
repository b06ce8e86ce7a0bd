import { effect } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '../api';
import { applyIncident, emptyTrackerState } from '../core';
import { createCatalogueModel } from './catalogueModel';

const outcome = (id: string, decimal: number, hidden = false) => ({ id, description: id, hidden, consolidatedPrice: { currentPrice: { decimal, spread: null as number | null, spread2: null } } });
const market = (id: string, eventId: string, outcomes: ReturnType<typeof outcome>[], status: 'open' | 'suspended' | 'closed' = 'open') => ({ id, eventId, description: id, marketTypeId: 3, status, instance: null, playerName: null, outcomes });
const event = (id: string, markets: ReturnType<typeof market>[], live = true): ApiEvent =>
  ({ id, slug: `${id}-a-v-b`, description: 'A v B', eventPaths: [{ id: 240, description: 'Football' }, { id: 5001, description: 'League' }], sportCode: 'FOOT', clock: live ? { minutes: 1, status: 'RUNNING' } : null, isFinished: false, liveOpenMarketCount: markets.length, betBuilderEvent: false, jackpotId: null, opponents: [], markets }) as unknown as ApiEvent;

describe('catalogue model', () => {
  it('normalises events, markets and outcomes, one price signal per outcome', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([event('1', [market('1-1', '1', [outcome('1-1-1', 2), outcome('1-1-2', 3)])])]);
    expect(catalogue.liveEventIds.value).toEqual(['1']);
    expect(catalogue.event('1')?.value.marketIds).toEqual(['1-1']);
    expect(catalogue.market('1-1')?.value.outcomeIds).toEqual(['1-1-1', '1-1-2']);
    expect(catalogue.price('1-1-1').value).toMatchObject({ decimal: 2, move: 'none' });
    expect(catalogue.price('1-1-1')).toBe(catalogue.price('1-1-1'));
    expect(catalogue.outcome('1-1-2')).toEqual({ id: '1-1-2', marketId: '1-1', eventId: '1', description: '1-1-2' });
  });

  it('keeps the card fields of spec 3: feed code, period, stream and tracker, and follows period changes', () => {
    const catalogue = createCatalogueModel();
    const tracker = emptyTrackerState('football');
    const live = { ...event('1', []), feedCode: 'RS100', currentPeriodAbbreviation: 'HALF', currentPeriodNumber: 1, streaming: [{ provider: 'url', stream_id: '/sandbox/streams/1.webm' }], tracker } as ApiEvent;
    // liveStreaming and partner ids alone offer nothing this product can play or draw.
    const partnerOnly = { ...event('2', []), feedCode: 'BU7', liveStreaming: true, betRadarId: 'sr:match:2', streaming: [{ provider: 'perform_v2', stream_id: 'pf-2' }] } as ApiEvent;
    catalogue.applySnapshot([live, partnerOnly]);
    expect(catalogue.event('1')?.value).toMatchObject({ feedCode: 'RS100', currentPeriodAbbreviation: 'HALF', currentPeriodNumber: 1, hasStream: true, hasTracker: true, tracker });
    expect(catalogue.event('1')?.value.streaming).toEqual([{ provider: 'url', stream_id: '/sandbox/streams/1.webm', betradar_id: null }]);
    expect(catalogue.event('2')?.value).toMatchObject({ feedCode: 'BU7', currentPeriodAbbreviation: null, currentPeriodNumber: null, hasStream: false, hasTracker: false, tracker: null });
    catalogue.applyEventChanges([{ eid: '1', status: 'LIVE', currentPeriodAbbreviation: 'HALF', currentPeriodNumber: 2 }]);
    expect(catalogue.event('1')?.value).toMatchObject({ currentPeriodAbbreviation: 'HALF', currentPeriodNumber: 2, tracker });
    // The feed's tracker state replaces the one held; an event that had none gains the tracker.
    const corner = applyIncident(tracker, { kind: 'corner', side: 'away', points: 0, second: 70 });
    catalogue.applyEventChanges([{ eid: '1', status: 'LIVE', tracker: corner }, { eid: '2', status: 'LIVE', tracker: emptyTrackerState('football') }]);
    expect(catalogue.event('1')?.value.tracker).toEqual(corner);
    // The same state sent again (every event change carries it) keeps the object held.
    const held = catalogue.event('1')?.value.tracker;
    catalogue.applyEventChanges([{ eid: '1', status: 'LIVE', tracker: structuredClone(corner) }]);
    expect(catalogue.event('1')?.value.tracker).toBe(held);
    expect(catalogue.event('2')?.value.hasTracker).toBe(true);
  });

  it('reads sport, competition (country) and league from the event path, and the outright flag', () => {
    const catalogue = createCatalogueModel();
    const threeStep = { ...event('1', []), eventPaths: [{ id: 240, description: 'Football' }, { id: 44, description: 'England' }, { id: 5001, description: 'Premier' }] } as ApiEvent;
    const outright = { ...event('3', [], false), outright: true } as ApiEvent;
    catalogue.applyEvents([threeStep, event('2', []), outright]);
    expect(catalogue.event('1')?.value).toMatchObject({ sportId: 240, competition: { id: '44', name: 'England' }, league: { id: '5001', name: 'Premier' }, leagueName: 'Premier', outright: false });
    expect(catalogue.event('2')?.value).toMatchObject({ sportId: 240, competition: null, league: { id: '5001', name: 'League' } });
    expect(catalogue.event('3')?.value.outright).toBe(true);
  });

  it('writes a price change into that outcome’s signal only, with its direction', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([event('1', [market('1-1', '1', [outcome('1-1-1', 2), outcome('1-1-2', 3)])])]);
    const runs = { a: 0, b: 0, event: 0, market: 0 };
    effect(() => void (catalogue.price('1-1-1').value, (runs.a += 1)));
    effect(() => void (catalogue.price('1-1-2').value, (runs.b += 1)));
    effect(() => void (catalogue.event('1')!.value, (runs.event += 1)));
    effect(() => void (catalogue.market('1-1')!.value, (runs.market += 1)));
    catalogue.applyPriceUpdates([
      { eventId: '1', marketId: '1-1', outcomeId: '1-1-1', currentPrice: { decimal: 2.2, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null },
    ]);
    expect(catalogue.price('1-1-1').value).toMatchObject({ decimal: 2.2, move: 'up', version: 2 });
    expect(runs).toEqual({ a: 2, b: 1, event: 1, market: 1 });
  });

  it('keeps each outcome’s line with its price; an update without a spread keeps the line', () => {
    const catalogue = createCatalogueModel();
    const line = (id: string, spread: number) => ({ ...outcome(id, 1.9), consolidatedPrice: { currentPrice: { decimal: 1.9, spread, spread2: null } } });
    catalogue.applySnapshot([event('1', [market('1-2', '1', [line('1-2-1', -0.5), line('1-2-2', 0.5)])])]);
    expect(catalogue.price('1-2-1').value.spread).toBe(-0.5);
    expect(catalogue.price('1-2-2').value.spread).toBe(0.5);
    const update = (decimal: number, spread: number | null) => ({ eventId: '1', marketId: '1-2', outcomeId: '1-2-1', currentPrice: { decimal, spread, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null });
    catalogue.applyPriceUpdates([update(2.05, null)]);
    expect(catalogue.price('1-2-1').value).toMatchObject({ decimal: 2.05, spread: -0.5 });
    catalogue.applyPriceUpdates([update(2.05, -1.5)]);
    expect(catalogue.price('1-2-1').value).toMatchObject({ decimal: 2.05, spread: -1.5, version: 3 });
  });

  it('shows a closed market locked for 3000 ms, then removes it from its event (spec 4, spec 9)', () => {
    vi.useFakeTimers();
    try {
      const catalogue = createCatalogueModel();
      catalogue.applySnapshot([event('1', [market('1-1', '1', [outcome('1-1-1', 2)]), market('1-2', '1', [outcome('1-2-1', 2)])])]);
      const base = { eventId: '1', currentPrice: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null };
      catalogue.applyPriceUpdates([{ ...base, marketId: '1-1', outcomeId: null, status: 'closed', hidden: null }]);
      expect(catalogue.market('1-1')?.value.status).toBe('closed');
      expect(catalogue.event('1')?.value.marketIds).toEqual(['1-1', '1-2']);
      vi.advanceTimersByTime(2999);
      expect(catalogue.event('1')?.value.marketIds).toEqual(['1-1', '1-2']);
      vi.advanceTimersByTime(1);
      expect(catalogue.event('1')?.value.marketIds).toEqual(['1-2']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('dispose drops the removals still due', () => {
    vi.useFakeTimers();
    try {
      const catalogue = createCatalogueModel();
      catalogue.applySnapshot([event('1', [market('1-1', '1', [outcome('1-1-1', 2)]), market('1-2', '1', [outcome('1-2-1', 2)])])]);
      const base = { eventId: '1', currentPrice: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null };
      catalogue.applyPriceUpdates([{ ...base, marketId: '1-1', outcomeId: null, status: 'closed', hidden: null }]);
      expect(vi.getTimerCount()).toBe(1);
      catalogue.dispose();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(10_000);
      expect(catalogue.event('1')?.value.marketIds).toEqual(['1-1', '1-2']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a market the feed reopens before its removal is due', () => {
    vi.useFakeTimers();
    try {
      const catalogue = createCatalogueModel();
      catalogue.applySnapshot([event('1', [market('1-1', '1', [outcome('1-1-1', 2)])])]);
      const base = { eventId: '1', marketId: '1-1', outcomeId: null, hidden: null, currentPrice: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null };
      catalogue.applyPriceUpdates([{ ...base, status: 'lts' }]);
      vi.advanceTimersByTime(1000);
      catalogue.applyPriceUpdates([{ ...base, status: 'open' }]);
      vi.advanceTimersByTime(5000);
      expect(catalogue.event('1')?.value.marketIds).toEqual(['1-1']);
      expect(catalogue.market('1-1')?.value.status).toBe('open');
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes a market at once when all its outcomes hide (hidden outcomes are never shown)', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([event('1', [market('1-2', '1', [outcome('1-2-1', 2), outcome('1-2-2', 2)])])]);
    const base = { eventId: '1', currentPrice: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null };
    catalogue.applyPriceUpdates([{ ...base, marketId: '1-2', outcomeId: '1-2-1', status: null, hidden: true }]);
    expect(catalogue.event('1')?.value.marketIds).toEqual(['1-2']);
    catalogue.applyPriceUpdates([{ ...base, marketId: '1-2', outcomeId: '1-2-2', status: null, hidden: true }]);
    expect(catalogue.event('1')?.value.marketIds).toEqual([]);
  });

  it('a light snapshot (main markets only) keeps the markets an open event page loaded', () => {
    const catalogue = createCatalogueModel();
    catalogue.applyEvents([event('1', [market('1-1', '1', [outcome('1-1-1', 2)]), market('1-2', '1', [outcome('1-2-1', 2)]), market('1-3', '1', [outcome('1-3-1', 2)])])]);
    catalogue.applySnapshot([event('1', [market('1-1', '1', [outcome('1-1-1', 2.1)])])], { light: true });
    expect(catalogue.event('1')?.value.marketIds).toEqual(['1-1', '1-2', '1-3']);
    expect(catalogue.price('1-1-1').value.decimal).toBe(2.1);
    // A full snapshot is the whole truth: markets it leaves out are gone.
    catalogue.applySnapshot([event('1', [market('1-1', '1', [outcome('1-1-1', 2.1)])])]);
    expect(catalogue.event('1')?.value.marketIds).toEqual(['1-1']);
  });

  it('applies clock, scores per period and END_OF_EVENT', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([event('1', [])]);
    catalogue.applyEventChanges([{ eid: '1', status: 'LIVE', clock: { minutes: 12, status: 'RUNNING' }, scores: { home: 1, away: 0 }, scoresPerPeriod: [{ opponentId: 'h', instance: 1, key: 'HALF', score: '1' }] }]);
    expect(catalogue.event('1')?.value).toMatchObject({ clock: { minutes: 12 }, scores: { home: 1, away: 0 }, scoresPerPeriod: [{ opponentId: 'h', score: '1' }] });
    catalogue.applyEventChanges([{ eid: '1', status: 'END_OF_EVENT' }]);
    expect(catalogue.event('1')?.value.isFinished).toBe(true);
    expect(catalogue.liveEventIds.value).toEqual([]);
  });
});
