import type { BetslipError } from '../../core';

/**
 * One slip error as the bettor reads it. Every place that shows a slip or selection error
 * goes through here, so the RES-code texts (spec 8) live in one component.
 */
export function BetslipErrorMessage({ error }: { error: BetslipError }) {
  return (
    <p className="sb-betslip__error" role="alert" data-error-code={error.code}>
      {error.message}
    </p>
  );
}
