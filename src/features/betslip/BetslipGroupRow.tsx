import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipErrorMessage } from './BetslipErrorMessage';
import { LockIcon } from './BetslipLegLock';
import { BetslipStakeInput } from './BetslipStakeInput';
import { BetslipStakeProblem } from './BetslipStakeProblem';
import { useSlipFormat } from './useSlipFormat';
import { useSlipValue } from './useSlipValue';

interface BetslipGroupRowProps {
  /** mul1 or a system code. */
  betRef: string;
  /** Double, Treble, Trixie, Lucky 15 ... */
  name: string;
  potentialReturns: number;
  /** What the row says under its name: the combined price, the number of bets. */
  detail: ReactNode;
  children?: ReactNode;
}

/** A multiple or a system bet: its name, one unit stake, and its returns. */
export function BetslipGroupRow({ betRef, name, potentialReturns, detail, children }: BetslipGroupRowProps) {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const format = useSlipFormat();
  const problems = useSlipValue(() => betslip.problems.value.filter((problem) => problem.ref === betRef));
  const errors = useSlipValue(() => betslip.state.value.errors.filter((error) => error.ref === betRef));
  const locked = useSlipValue(() => betslip.lockedRefs.value.includes(betRef));
  const field = useSlipValue(() => betslip.stakeField(betRef));
  return (
    <li className="sb-betslip__bet sb-betslip__bet--group" data-bet-ref={betRef} data-locked={locked || undefined}>
      <div className="sb-betslip__bet-head">
        <div className="sb-betslip__names">
          <span className="sb-betslip__outcome">{name}</span>
          <span className="sb-betslip__market">{detail}</span>
        </div>
      </div>
      <div className="sb-betslip__bet-stake">
        <BetslipStakeInput
          name={name}
          field={field}
          onType={(text) => void betslip.typeStake(betRef, text)}
          onFocus={() => betslip.focusStake(betRef)}
        />
        <span className="sb-betslip__returns">
          {t('returns')} <span data-testid="bet-returns">{format.money(potentialReturns)}</span>
        </span>
      </div>
      {locked ? (
        <p className="sb-betslip__lock">
          <LockIcon /> {t('lock.group')}
        </p>
      ) : null}
      {children}
      {problems.map((problem) => (
        <BetslipStakeProblem key={problem.reason} problem={problem} />
      ))}
      {errors.map((error) => (
        <BetslipErrorMessage key={error.code} error={error} />
      ))}
    </li>
  );
}
