import { untracked, useSignalEffect } from '@preact/signals-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatOdds, slipBarSummary, type BetslipState, type SlipBarSummary } from '../../core';
import { useOperatorCurrencies } from '../money/useAmountText';
import { useRuntime } from '../runtime/RuntimeContext';

/** What the bar shows and says, in the bettor's words. */
export interface SlipBarTexts {
  /** "3 selections". */
  selections: string;
  /** The odds as shown ("12.40"), '–' without a multiple. */
  odds: string;
  /** "EUR 12.40", or "Enter stake" while nothing is staked. */
  returns: string;
  /** The button's name: "Betslip, 3 selections, odds 12.40, returns EUR 12.40". */
  name: string;
}

/**
 * The phone's compact slip bar (issue 23; docs/betslip-presentation.md "The phone's slip
 * bar"): docked above the footer bar while the slip holds a selection, it says how many,
 * the combined odds and the returns for the stakes entered, and opens the full slip (the
 * sheet) when tapped. While it is on screen a pick no longer opens the slip by itself.
 *
 * Every figure is the slip's own (core slipBarSummary over the model's figures), written
 * into the DOM by an effect the way a price is: a pick, a stake or a price move renders
 * nothing here (issue 19 render budget). A polite live region beside it says what a pick
 * added or removed; it stays mounted (and not hidden) so the words are announced.
 */
