import { useSignals } from '@preact/signals-react/runtime';
import { useRuntime } from '../runtime/RuntimeContext';

/** Spec 2 "Betslip presentation": a toggle that shows the number of bets and opens the slip. */
export function BetslipToggle() {
  useSignals();
  const { betslip } = useRuntime().store;
  const count = betslip.count.value;
  return (
    <button
      type="button"
      className="sb-button sb-betslip-toggle"
      aria-expanded={betslip.isOpen.value}
      onClick={() => betslip.toggleOpen()}
    >
      Betslip
      <span className="sb-badge" aria-label={`${count} ${count === 1 ? 'selection' : 'selections'}`}>
        {count}
      </span>
    </button>
  );
}
