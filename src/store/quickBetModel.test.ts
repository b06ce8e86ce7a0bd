import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createBetslipModel } from './betslipModel';
import { createCatalogueModel } from './catalogueModel';
import { createQuickBetModel } from './quickBetModel';
import { seedCatalogue } from './testing/seedCatalogue';

/** A real slip over a seeded catalogue, with a stand-in placement (the panel's tests place for real). */
function setup({ enabled = true, bar = true } = {}) {
  const catalogue = createCatalogueModel();
  seedCatalogue(catalogue, 3);
  const betslip = createBetslipModel({ catalogue });
  if (bar) betslip.showPicksInBar();
  const busy = signal(false);
  const receipt = signal<{ reference: string; bets: [] } | null>(null);
  const placement = {
    busy,
    receipt,
    dismissReceipt() {
      receipt.value = null;
    },
  };
  const quickBet = createQuickBetModel({ betslip, placement, settings: signal({ quick_bet_enabled: enabled }) });
  return { betslip, quickBet, busy, receipt };
}

describe('quick bet (issue 23)', () => {
  it('opens for a pick on an empty slip with the bar on screen, without opening the slip', () => {
    const { betslip, quickBet } = setup();
    expect(quickBet.pick('o1-1')).toBeNull();
    expect(quickBet.outcomeId.value).toBe('o1-1');
    expect(betslip.selectionIds.value).toEqual(['o1-1']);
    expect(betslip.isOpen.value).toBe(false);
  });

  it('is not offered off, at desktop width (no bar), or with a selection on the slip: the pick toggles the slip', () => {
    const off = setup({ enabled: false });
    off.quickBet.pick('o1-1');
    expect(off.quickBet.outcomeId.value).toBeNull();
    expect(off.betslip.selectionIds.value).toEqual(['o1-1']);

    const wide = setup({ bar: false });
    wide.quickBet.pick('o1-1');
    expect(wide.quickBet.outcomeId.value).toBeNull();
    expect(wide.betslip.isOpen.value).toBe(true);

    const filled = setup();
    filled.betslip.addSelection('o2-1');
    filled.quickBet.pick('o1-1');
    expect(filled.quickBet.outcomeId.value).toBeNull();
    expect(filled.betslip.selectionIds.value).toEqual(['o2-1', 'o1-1']);
  });

  it('keeps the selection on "Add to betslip", takes it off on close, and holds while placing', () => {
    const kept = setup();
    kept.quickBet.pick('o1-1');
    kept.quickBet.keepOnSlip();
    expect(kept.quickBet.outcomeId.value).toBeNull();
    expect(kept.betslip.selectionIds.value).toEqual(['o1-1']);

    const { betslip, quickBet, busy } = setup();
    quickBet.pick('o1-1');
    busy.value = true;
    quickBet.cancel();
    quickBet.keepOnSlip();
    expect(quickBet.outcomeId.value).toBe('o1-1');
    busy.value = false;
    quickBet.cancel();
    expect(quickBet.outcomeId.value).toBeNull();
    expect(betslip.selectionIds.value).toEqual([]);
  });

  it('closes when its selection leaves the slip, but stays for the receipt once placed', () => {
    const { betslip, quickBet, receipt } = setup();
    quickBet.pick('o1-1');
    betslip.removeSelection('o1-1');
    expect(quickBet.outcomeId.value).toBeNull();

    quickBet.pick('o2-1');
    receipt.value = { reference: 'R1', bets: [] };
    betslip.dispatch({ type: 'placement-started' });
    betslip.dispatch({ type: 'placement-succeeded', reference: 'R1', durationMs: 10 });
    expect(betslip.selectionIds.value).toEqual([]);
    expect(quickBet.outcomeId.value).toBe('o2-1');
    quickBet.done();
    expect(receipt.value).toBeNull();
    expect(quickBet.outcomeId.value).toBeNull();
  });

  it('hands over to the slip when another selection joins it (a host\'s addSelection): the panel shows and places one selection only', () => {
    const { betslip, quickBet } = setup();
    quickBet.pick('o1-1');
    betslip.quickStake(betslip.state.value.bets['o1-1']!.ref, 25);
    expect(betslip.addSelection('o2-1')).toBeNull();
    // The panel goes; both selections and the panel's stake stay on the slip (the bar shows them).
    expect(quickBet.outcomeId.value).toBeNull();
    expect(betslip.selectionIds.value).toEqual(['o1-1', 'o2-1']);
    expect(betslip.state.value.bets['o1-1']!.unitStake).toBe(25);
  });
});
