import { effect, signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CORE_SETTINGS } from '../core';
import { createBetslipModel } from './betslipModel';
import { createCatalogueModel } from './catalogueModel';
import { seedCatalogue } from './testing/seedCatalogue';

function setup() {
  const catalogue = createCatalogueModel();
  seedCatalogue(catalogue, 4);
  return { catalogue, betslip: createBetslipModel({ catalogue }) };
}

describe('betslip model over core’s state machine', () => {
  it('starts closed and empty', () => {
    const { betslip } = setup();
    expect([betslip.count.value, betslip.isOpen.value, betslip.selectionIds.value]).toEqual([0, false, []]);
  });

  it('adds a catalogue outcome with its price, opening the slip, and refuses it twice', () => {
    const { betslip } = setup();
    expect(betslip.addSelection('o1-1')).toBeNull();
    expect(betslip.addSelection('o1-1')).toBe('already-on-slip');
    expect(betslip.lastRefusal.value).toBe('already-on-slip');
    expect(betslip.state.value.bets['o1-1']).toMatchObject({ ref: 'sel1', eventId: 'e1', marketId: 'm1', decimal: 2 });
    expect(betslip.isOpen.value).toBe(true);
  });

  it("starts each new single with the bettor's default stake (issue 21), and none when it is 0", () => {
    const catalogue = createCatalogueModel();
    seedCatalogue(catalogue, 4);
    const defaultStake = signal(2.5);
    const betslip = createBetslipModel({ catalogue, defaultStake });
    betslip.addSelection('o1-1');
    betslip.addSelection('o2-1');
    expect([betslip.state.value.bets['o1-1']?.unitStake, betslip.state.value.bets['o2-1']?.unitStake]).toEqual([2.5, 2.5]);
    defaultStake.value = 0;
    betslip.addSelection('o3-1');
    expect(betslip.state.value.bets['o3-1']?.unitStake ?? 0).toBe(0);
  });

  it("reads a stake with its currency's places from the operator's list (KWD has 3; the fallback says 2)", () => {
    const catalogue = createCatalogueModel();
    seedCatalogue(catalogue, 2);
    const listed = createBetslipModel({ catalogue, currency: signal('KWD'), currencies: signal([{ isoCode: 'KWD', symbol: 'KD', precision: 3 }]) });
    const unlisted = createBetslipModel({ catalogue, currency: signal('KWD') });
    for (const betslip of [listed, unlisted]) betslip.addSelection('o1-1');
    expect(listed.typeStake('sel1', '0.125')).toEqual({ text: '0.125', value: 0.125, problem: null });
    expect(unlisted.typeStake('sel1', '0.125').problem).toBe('too-many-decimals');
  });

  it("takes at most the operator's max_bets_on_betslip selections, following a change of the setting", () => {
    const catalogue = createCatalogueModel();
    seedCatalogue(catalogue, 4);
    const settings = signal({ ...DEFAULT_CORE_SETTINGS, max_bets_on_betslip: 2 });
    const betslip = createBetslipModel({ catalogue, settings });
    expect(betslip.maxSelections.value).toBe(2);
    expect([betslip.addSelection('o1-1'), betslip.addSelection('o2-1'), betslip.addSelection('o3-1')]).toEqual([null, null, 'slip-full']);
    expect(betslip.selectionIds.value).toEqual(['o1-1', 'o2-1']);
    settings.value = { ...settings.value, max_bets_on_betslip: 3 };
    expect(betslip.maxSelections.value).toBe(3);
    expect([betslip.addSelection('o3-1'), betslip.addSelection('o4-1')]).toEqual([null, 'slip-full']);
    expect(betslip.count.value).toBe(3);
  });

  it('refuses an outcome the catalogue does not know', () => {
    const { betslip } = setup();
    expect(betslip.addSelection('nope')).toBe('unknown-outcome');
    expect(betslip.count.value).toBe(0);
  });

  it('builds the multiple and follows live prices into it', () => {
    const { betslip, catalogue } = setup();
    betslip.addSelection('o1-1');
    betslip.addSelection('o2-2');
    expect(betslip.state.value.multiple).toMatchObject({ description: 'Double', decimal: 6 });
    catalogue.applyPriceUpdates([{ eventId: 'e2', marketId: 'm2', outcomeId: 'o2-2', currentPrice: { decimal: 3.5, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null }]);
    expect(betslip.state.value.bets['o2-2']?.decimal).toBe(3.5);
    expect(betslip.state.value.multiple?.decimal).toBe(7);
  });

  it('toggles a selection, closes when the last goes, and notifies subscribers once per change', () => {
    const { betslip } = setup();
    const seen: number[] = [];
    const stop = effect(() => void seen.push(betslip.count.value));
    betslip.toggleSelection('o1-1');
    betslip.toggleSelection('o1-1');
    stop();
    expect(seen).toEqual([0, 1, 0]);
    expect(betslip.isOpen.value).toBe(false);
  });

  it('opens an empty slip on request and closes it', () => {
    const { betslip } = setup();
    betslip.toggleOpen();
    expect(betslip.isOpen.value).toBe(true);
    betslip.close();
    expect(betslip.isOpen.value).toBe(false);
  });

  it('refreshes through the API and stores per-selection errors', async () => {
    const catalogue = createCatalogueModel();
    seedCatalogue(catalogue, 2);
    const betslip = createBetslipModel({
      catalogue,
      bets: { refreshSlip: async () => ({ model: { singles: [], multiples: [], systems: [], totalStake: 0, potentialReturns: 0, availableBalance: null }, errors: [{ ref: 'sel1', code: 'RES-00048', message: 'suspended' }] }) },
    });
    betslip.addSelection('o1-1');
    await betslip.refresh();
    // The call answered: its errors concern the selections, the refresh itself succeeded.
    expect(betslip.state.value).toMatchObject({ refreshStatus: 'fulfilled', errors: [{ ref: 'sel1', code: 'RES-00048' }] });
  });

  it('drops a refresh answer that a placement overtook, so the placement’s answer stands', async () => {
    const catalogue = createCatalogueModel();
    seedCatalogue(catalogue, 2);
    let answer: (value: unknown) => void = () => undefined;
    const betslip = createBetslipModel({
      catalogue,
      bets: { refreshSlip: () => new Promise((resolve) => (answer = resolve)) as never },
    });
    betslip.addSelection('o1-1');
    const refreshing = betslip.refresh();
    betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 12 });
    betslip.dispatch({ type: 'placement-started' });
    betslip.dispatch({ type: 'placement-failed', errors: [{ code: 'placement-answer-lost', message: 'We could not confirm your bet.' }], durationMs: 5 });
    // The refresh sent before the placement now answers, with a price and no errors.
    answer({ model: { singles: [{ ref: 'sel1', outcomeId: 'o1-1', decimal: 9, unitStake: 12, potentialReturns: 108, outcomeState: 'A', message: null }], multiples: [], systems: [], totalStake: 12, potentialReturns: 108, availableBalance: null }, errors: [] });
    await refreshing;
    expect(betslip.state.value.errors).toEqual([{ code: 'placement-answer-lost', message: 'We could not confirm your bet.' }]);
    expect(betslip.state.value.bets['o1-1']?.decimal).toBe(2);
  });

  it('dispose ends its timers and effects: a stake typed just before is never sent, a closed leg is not removed later', async () => {
    vi.useFakeTimers();
    try {
      const catalogue = createCatalogueModel();
      seedCatalogue(catalogue, 4);
      const sent: unknown[] = [];
      const betslip = createBetslipModel({
        catalogue,
        bets: {
          refreshSlip: async (input) => {
            sent.push(input);
            return { model: { singles: [], availableBalance: null }, errors: [] } as never;
          },
        },
      });
      betslip.addSelection('o1-1');
      betslip.addSelection('o2-2');
      await vi.advanceTimersByTimeAsync(0);
      sent.length = 0;
      betslip.dispatch({ type: 'outcome-state-changed', outcomeId: 'o2-2', outcomeState: 'C', now: Date.now() });
      betslip.typeStake('sel1', '5');
      // The stake's debounce and the closed leg's removal are both due.
      expect(vi.getTimerCount()).toBe(2);

      betslip.dispose();
      await vi.advanceTimersByTimeAsync(60_000);
      catalogue.applyPriceUpdates([{ eventId: 'e1', marketId: 'm1', outcomeId: 'o1-1', currentPrice: { decimal: 9, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null }]);

      expect(sent).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
      expect(betslip.selectionIds.value).toEqual(['o1-1', 'o2-2']);
      // The price effect ended too: the slip keeps the price it had.
      expect(betslip.state.value.bets['o1-1']?.decimal).toBe(2);
      catalogue.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
