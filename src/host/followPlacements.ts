import { effect } from '@preact/signals-core';
import type { Runtime } from '../store';
import { SPORTSBOOK_BET_PLACED, type SportsbookBetPlacedDetail } from './events/sportsbook-bet-placed';
import type { EmitPageEvent } from './pageEvents';

/** Money as integer cents, so a sum of stakes is exact (0.1 + 0.2 is 0.3). */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * sportsbook-bet-placed once per accepted placement: the betslip's receipt and the jackpot
 * coupon's. Each receipt is a new object, so the same receipt seen again says nothing.
 */
export function followPlacements(runtime: Runtime, emit: EmitPageEvent): () => void {
  const { placement, jackpot, session } = runtime.store;
  let lastSlipReceipt = placement.receipt.peek();
  const stopSlip = effect(() => {
    const receipt = placement.receipt.value;
    if (receipt === null || receipt === lastSlipReceipt) return;
    lastSlipReceipt = receipt;
    const detail: SportsbookBetPlacedDetail = {
      reference: receipt.reference,
      kind: 'betslip',
      betCount: receipt.bets.reduce((count, bet) => count + bet.noOfBets, 0),
      totalStake: receipt.bets.reduce((total, bet) => total + cents(bet.totalStake), 0) / 100,
      currency: receipt.bets[0]?.currency ?? session.details.peek()?.currency ?? runtime.store.settings.settings.peek().currency,
    };
    emit(SPORTSBOOK_BET_PLACED, detail);
  });

  const current = jackpot.placement.peek();
  let lastJackpotReceipt = current.status === 'placed' ? current.receipt : null;
  const stopJackpot = effect(() => {
    const state = jackpot.placement.value;
    if (state.status !== 'placed' || state.receipt === lastJackpotReceipt) return;
    lastJackpotReceipt = state.receipt;
    const detail: SportsbookBetPlacedDetail = {
      reference: state.receipt.reference,
      kind: 'jackpot',
      betCount: state.receipt.noOfBets,
      totalStake: cents(state.receipt.totalCost) / 100,
      currency: state.receipt.currency,
    };
    emit(SPORTSBOOK_BET_PLACED, detail);
  });
  return () => {
    stopSlip();
    stopJackpot();
  };
}
