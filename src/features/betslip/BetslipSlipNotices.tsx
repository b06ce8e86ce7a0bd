import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipErrorMessage } from './BetslipErrorMessage';
import { BetslipStakeProblem } from './BetslipStakeProblem';
import { useSlipValue } from './useSlipValue';

// The slip's messages about the whole slip rather than one bet (a refusal for want of
// balance, wagers disallowed, a time-out; the total over the balance), shown by the full
// slip and by the quick-bet panel, which has no top of its own (issue 23).

/** Errors of the whole slip (not of one bet), at its top. */
export const BetslipSlipErrors = memo(function BetslipSlipErrors() {
  useSignals();
  const { betslip } = useRuntime().store;
  const errors = useSlipValue(() => betslip.state.value.errors.filter((error) => error.ref === undefined || !/^(sel\d+|mul1|\d{3})$/.test(error.ref)));
  return (
    <>
      {errors.map((error) => (
        <BetslipErrorMessage key={`${error.code}-${error.ref ?? ''}`} error={error} />
      ))}
    </>
  );
});

/** The stake rules' problems of the whole slip (the total over the balance ...), under the stakes. */
export const BetslipSlipProblems = memo(function BetslipSlipProblems() {
  useSignals();
  const { betslip } = useRuntime().store;
  const problems = useSlipValue(() => betslip.problems.value.filter((problem) => problem.ref === null));
  return (
    <>
      {problems.map((problem) => (
        <BetslipStakeProblem key={problem.reason} problem={problem} />
      ))}
    </>
  );
});
