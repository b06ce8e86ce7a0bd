import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { orderedSelections } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipErrorMessage } from './BetslipErrorMessage';
import { BetslipGlobalStake } from './BetslipGlobalStake';
import { BetslipPlacement } from './BetslipPlacement';
import { BetslipMultiples } from './BetslipMultiples';
import { BetslipSingleRow } from './BetslipSingleRow';
import { BetslipStakeProblem } from './BetslipStakeProblem';
import { BetslipToggle } from './BetslipToggle';
import { BetslipTotals } from './BetslipTotals';
import { BookingCode } from './BookingCode';

/** The betslip column: the collapsed toggle, or the open slip with every bet, its stakes and figures. */
export function Betslip() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const headingId = useId();

  if (!betslip.isOpen.value) {
    return (
      <div className="sb-betslip sb-betslip--collapsed">
        <BetslipToggle />
      </div>
    );
  }

  const state = betslip.state.value;
  const selections = orderedSelections(state);
  const count = selections.length;
  const figures = betslip.figures.value;
  const slipErrors = state.errors.filter((error) => error.ref === undefined || !/^(sel\d+|mul1|\d{3})$/.test(error.ref));
  const slipProblems = betslip.problems.value.filter((problem) => problem.ref === null);
  return (
    <section className="sb-betslip sb-betslip--open" part="betslip" aria-labelledby={headingId}>
      <header className="sb-betslip__header">
        <h2 id={headingId} className="sb-betslip__title">
          {t('title')} <span className="sb-badge">{count}</span>
        </h2>
        <button type="button" className="sb-button sb-button--quiet" onClick={() => betslip.close()}>
          {t('close')}
        </button>
      </header>
      {count === 0 ? (
        <p className="sb-betslip__empty">{t('empty')}</p>
      ) : (
        <div className="sb-betslip__body">
          <p className="sb-visually-hidden" aria-live="polite">
            {t('count', { count })}
          </p>
          {slipErrors.map((error) => (
            <BetslipErrorMessage key={`${error.code}-${error.ref ?? ''}`} error={error} />
          ))}
          {betslip.eachWayOffered.value && selections.some((selection) => selection.showEachWay) ? (
            <label className="sb-betslip__each-way">
              <input type="checkbox" checked={state.isEachWayChecked} onChange={(event) => betslip.setEachWay(event.target.checked)} />
              {t('eachWay')}
              {state.isEachWayChecked && state.eachWayStatus === 'pending' ? <span className="sb-betslip__pending"> {t('eachWayPending')}</span> : null}
            </label>
          ) : null}
          <ul className="sb-betslip__bets" aria-label={t('singles')}>
            {selections.map((selection) => (
              <BetslipSingleRow key={selection.outcomeId} selection={selection} figures={figures.singles.find((single) => single.outcomeId === selection.outcomeId)} />
            ))}
          </ul>
          <BetslipMultiples />
          <BetslipGlobalStake />
          {slipProblems.map((problem) => (
            <BetslipStakeProblem key={problem.reason} problem={problem} />
          ))}
          <BetslipTotals />
        </div>
      )}
      {/* Placement also shows the receipt once the placed slip has cleared; a code can be loaded into an empty slip. */}
      <BetslipPlacement />
      <BookingCode />
    </section>
  );
}
