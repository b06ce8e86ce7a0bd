import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect } from 'react';
import { lazyModule } from '../../ui/lazyModule';
import { useRuntime } from '../runtime/RuntimeContext';

const quickBetDialog = lazyModule(() => import('./QuickBetDialog'));
const QuickBetDialog = quickBetDialog.component((module) => module.QuickBetDialog);

/**
 * Quick bet on a phone (issue 23; docs/betslip-presentation.md "Quick bet"): with the
 * operator's quick_bet_enabled on and an empty slip, a picked price opens this panel for
 * that one selection instead of only filling the slip bar. It is the slip's own row (price,
 * its moves and locks, stake field, returns, stake rules and errors), the currency's
 * quick-stake buttons and the slip's own placement foot (Place bet, progress, errors,
 * receipt): the same model, calls and rules as the full slip, so a quick bet is placed,
 * refused or receipted exactly as the slip would be, once. "Add to betslip" keeps the
 * selection (and its stake) on the slip instead; closing takes it off.
 *
 * A modal dialog (focus moves to the stake field, stays inside, Escape or × closes, and
 * goes back to the price), docked at the bottom of the screen.
 */
export function QuickBetPanel() {
  useSignals();
  const { quickBet } = useRuntime().store;
  const enabled = quickBet.enabled.value;
  // Where the operator offers quick bets, the dialog's code is fetched ahead of the first tap.
  useEffect(() => {
    if (enabled) void quickBetDialog.preload().catch(() => undefined);
  }, [enabled]);
  const outcomeId = quickBet.outcomeId.value;
  if (outcomeId === null) return null;
  return (
    <Suspense fallback={null}>
      <QuickBetDialog outcomeId={outcomeId} />
    </Suspense>
  );
}