export function SlipBar({ footerBar = true }: { footerBar?: boolean }) {
  const { t } = useTranslation('betslipPresentation');
  const { betslip, catalogue, quickBet, preferences, referenceData, myBets, ui } = useRuntime().store;
  const currencies = useOperatorCurrencies();
  const bar = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = useRef<HTMLSpanElement>(null);
  const count = useRef<HTMLSpanElement>(null);
  const odds = useRef<HTMLSpanElement>(null);
  const returns = useRef<HTMLSpanElement>(null);
  const announcer = useRef<HTMLParagraphElement>(null);
  const lastOrder = useRef<readonly string[] | null>(null);
  const lastBets = useRef<BetslipState['bets'] | null>(null);

  // On screen, picks go to the bar, not into the open slip.
  useEffect(() => betslip.showPicksInBar(), [betslip]);

  const textsOf = (summary: SlipBarSummary, currency: string, oddsFormat: Parameters<typeof formatOdds>[1], known = currencies): SlipBarTexts => {
    const selections = t('bar.selections', { count: summary.count });
    const shownOdds = summary.decimal === null ? '–' : formatOdds(summary.decimal, oddsFormat);
    const amount = summary.returns === null ? null : t('bar.amount', { currency, amount: formatAmount(summary.returns, currency, known) });
    const details = [selections, summary.decimal === null ? null : t('bar.spokenOdds', { odds: shownOdds }), amount === null ? t('bar.spokenEnterStake') : t('bar.spokenReturns', { amount })].filter((part) => part !== null).join(', ');
    return { selections, odds: shownOdds, returns: amount ?? t('bar.enterStake'), name: t('bar.name', { title: t('bar.title'), details }) };
  };

  useSignalEffect(() => {
    const state = betslip.state.value;
    const summary = slipBarSummary(state, betslip.figures.value);
    const texts = textsOf(summary, betslip.currency.value, preferences.oddsFormat.value, referenceData.currencies.value ?? undefined);
    const quickBetOpen = quickBet.outcomeId.value !== null;
    if (bar.current) bar.current.hidden = summary.count === 0 || quickBetOpen;
    button.current?.setAttribute('aria-expanded', String(betslip.isOpen.value));
    writeText(name.current, texts.name);
    writeText(count.current, String(summary.count));
    writeText(odds.current, texts.odds);
    writeText(returns.current, texts.returns);
    if (returns.current) returns.current.dataset.staked = String(summary.returns !== null);

    // The live announcement: one selection more or less (a quick bet's own panel speaks for itself).
    const order = state.order;
    const before = lastOrder.current;
    const betsBefore = lastBets.current;
    lastOrder.current = order;
    lastBets.current = state.bets;
    if (before === null || before === order) return;
    const added = order.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !order.includes(id));
    const nameOf = (id: string) => catalogue.outcome(id)?.description ?? betsBefore?.[id]?.outcomeDescription ?? state.bets[id]?.outcomeDescription ?? id;
    // Spec 4: a closed selection shows "not available anymore" on its row for 3 s, then goes.
    // With the slip collapsed to the bar nobody sees that row: the bar only counted one less.
    // So its leaving is said in a toast (and in the announcement), unless the open slip showed it.
    const closedGone = betslip.isOpen.peek() ? [] : removed.filter((id) => (betsBefore?.[id]?.closedAt ?? null) !== null);
    for (const id of closedGone) untracked(() => ui.showToast({ type: 'info', text: `Your selection is not available anymore: ${nameOf(id)}`, message: { key: 'betslipPresentation:bar.closedToast', values: { name: nameOf(id) } } }));
    if (quickBetOpen) return;
    // A placed slip clears: its receipt says so, not a removal.
    if (state.placementSuccess && order.length === 0) return;
    let message = t('bar.changed', { selections: texts.selections });
    if (added.length === 1 && removed.length === 0) message = t('bar.added', { name: nameOf(added[0] ?? ''), selections: texts.selections });
    else if (removed.length === 1 && added.length === 0) message = t(closedGone.length === 1 ? 'bar.closedRemoved' : 'bar.removed', { name: nameOf(removed[0] ?? ''), selections: texts.selections });
    if (announcer.current) announcer.current.textContent = message;
  });

  // Spec 2: opening the betslip closes the My Bets panel (as the footer's Betslip does).
  const openSlip = () => {
    if (myBets.modal.peek() === 'visible') myBets.close();
    betslip.open();
  };
  const first = textsOf(slipBarSummary(betslip.state.peek(), betslip.figures.peek()), betslip.currency.peek(), preferences.oddsFormat.peek());
  const hidden = betslip.count.peek() === 0 || quickBet.outcomeId.peek() !== null;
  return (
    <>
      <p ref={announcer} className="sb-visually-hidden" role="status" aria-live="polite" />
      <div ref={bar} className={`sb-slip-bar${footerBar ? '' : ' sb-slip-bar--no-footer'}`} data-testid="slip-bar" hidden={hidden}>
        <button ref={button} type="button" className="sb-slip-bar__button" aria-expanded={betslip.isOpen.peek()} onClick={openSlip}>
          {/* The name is this sentence; the visible words below are in it, so voice control finds the bar by them. */}
          <span ref={name} className="sb-visually-hidden">
            {first.name}
          </span>
          <span className="sb-slip-bar__count" aria-hidden="true" data-testid="slip-bar-count">
            <span ref={count}>{String(betslip.count.peek())}</span>
          </span>
          <span className="sb-slip-bar__title" aria-hidden="true">
            {t('bar.title')}
          </span>
          <span className="sb-slip-bar__figure" aria-hidden="true">
            <span className="sb-slip-bar__label">{t('bar.odds')}</span>
            <span ref={odds} className="sb-slip-bar__value" data-testid="slip-bar-odds">
              {first.odds}
            </span>
          </span>
          <span className="sb-slip-bar__figure sb-slip-bar__figure--returns" aria-hidden="true">
            <span className="sb-slip-bar__label">{t('bar.returns')}</span>
            <span ref={returns} className="sb-slip-bar__value" data-testid="slip-bar-returns">
              {first.returns}
            </span>
          </span>
          <svg className="sb-slip-bar__chevron" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </>
  );
}

/** Writes a text into an element whose only child is React's text node (left to React otherwise). */
function writeText(element: HTMLElement | null, text: string): void {
  const node = element?.firstChild;
  if (node && node.nodeValue !== text) node.nodeValue = text;
}
