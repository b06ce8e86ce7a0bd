import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionBoundary } from '../failures/RegionBoundary';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipBetBuilder } from './BetslipBetBuilder';
import { BetslipGlobalStake } from './BetslipGlobalStake';
import { BetslipPlacement } from './BetslipPlacement';
import { BetslipMultiples } from './BetslipMultiples';
import { BetslipSingles } from './BetslipSingles';
import { BetslipSlipErrors, BetslipSlipProblems } from './BetslipSlipNotices';
import { BetslipToggle } from './BetslipToggle';
import { BetslipTotals } from './BetslipTotals';
import { BetslipPromoCash } from './BetslipPromoCash';
import { PricesNotLiveNotice } from '../prices/PricesNotLiveNotice';
import { SessionEndedNotice } from '../login/SessionEndedNotice';
import { BookingCode } from './BookingCode';
import { isReceiptShown } from './receiptShown';
import { useShownWhen, useSignalText } from './useShownWhen';
import { useSlipValue } from './useSlipValue';

/**
 * The betslip, contained (RegionBoundary): a part of it that fails to render shows the
 * slip's notice with a Retry instead of blanking the page, and the selections, which live
 * in the store, are all there when it remounts.
 */
export function Betslip() {
  return (
    <RegionBoundary region="betslip">
      <BetslipColumn />
    </RegionBoundary>
  );
}

/**
 * The betslip column: the collapsed toggle, or the open slip with every bet, its stakes and figures.
 *
 * Both are mounted once and shown or hidden by effects, and every part reads only what it
 * shows (useSlipValue), so a toggle renders the list and the new row, not the slip
 * (issue 19; docs/betslip.md "Render budget").
 */
function BetslipColumn() {
  const { t } = useTranslation('betslip');
  const { betslip, placement, betBuilder } = useRuntime().store;
  const headingId = useId();
  const collapsed = useShownWhen<HTMLDivElement>(() => !betslip.isOpen.value);
  const open = useShownWhen<HTMLElement>(() => betslip.isOpen.value);
  // After a placement the slip shows the receipt alone: not "empty" above "Bet placed", nor the booking code.
  const empty = useShownWhen<HTMLParagraphElement>(() => betslip.count.value === 0 && betslip.state.value.betBuilder === null && betBuilder.receipt.value === null && !isReceiptShown(betslip, placement));
  const bookingCode = useShownWhen<HTMLDivElement>(() => !isReceiptShown(betslip, placement));
  const body = useShownWhen<HTMLDivElement>(() => betslip.count.value > 0);
  const count = useSignalText<HTMLSpanElement>(() => String(betslip.count.value));
  const isOpen = betslip.isOpen.peek();
  const hasBets = betslip.count.peek() > 0;
  const receiptShown = betslip.state.peek().placementSuccess && placement.receipt.peek() !== null;
  const builderShown = betslip.state.peek().betBuilder !== null || betBuilder.receipt.peek() !== null;
  return (
    <>
      {/* Above both states: a slip kept across a session end says why, open or collapsed. */}
      <SessionEndedNotice mentionSlip />
      <div ref={collapsed} className="sb-betslip sb-betslip--collapsed" hidden={isOpen}>
        <BetslipToggle />
      </div>
      <section ref={open} className="sb-betslip sb-betslip--open" part="betslip" aria-labelledby={headingId} hidden={!isOpen}>
        <header className="sb-betslip__header">
          <h2 id={headingId} className="sb-betslip__title">
            {t('title')}{' '}
            <span ref={count} className="sb-badge">
              {String(betslip.count.peek())}
            </span>
          </h2>
          <button type="button" className="sb-button sb-button--quiet" onClick={() => betslip.close()}>
            {t('close')}
          </button>
        </header>
        <PricesNotLiveNotice />
        <p ref={empty} className="sb-betslip__empty" hidden={hasBets || receiptShown || builderShown}>
          {t('empty')}
        </p>
        {/* Placed by its own button: the spec's placement call carries singles only (docs/bet-builder.md). */}
        <BetslipBetBuilder />
        <div ref={body} className="sb-betslip__body" hidden={!hasBets}>
          <BetslipSlipErrors />
          <BetslipEachWay />
          <BetslipSingles />
          <BetslipMultiples />
          <BetslipGlobalStake />
          <BetslipSlipProblems />
          <BetslipPromoCash />
          <BetslipTotals />
        </div>
        {/* Placement also shows the receipt once the placed slip has cleared; a code can be loaded into an empty slip. */}
        <BetslipPlacement />
        <div ref={bookingCode} hidden={receiptShown}>
          <BookingCode />
        </div>
      </section>
    </>
  );
}

/** The each way choice, while the brand offers it and a bet takes it. */
const BetslipEachWay = memo(function BetslipEachWay() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const choice = useSlipValue(() => {
    const state = betslip.state.value;
    const offered = betslip.eachWayOffered.value && state.order.some((id) => state.bets[id]?.showEachWay);
    return offered ? { checked: state.isEachWayChecked, pending: state.isEachWayChecked && state.eachWayStatus === 'pending' } : null;
  });
  if (choice === null) return null;
  return (
    <label className="sb-betslip__each-way">
      <input type="checkbox" checked={choice.checked} onChange={(event) => betslip.setEachWay(event.target.checked)} />
      {t('eachWay')}
      {choice.pending ? <span className="sb-betslip__pending"> {t('eachWayPending')}</span> : null}
    </label>
  );
});
