import type { BetslipModelRefusal, UiModel } from '../../store';

const SLIP_FULL_KEY = 'betslip:slipFull';

/**
 * Says why a price did not go on the slip when the slip already holds the operator's
 * max_bets_on_betslip selections: without it the 16th press looks broken (docs/settings.md).
 * A warning toast (role alert, so a screen reader hears it at once); pressing again replaces
 * the one on show rather than stacking copies.
 */
export function sayWhenSlipFull(refusal: BetslipModelRefusal | null, ui: Pick<UiModel, 'toasts' | 'showToast' | 'dismissToast'>, maxSelections: number): void {
  if (refusal !== 'slip-full') return;
  for (const toast of ui.toasts.peek()) if (toast.message?.key === SLIP_FULL_KEY) ui.dismissToast(toast.id);
  ui.showToast({
    type: 'warning',
    text: maxSelections === 1 ? 'Your betslip is full: it holds 1 selection at most. Remove it to add another.' : `Your betslip is full: it holds ${maxSelections} selections at most. Remove one to add another.`,
    // i18next picks the plural form (slipFull_one, slipFull_other) from count.
    message: { key: SLIP_FULL_KEY, values: { count: maxSelections } },
  });
}
