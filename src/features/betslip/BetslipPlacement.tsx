import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, orderedSelections, stakedRefs } from '../../core';
import { GLOBAL_STAKE_FIELD, type PlacementModel } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipLockNotice } from './BetslipLockNotice';
import { OddsAcceptanceSetting } from './OddsAcceptanceSetting';
import { useSystemName } from './useSystemName';

/**
 * The foot of the open slip: the place button (Place bet / Place bets / Accept new prices /
 * Retry), the placement's progress in a live region (the in-play countdown, the wait for a
 * trader, a lost answer), the receipt, and the "When odds change" choice.
 */
export function BetslipPlacement() {
  useSignals();
  const { placement, betslip, session } = useRuntime().store;
  const slip = betslip.state.value;
  const receipt = placement.receipt.value;
  const lockNoticeId = useId();
  const placeButtonId = useId();

  return (
    <div className="sb-placement">
      {slip.placementSuccess && receipt ? <PlacementReceipt placement={placement} currency={session.details.value?.currency ?? 'EUR'} /> : null}
      <p className="sb-placement__status" role="status">
        <PlacementStatus placement={placement} />
      </p>
      {slip.order.length > 0 ? (
        <>
          <BetslipLockNotice id={lockNoticeId} placeButtonId={placeButtonId} />
          <PlaceButton id={placeButtonId} placement={placement} loggedIn={session.details.value !== null} lockNoticeId={lockNoticeId} />
          <OddsAcceptanceSetting />
        </>
      ) : null}
    </div>
  );
}

function PlacementStatus({ placement }: { placement: PlacementModel }) {
  useSignals();
  const { t } = useTranslation('placement');
  const phase = placement.phase.value;
  const seconds = placement.countdown.value;
  if (phase === 'placing') return t('placing');
  if (phase === 'checking') return t('checkingEarlier');
  if (phase === 'in-play-delay' && seconds !== null && seconds > 0) return t('countdown', { seconds });
  if (phase === 'in-play-delay') return t('placing');
  if (phase === 'awaiting-approval') return `${t('waitingApproval')}. ${t('waitingApprovalHint')}`;
  if (placement.priceChanges.value.length > 0) return t('pricesChanged');
  return '';
}

function PlaceButton({ id, placement, loggedIn, lockNoticeId }: { id: string; placement: PlacementModel; loggedIn: boolean; lockNoticeId: string }) {
  useSignals();
  const { t } = useTranslation('placement');
  const hintId = useId();
  const busy = placement.busy.value;
  const asksForPrices = !busy && placement.priceChanges.value.length > 0;
  const retry = !busy && placement.isRetry.value;
  // A locked leg holds the whole slip back: the notice above the button says which and why.
  const locked = !busy && placement.locked.value;
  const betCount = stakedRefs(placement.request.value).length;
  let label = betCount > 1 ? t('placeBets') : t('placeBet');
  // While placing the label stays (aria-busy says so); the status line tells what happens.
  if (asksForPrices && !locked) label = t('acceptNewPrices');
  else if (retry && !locked) label = t('retry');
  const disabled = busy || locked || (!asksForPrices && !placement.placeable.value);
  const fieldProblem = placement.fieldProblem.value;
  const fieldName = useStakeFieldName();
  let hint: string | null = null;
  if (locked) hint = null;
  else if (!busy && !asksForPrices && fieldProblem) hint = t('fixStake', { name: fieldName(fieldProblem.ref) });
  else if (!busy && !asksForPrices && !placement.placeable.value) hint = t('nothingStaked');
  else if (!loggedIn) hint = t('loginToPlace');
  // Placing now sends the unconfirmed earlier attempt first, and maybe nothing else: said before the press.
  else if (!busy && placement.checksEarlierFirst.value) hint = t('checksEarlierHint');
  return (
    <>
      {hint ? (
        <p id={hintId} className="sb-placement__hint">
          {hint}
        </p>
      ) : null}
      <button
        id={id}
        type="button"
        className="sb-button sb-button--primary sb-placement__button"
        aria-busy={busy}
        aria-describedby={locked ? lockNoticeId : hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => {
          if (asksForPrices) placement.acceptNewPrices();
          else void placement.place();
        }}
      >
        {label}
      </button>
    </>
  );
}

/** The name a stake field goes by ("Stake for {name}"), for the hint that says which one to fix. */
function useStakeFieldName(): (ref: string) => string {
  const { t } = useTranslation('betslip');
  const { betslip, catalogue } = useRuntime().store;
  const state = betslip.state.value;
  const multiple = betslip.figures.value.multiple;
  const nameOfSystem = useSystemName();
  return (ref) => {
    if (ref === GLOBAL_STAKE_FIELD) return t('everyBet');
    if (multiple && ref === multiple.ref) return multiple.description;
    const selection = orderedSelections(state).find((each) => each.ref === ref);
    if (selection) return catalogue.outcome(selection.outcomeId)?.description ?? selection.outcomeDescription ?? selection.outcomeId;
    // The name the system's own row shows (it depends on the leg count).
    return nameOfSystem(ref, state.order.length);
  };
}

function PlacementReceipt({ placement, currency }: { placement: PlacementModel; currency: string }) {
  useSignals();
  const { t } = useTranslation('placement');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const receipt = placement.receipt.value;
  // The bettor (and a screen reader) lands on the outcome of what they just did.
  useEffect(() => headingRef.current?.focus(), [receipt?.reference]);
  if (!receipt) return null;
  return (
    <section className="sb-placement__receipt" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="sb-placement__receipt-title">
        {t('receiptTitle')}
      </h3>
      <p className="sb-placement__reference">{t('receiptReference', { reference: receipt.reference })}</p>
      {receipt.earlier ? <p className="sb-placement__receipt-note">{t('receiptEarlier')}</p> : null}
      <ul className="sb-placement__receipt-bets" aria-label={t('receiptBets')}>
        {receipt.bets.map((bet) => (
          <li key={bet.betId} className="sb-placement__receipt-bet" data-bet-id={bet.betId}>
            <span className="sb-placement__receipt-description">{bet.description}</span>
            <dl className="sb-placement__figures">
              <div>
                <dt>{t('stake')}</dt>
                <dd data-testid="receipt-stake">
                  {t('amount', { amount: formatAmount(bet.totalStake, bet.currency || currency), currency: bet.currency || currency })}
                </dd>
              </div>
              <div>
                <dt>{t('returns')}</dt>
                <dd data-testid="receipt-returns">
                  {t('amount', { amount: formatAmount(bet.potentialReturns, bet.currency || currency), currency: bet.currency || currency })}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <button type="button" className="sb-button sb-button--quiet" onClick={() => placement.dismissReceipt()}>
        {t('receiptDone')}
      </button>
    </section>
  );
}
