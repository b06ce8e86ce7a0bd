import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSED_SELECTION_MESSAGE, lockReasonOfCode } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipErrorMessage } from './BetslipErrorMessage';
import { BetslipLegLock } from './BetslipLegLock';
import { BetslipPrice } from './BetslipPrice';
import { BetslipStakeInput } from './BetslipStakeInput';
import { BetslipStakeProblem } from './BetslipStakeProblem';
import { useSlipFormat } from './useSlipFormat';
import { useSlipValue } from './useSlipValue';

/**
 * One single on the slip: what was picked, its price, stake, returns and every message
 * about it. Memoised by its outcome, it reads its own bet only (every read below is by
 * outcome id, in a computed): another selection added, or a refresh answer that changes
 * nothing for it, renders nothing here (issue 19).
 */
export const BetslipSingleRow = memo(function BetslipSingleRow({ outcomeId }: { outcomeId: string }) {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip, catalogue } = useRuntime().store;
  const format = useSlipFormat();
  const freeBetName = useId();
  const own = () => betslip.state.value.bets[outcomeId];
  const selection = useSlipValue(own);
  // The names: the catalogue's, else the server's refresh answer, else the ids (only the names: a live event's clock moves its signal).
  const names = useSlipValue(() => {
    const bet = own();
    return {
      event: (bet && catalogue.event(bet.eventId)?.value.description) ?? bet?.eventDescription ?? bet?.eventId ?? '',
      market: (bet && catalogue.market(bet.marketId)?.value.description) ?? bet?.marketDescription ?? '',
      outcome: catalogue.outcome(outcomeId)?.description ?? bet?.outcomeDescription ?? outcomeId,
    };
  });
  const figures = useSlipValue(() => betslip.figures.value.singles.find((single) => single.outcomeId === outcomeId));
  const lock = useSlipValue(() => betslip.locks.value[outcomeId]);
  // A locked leg's lock line says what its lock refusals and suspended message say.
  const errors = useSlipValue(() => {
    const bet = own();
    const locked = betslip.locks.value[outcomeId];
    return betslip.state.value.errors.filter((error) => error.ref === bet?.ref && error.message !== bet?.message && !(locked && lockReasonOfCode(error.code) !== null));
  });
  const problems = useSlipValue(() => betslip.problems.value.filter((problem) => problem.ref === own()?.ref));
  const eachWayOffered = useSlipValue(() => betslip.eachWayOffered.value);
  const field = useSlipValue(() => betslip.stakeField(own()?.ref ?? ''));
  if (selection === undefined) return null;
  const closed = selection.message === CLOSED_SELECTION_MESSAGE;
  const eachWay = eachWayOffered && selection.showEachWay && selection.placeTerms !== null;
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
        <button type="button" className="sb-button sb-button--quiet sb-betslip__remove" aria-label={t('remove', { name: names.outcome })} onClick={(event) => removeKeepingFocus(event.currentTarget, () => betslip.removeSelection(selection.outcomeId) === null)}>
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
          field={field}
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
});

/**
 * Removes a row and, when its remove button had the focus, hands it to the next row's
 * remove button (else the one before): the pressed button goes with its row, and focus left
 * on nothing falls to the page, lost behind the phone's sheet (issue 23). Without another
 * row the slip empties and whoever shows it places the focus (the sheet gives it back to the
 * page; the quick-bet panel to the price).
 */
function removeKeepingFocus(button: HTMLElement, remove: () => boolean): void {
  const root = button.getRootNode();
  // Inside the element's shadow root the document only knows the host: ask the button's own root.
  const hadFocus = (root instanceof Document || root instanceof ShadowRoot) && root.activeElement === button;
  const row = button.closest('li');
  const neighbour = [row?.nextElementSibling, row?.previousElementSibling].map((item) => item?.querySelector<HTMLElement>('.sb-betslip__remove')).find((item) => item != null);
  if (remove() && hadFocus && neighbour?.isConnected) neighbour.focus();
}
