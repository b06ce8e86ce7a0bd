import { computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { CoreSettings } from '../core';
import type { BetslipModel, BetslipModelRefusal } from './betslipModel';
import { ownedModel } from './ownedModel';
import type { PlacementModel } from './placementModel';

export interface QuickBetDependencies {
  betslip: Pick<BetslipModel, 'state' | 'pickOpensSlip' | 'addSelection' | 'toggleSelection' | 'removeSelection'>;
  placement: Pick<PlacementModel, 'busy' | 'receipt' | 'dismissReceipt'>;
  /** The operator's settings: quick_bet_enabled switches quick bets on (docs/betslip-presentation.md). */
  settings: ReadonlySignal<Pick<CoreSettings, 'quick_bet_enabled'>>;
}

export interface QuickBetModel {
  /** The outcome the quick-bet panel is for; null while no quick bet is open. */
  readonly outcomeId: ReadonlySignal<string | null>;
  /** The operator offers quick bets (quick_bet_enabled). */
  readonly enabled: ReadonlySignal<boolean>;
  /**
   * A price pressed. With quick bets on, the slip bar on screen (a phone) and an empty
   * slip, the selection goes on the slip and the quick-bet panel opens for it; otherwise
   * the price goes on or off the slip as always. Returns the slip's refusal, if any.
   */
  pick(outcomeId: string): BetslipModelRefusal | null;
  /** "Add to betslip": the panel closes and the selection stays on the slip, with its stake. */
  keepOnSlip(): void;
  /** Closed without placing: the selection leaves the slip (refused while the bet is being placed). */
  cancel(): void;
  /** Closed after the bet was placed: the receipt goes with the panel. */
  done(): void;
  dispose(): void;
}

/**
 * Quick bet (issue 23): one selection placed from a small panel without opening the slip.
 * The panel's selection is the slip's one selection, so it is priced, validated, placed,
 * refused and receipted by the slip's own models, the same calls and rules as the slip
 * (exactly once: the placement model's uuid and busy guard); this model only says which
 * outcome the panel is open for, and closes it when that selection has gone.
 */
export function createQuickBetModel({ betslip, placement, settings }: QuickBetDependencies): QuickBetModel {
  return ownedModel<Omit<QuickBetModel, 'dispose'>>(() => {
    const outcomeId = signal<string | null>(null);
    const enabled = computed(() => settings.value.quick_bet_enabled);

    // The panel goes when its selection has: removed from the row, closed by the feed, the
    // slip cleared, or the phone layout left (a wider window shows the slip itself). After a
    // placement the slip is empty but the receipt stays in the panel until "Done".
    // It also goes when another selection joins the slip (a host's addSelection, a parent
    // frame's command): the panel shows one row, but its Place bet places the whole slip, so
    // a second selection (staked by a quick stake too) would be placed and charged unseen.
    // The slip is then a slip: both selections and the stake stay, and the bar shows them.
    effect(() => {
      const open = outcomeId.value;
      if (open === null) return;
      const state = betslip.state.value;
      const onSlip = state.bets[open] !== undefined;
      const others = state.order.some((id) => id !== open);
      const receiptShown = state.placementSuccess && placement.receipt.value !== null;
      if (betslip.pickOpensSlip.value || (!placement.busy.value && (others || (!onSlip && !receiptShown)))) untracked(() => (outcomeId.value = null));
    });

    return {
      outcomeId,
      enabled,
      pick(id) {
        const quick = enabled.peek() && !betslip.pickOpensSlip.peek() && outcomeId.peek() === null && betslip.state.peek().order.length === 0;
        if (!quick) return betslip.toggleSelection(id);
        const refusal = betslip.addSelection(id);
        if (refusal === null) outcomeId.value = id;
        return refusal;
      },
      keepOnSlip() {
        // Mid-placement the panel stays: its placement answers there.
        if (placement.busy.peek()) return;
        outcomeId.value = null;
      },
      cancel() {
        const open = outcomeId.peek();
        if (open === null || placement.busy.peek()) return;
        if (betslip.state.peek().bets[open] !== undefined && betslip.removeSelection(open) !== null) return;
        if (placement.receipt.peek() !== null) placement.dismissReceipt();
        outcomeId.value = null;
      },
      done() {
        if (placement.busy.peek()) return;
        if (placement.receipt.peek() !== null) placement.dismissReceipt();
        outcomeId.value = null;
      },
    };
  });
}
