import { effect } from '@preact/signals-core';
import type { Runtime } from '../store';
import { SPORTSBOOK_BETSLIP_CHANGE, type SportsbookBetslipChangeDetail } from './events/sportsbook-betslip-change';
import type { EmitPageEvent } from './pageEvents';

/**
 * sportsbook-betslip-change when the betslip's selections change. It follows the list of
 * selection ids only, never the slip's prices or stakes, so a price tick says nothing.
 */
export function followBetslip(runtime: Runtime, emit: EmitPageEvent): () => void {
  let previous = runtime.store.betslip.selectionIds.peek();
  return effect(() => {
    const outcomeIds = runtime.store.betslip.selectionIds.value;
    if (sameIds(outcomeIds, previous)) return;
    previous = outcomeIds;
    const detail: SportsbookBetslipChangeDetail = { count: outcomeIds.length, outcomeIds: [...outcomeIds] };
    emit(SPORTSBOOK_BETSLIP_CHANGE, detail);
  });
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
