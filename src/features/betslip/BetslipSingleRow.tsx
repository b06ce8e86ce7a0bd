import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSED_SELECTION_MESSAGE, lockReasonOfCode, type BetslipSelection, type SingleFigures } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipErrorMessage } from './BetslipErrorMessage';
import { BetslipLegLock } from './BetslipLegLock';
import { BetslipPrice } from './BetslipPrice';
import { BetslipStakeInput } from './BetslipStakeInput';
import { BetslipStakeProblem } from './BetslipStakeProblem';
import { useSlipFormat } from './useSlipFormat';

/** The names of a selection: the catalogue's, else the server's refresh answer, else its ids. */
function useSelectionNames(selection: BetslipSelection) {
  const { catalogue } = useRuntime().store;
  return {
    event: catalogue.event(selection.eventId)?.value.description ?? selection.eventDescription ?? selection.eventId,
    market: catalogue.market(selection.marketId)?.value.description ?? selection.marketDescription ?? '',
    outcome: catalogue.outcome(selection.outcomeId)?.description ?? selection.outcomeDescription ?? selection.outcomeId,
  };
}

/** One single on the slip: what was picked, its price, stake, returns and every message about it. */
export function BetslipSingleRow({ selection, figures }: { selection: BetslipSelection; figures: SingleFigures | undefined }) {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const format = useSlipFormat();
  const names = useSelectionNames(selection);
  const freeBetName = useId();
  const state = betslip.state.value;
  const lock = betslip.locks.value[selection.outcomeId];
  // A locked leg's lock line says what its lock refusals and suspended message say.
  const errors = state.errors.filter((error) => error.ref === selection.ref && error.message !== selection.message && !(lock && lockReasonOfCode(error.code) !== null));
  const problems = betslip.problems.value.filter((problem) => problem.ref === selection.ref);
  const closed = selection.message === CLOSED_SELECTION_MESSAGE;
  const eachWay = betslip.eachWayOffered.value && selection.showEachWay && selection.placeTerms !== null;
  const freeBet = selection.maxFreeMoneyStake ?? 0;
  return (
    <li className="sb-betslip__bet" data-bet-ref={selection.ref} data-closed={closed || undefined} data-locked={lock}>
      <div className="sb-betslip__bet-head">
        <div className="sb-betslip__names">
          <span className="sb-betslip__outcome">{names.outcome}</span>
          <span className="sb-betslip__market">{names.market}</span>
          <span className="sb-betslip__event">{names.event}</span>
        </div>
        <BetslipPrice decimal={selection.decimal} acceptedDecimal={selection.acceptedDecimal} format={format.oddsFormat} />
        <button type="button" className="sb-button sb-button--quiet sb-betslip__remove" aria-label={t('remove', { name: names.outcome })} onClick={() => betslip.removeSelection(selection.outcomeId)}>
          ×
        </button>
      </div>
      {lock ? <BetslipLegLock reason={lock} /> : null}
      {selection.message && !lock ? (
        <p className="sb-betslip__message" role="status">
          {closed ? t('closed') : selection.message}
        </p>
      ) : null}
      <div className="sb-betslip__bet-stake">
        <BetslipStakeInput
          name={names.outcome}
          field={betslip.stakeField(selection.ref)}
          onType={(text) => void betslip.typeStake(selection.ref, text)}
          onFocus={() => betslip.focusStake(selection.ref)}
        />
        <span className="sb-betslip__returns">
          {t('returns')} <span data-testid="bet-returns">{format.money(figures?.potentialReturns ?? 0)}</span>
        </span>
      </div>
      {figures?.negativeOdd ? (
        <p className="sb-betslip__detail sb-betslip__negative-odd" data-testid="bet-negative-odd">
          {t('negativeOddRisk', { currency: format.currency, risk: format.money(figures.negativeOdd.risk), toWin: format.money(figures.negativeOdd.toWin) })}
        </p>
      ) : null}
      {eachWay && selection.placeTerms ? (
        <p className="sb-betslip__detail">
          {t('eachWayTerms', { places: selection.placeTerms.places, divisor: Math.round(1 / selection.placeTerms.fraction) })}
          {figures?.placeReturns != null ? <> · {t('placePart', { amount: format.money(figures.placeReturns) })}</> : null}
        </p>
      ) : null}
      {freeBet > 0 ? (
        <fieldset className="sb-betslip__free-bet">
          <legend>{t('freeBet')}</legend>
          <label>
            <input type="radio" name={freeBetName} checked={selection.freeBetMode === 'none'} onChange={() => betslip.setFreeBet(selection.outcomeId, 'none')} />
            {t('freeBetNone')}
          </label>
          <label>
            <input type="radio" name={freeBetName} checked={selection.freeBetMode === 'max'} onChange={() => betslip.setFreeBet(selection.outcomeId, 'max')} />
            {t('freeBetMax', { amount: format.money(freeBet) })}
          </label>
        </fieldset>
      ) : null}
      {figures?.tax ? (
        <dl className="sb-betslip__tax">
          <dt>{t('stakeAfterTax')}</dt>
          <dd data-testid="bet-stake-after-tax">{format.money(figures.tax.stakeAfterTax)}</dd>
          <dt>{t('taxDeduction')}</dt>
          <dd data-testid="bet-tax-deduction">{format.money(figures.tax.potentialTaxDeduction)}</dd>
        </dl>
      ) : null}
      {problems.map((problem) => (
        <BetslipStakeProblem key={problem.reason} problem={problem} min={selection.minBetStake} max={selection.maxBetStake} />
      ))}
      {errors.map((error) => (
        <BetslipErrorMessage key={error.code} error={error} />
      ))}
    </li>
  );
}
