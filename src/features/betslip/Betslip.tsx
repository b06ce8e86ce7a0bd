import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipPlacement } from './BetslipPlacement';
import { BetslipToggle } from './BetslipToggle';
import { BookingCode } from './BookingCode';

/** The betslip column: the collapsed toggle, or the open slip. Bet building comes with its issue. */
export function Betslip() {
  useSignals();
  const { betslip } = useRuntime().store;
  const headingId = useId();

  if (!betslip.isOpen.value) {
    return (
      <div className="sb-betslip sb-betslip--collapsed">
        <BetslipToggle />
      </div>
    );
  }

  const count = betslip.count.value;
  return (
    <section className="sb-betslip sb-betslip--open" aria-labelledby={headingId}>
      <header className="sb-betslip__header">
        <h2 id={headingId} className="sb-betslip__title">
          Betslip <span className="sb-badge">{count}</span>
        </h2>
        <button type="button" className="sb-button sb-button--quiet" onClick={() => betslip.close()}>
          Close
        </button>
      </header>
      {count === 0 ? (
        <p className="sb-betslip__empty">Your betslip is empty. Pick a price to add a selection.</p>
      ) : (
        <p className="sb-betslip__summary">
          {count} {count === 1 ? 'selection' : 'selections'}
        </p>
      )}
      <BetslipPlacement />
      <BookingCode />
    </section>
  );
}
