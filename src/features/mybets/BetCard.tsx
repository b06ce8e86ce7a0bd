import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '../../store';
import { BetDetail } from './BetDetail';
import { BetLegs } from './BetLegs';
import { CashOutControl } from './CashOutControl';
import { useMoneyText } from './useMoneyText';
import { useDateText } from '../dates/useDateText';
import { formatOdds } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';


/**
 * One bet in My Bets: its description (outcome, Double, Trixie, jackpot name ...), legs,
 * stakes, returns and dates; an open bet offers its detail and cash out, a settled one
 * shows its result and what it paid.
 */
export function BetCard({ bet }: { bet: MyBet }) {
  useSignals();
  const { t } = useTranslation('myBets');
  const money = useMoneyText();
  const oddsFormat = useRuntime().store.preferences.oddsFormat.value;
  const dateText = useDateText('moment');
  const [expanded, setExpanded] = useState(false);
  const baseId = useId();
  const open = bet.status === 'open';
  const placed = dateText(bet.placedAt);
  const settled = open ? null : dateText(bet.settledAt);

  return (
    <article className={`sb-mybets__bet sb-mybets__bet--${bet.status}`} aria-labelledby={`${baseId}-title`} data-bet-id={bet.betId}>
      <header className="sb-mybets__bet-head">
        <h3 id={`${baseId}-title`} className="sb-mybets__bet-title">
          {bet.kind === 'single' ? `${t('bet.single')} ${bet.description}` : bet.description}
        </h3>
        <span className={`sb-mybets__result sb-mybets__result--${bet.status}`}>{t(`result.${bet.status}`)}</span>
      </header>
      <BetLegs legs={bet.legs} betOpen={open} betBuilder={bet.kind === 'bet-builder'} />
      <dl className="sb-mybets__figures">
        {bet.kind === 'bet-builder' && bet.combinedDecimal !== null ? (
          <div>
            <dt>{t('bet.builderOdds')}</dt>
            <dd data-testid="mybets-builder-odds">{formatOdds(bet.combinedDecimal, oddsFormat)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bet.stake')}</dt>
          <dd>{t('bet.stakeLine', { unitStake: money(bet.unitStake, bet.currency), count: bet.noOfBets })}</dd>
        </div>
        <div>
          <dt>{t('bet.totalStake')}</dt>
          <dd data-testid="mybets-total-stake">{money(bet.totalStake, bet.currency)}</dd>
        </div>
        {bet.freeBetStake > 0 ? (
          <div>
            <dt>{t('bet.freeBetStake')}</dt>
            <dd data-testid="mybets-free-bet-stake">{money(bet.freeBetStake, bet.currency)}</dd>
          </div>
        ) : null}
        {open && bet.extraWinnings > 0 ? (
          <div>
            <dt>{t('bet.extraWinnings')}</dt>
            <dd data-testid="mybets-extra-winnings">{money(bet.extraWinnings, bet.currency)}</dd>
          </div>
        ) : null}
        {open || bet.returns === null ? (
          <div>
            <dt>{t('bet.potentialReturns')}</dt>
            <dd data-testid="mybets-potential-returns">{money(bet.potentialReturns, bet.currency)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('bet.returns')}</dt>
            <dd data-testid="mybets-returns">{money(bet.returns, bet.currency)}</dd>
          </div>
        )}
        <div>
          <dt>{t('bet.reference')}</dt>
          <dd>{bet.reference}</dd>
        </div>
        {placed ? (
          <div>
            <dt>{t('bet.placed')}</dt>
            <dd>{placed}</dd>
          </div>
        ) : null}
        {settled ? (
          <div>
            <dt>{t('bet.settled')}</dt>
            <dd>{settled}</dd>
          </div>
        ) : null}
      </dl>
      {bet.partialCashOuts.length > 0 ? (
        <ul className="sb-mybets__partials" data-testid="mybets-partial-cash-outs">
          {bet.partialCashOuts.map((part) => (
            <li key={part.at}>{t('cashOut.partial.history', { amount: money(part.amount, bet.currency), stake: money(part.remainingStake, bet.currency) })}</li>
          ))}
        </ul>
      ) : null}
      {bet.autoCashOut?.executed ? (
        <p className="sb-mybets__auto-executed" data-testid="mybets-auto-executed">
          {t('cashOut.auto.executed', { amount: money(bet.autoCashOut.executed.amount, bet.currency), target: money(bet.autoCashOut.target, bet.currency) })}
        </p>
      ) : null}
      {open ? (
        <>
          <CashOutControl bet={bet} />
          <button type="button" className="sb-button sb-button--quiet sb-mybets__toggle" aria-expanded={expanded} aria-controls={`${baseId}-detail`} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('bet.hideDetails', { description: bet.description }) : t('bet.showDetails', { description: bet.description })}
          </button>
          {expanded ? <BetDetail betId={bet.betId} id={`${baseId}-detail`} /> : null}
        </>
      ) : null}
    </article>
  );
}
