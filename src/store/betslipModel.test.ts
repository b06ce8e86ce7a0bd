import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createBetslipModel } from './betslipModel';

describe('betslip model', () => {
  it('starts closed and empty', () => {
    const betslip = createBetslipModel();
    expect(betslip.count.value).toBe(0);
    expect(betslip.isOpen.value).toBe(false);
    expect(betslip.selectionIds.value).toEqual([]);
  });

  it('opens when a selection is added and counts it once however often it is added', () => {
    const betslip = createBetslipModel();
    betslip.addSelection('o1');
    betslip.addSelection('o1');
    betslip.addSelection('o2');
    expect(betslip.selectionIds.value).toEqual(['o1', 'o2']);
    expect(betslip.count.value).toBe(2);
    expect(betslip.isOpen.value).toBe(true);
  });

  it('closes when the last selection is removed, and stays open while some remain', () => {
    const betslip = createBetslipModel();
    betslip.addSelection('o1');
    betslip.addSelection('o2');
    betslip.removeSelection('o1');
    expect(betslip.isOpen.value).toBe(true);
    betslip.removeSelection('o2');
    expect(betslip.isOpen.value).toBe(false);
    expect(betslip.count.value).toBe(0);
  });

  it('toggles a selection in and out', () => {
    const betslip = createBetslipModel();
    betslip.toggleSelection('o7');
    expect(betslip.selectionIds.value).toEqual(['o7']);
    betslip.toggleSelection('o7');
    expect(betslip.selectionIds.value).toEqual([]);
  });

  it('notifies a reader of the count once per add, even though add also opens the slip', () => {
    const betslip = createBetslipModel();
    const seen: Array<[number, boolean]> = [];
    const stop = effect(() => {
      seen.push([betslip.count.value, betslip.isOpen.value]);
    });
    betslip.addSelection('o1');
    stop();
    expect(seen).toEqual([
      [0, false],
      [1, true],
    ]);
  });

  it('opens, closes and toggles the slip without touching the selections', () => {
    const betslip = createBetslipModel();
    betslip.addSelection('o1');
    betslip.close();
    expect(betslip.isOpen.value).toBe(false);
    betslip.toggleOpen();
    expect(betslip.isOpen.value).toBe(true);
    betslip.toggleOpen();
    betslip.open();
    expect(betslip.isOpen.value).toBe(true);
    expect(betslip.selectionIds.value).toEqual(['o1']);
  });
});
