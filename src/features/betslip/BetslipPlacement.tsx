import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, orderedSelections, stakedRefs } from '../../core';
import { useOperatorCurrencies } from '../money/useAmountText';
import { GLOBAL_STAKE_FIELD, type PlacementModel } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipLockNotice } from './BetslipLockNotice';
import { OddsAcceptanceSetting } from './OddsAcceptanceSetting';
import { isReceiptShown } from './receiptShown';
import { useShownWhen } from './useShownWhen';
import { useSlipValue } from './useSlipValue';
import { useSystemName } from './useSystemName';

/**
 * The foot of the open slip: the place button (Place bet / Place bets / Accept new prices /
 * Retry), the placement's progress in a live region (the in-play countdown, the wait for a
 * trader, a lost answer), the receipt, and the "When odds change" choice.
 */
export const BetslipPlacement = memo(function BetslipPlacement() {
  useSignals();
  const { placement, betslip, session } = useRuntime().store;
  const showReceipt = useSlipValue(() => isReceiptShown(betslip, placement));
  const currency = useSlipValue(() => session.details.value?.currency ?? 'EUR');
  const loggedIn = useSlipValue(() => session.details.value !== null);
  // The controls are there while the slip holds bets: mounted once, shown by an effect, so a first selection renders nothing here.
  const controls = useShownWhen<HTMLDivElement>(() => betslip.count.value > 0);
  const lockNoticeId = useId();
  const placeButtonId = useId();

  return (
    <div className="sb-placement">
      {showReceipt ? <PlacementReceipt placement={placement} currency={currency} /> : null}
      <p className="sb-placement__status" role="status">
        <PlacementStatus placement={placement} />
      </p>
      <div ref={controls} className="sb-placement__controls" hidden={betslip.count.peek() === 0}>
        <BetslipLockNotice id={lockNoticeId} placeButtonId={placeButtonId} />
        <PlaceButton id={placeButtonId} placement={placement} loggedIn={loggedIn} lockNoticeId={lockNoticeId} />
        <OddsAcceptanceSetting />
      </div>
    </div>
  );
});

const PlacementStatus = memo(function PlacementStatus({ placement }: { placement: PlacementModel }) {
  useSignals();
  const { t } = useTranslation('placement');
  const phase = useSlipValue(() => placement.phase.value);
  const seconds = useSlipValue(() => placement.countdown.value);
  const pricesChanged = useSlipValue(() => placement.priceChanges.value.length > 0);
  if (phase === 'placing') return t('placing');
  if (phase === 'checking') return t('checkingEarlier');
  if (phase === 'in-play-delay' && seconds !== null && seconds > 0) return t('countdown', { seconds });
  if (phase === 'in-play-delay') return t('placing');
  if (phase === 'awaiting-approval') return `${t('waitingApproval')}. ${t('waitingApprovalHint')}`;
  if (pricesChanged) return t('pricesChanged');
  return '';
});

const PlaceButton = memo(function PlaceButton({ id, placement, loggedIn, lockNoticeId }: { id: string; placement: PlacementModel; loggedIn: boolean; lockNoticeId: string }) {
  useSignals();
  const { t } = useTranslation('placement');
  const hintId = useId();
  const nameOfField = useStakeFieldName();
  // What the button says and whether it can be pressed, read narrowly: a toggle changes the
  // request the placement would send, but rarely any of this.
  const view = useSlipValue(() => {
    const busy = placement.busy.value;
    // A field that does not read as a stake, else a stake outside its bounds: either way the hint names the field.
    const fieldProblem = placement.fieldProblem.value ?? placement.boundProblem.value;
    return {
      busy,
      asksForPrices: !busy && placement.priceChanges.value.length > 0,
      retry: !busy && placement.isRetry.value,
      locked: !busy && placement.locked.value,
      betCount: stakedRefs(placement.request.value).length,
      placeable: placement.placeable.value,
      problemField: fieldProblem?.ref ? nameOfField(fieldProblem.ref) : null,
      checksEarlierFirst: placement.checksEarlierFirst.value,
      waitsForLivePrices: !busy && placement.waitsForLivePrices.value,
    };
  });
  const { busy, asksForPrices, retry, locked, betCount, waitsForLivePrices } = view;
  let label = betCount > 1 ? t('placeBets') : t('placeBet');
  if (asksForPrices && !locked) label = t('acceptNewPrices');
  else if (retry && !locked) label = t('retry');
  const disabled = busy || locked || waitsForLivePrices || (!asksForPrices && !view.placeable);
  let hint: string | null = null;
  if (locked) hint = null;
  // The slip's notice says why (prices not live); this says what it means for the bet.
  else if (waitsForLivePrices) hint = t('waitingForLivePrices');
  else if (!busy && !asksForPrices && view.problemField !== null) hint = t('fixStake', { name: view.problemField });
  else if (!busy && !asksForPrices && !view.placeable) hint = t('nothingStaked');
  else if (!loggedIn) hint = t('loginToPlace');
  // Placing now sends the unconfirmed earlier attempt first, and maybe nothing else: said before the press.
  else if (!busy && view.checksEarlierFirst) hint = t('checksEarlierHint');
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
});

/** The name a stake field goes by ("Stake for {name}"), for the hint that says which one to fix. */
function useStakeFieldName(): (ref: string) => string {
  const { t } = useTranslation('betslip');
  const { betslip, catalogue } = useRuntime().store;
  const nameOfSystem = useSystemName();
  // Called inside a computed: the slip is read there, so the name follows it.
  return (ref) => {
    const state = betslip.state.value;
    const multiple = betslip.figures.value.multiple;
    if (ref === GLOBAL_STAKE_FIELD) return t('everyBet');
    if (multiple && ref === multiple.ref) return multiple.description;
    const selection = orderedSelections(state).find((each) => each.ref === ref);
    if (selection) return catalogue.outcome(selection.outcomeId)?.description ?? selection.outcomeDescription ?? selection.outcomeId;
    return nameOfSystem(ref, state.order.length);
  };
}

function PlacementReceipt({ placement, currency }: { placement: PlacementModel; currency: string }) {
  useSignals();
  const { t } = useTranslation('placement');
  const currencies = useOperatorCurrencies();
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
                  {t('amount', { amount: formatAmount(bet.totalStake, bet.currency || currency, currencies), currency: bet.currency || currency })}
                </dd>
              </div>
              <div>
                <dt>{t('returns')}</dt>
                <dd data-testid="receipt-returns">
                  {t('amount', { amount: formatAmount(bet.potentialReturns, bet.currency || currency, currencies), currency: bet.currency || currency })}
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
