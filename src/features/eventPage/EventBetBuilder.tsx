import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds, isBetBuilderEvent, isMarketOpenForBets } from '../../core';
import type { EventState } from '../../store/catalogueModel';
import { useRuntime } from '../runtime/RuntimeContext';
import { EventMarkets } from './EventMarkets';

/**
 * The event's markets, with a Bet Builder mode on a bet-builder event (docs/bet-builder.md):
 * as bet365's and Sky Bet's "Bet Builder" tab, the bettor switches the page into building,
 * and every pick then becomes a leg of one bet on this event instead of a single. Off, the
 * page is the usual one; the mode is the page's, so leaving the event ends it.
 */
export function EventMarketsOrBuilder({ event }: { event: { readonly value: EventState } }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const { settings } = useRuntime().store;
  const [building, setBuilding] = useState(false);
  const offered = useComputed(() => settings.settings.value.bet_builder_enabled && isBetBuilderEvent({ clock: event.value.clock, betBuilderEvent: event.value.betBuilderEvent === true })).value;
  if (!offered) return <EventMarkets event={event} />;
  return (
    <>
      <div className="sb-bet-builder-switch">
        <button type="button" className="sb-bet-builder-switch__button" aria-pressed={building} onClick={() => setBuilding((value) => !value)}>
          {t('betBuilder.mode')}
        </button>
        <p className="sb-bet-builder-switch__hint">{t(building ? 'betBuilder.hintOn' : 'betBuilder.hintOff')}</p>
      </div>
      {building ? <BetBuilderMarkets event={event} /> : <EventMarkets event={event} />}
    </>
  );
}

/** The event's open markets as leg buttons (pressed: a leg of the builder), then the builder's summary. */
function BetBuilderMarkets({ event }: { event: { readonly value: EventState } }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const { catalogue, live } = useRuntime().store;
  const marketIds = useComputed(() => event.value.marketIds.join('\n')).value;
  const ids = marketIds ? marketIds.split('\n') : [];
  return (
    <div className="sb-event-markets sb-bet-builder" role="region" aria-label={t('betBuilder.markets')}>
      <BetBuilderSummary eventId={event.value.id} />
      <div className="sb-market-group__panel">
        {ids.map((marketId) => {
          const market = catalogue.market(marketId)?.value;
          if (!market || !isMarketOpenForBets(market, live.feedAlerts.value)) return null;
          return <BetBuilderMarket key={marketId} eventId={event.value.id} marketId={marketId} />;
        })}
      </div>
    </div>
  );
}

function BetBuilderMarket({ eventId, marketId }: { eventId: string; marketId: string }) {
  useSignals();
  const { catalogue, betBuilder, pricing, preferences, ui } = useRuntime().store;
  const { t } = useTranslation('eventPage');
  const legendId = useId();
  const market = catalogue.market(marketId)?.value;
  if (!market) return null;
  const outcomeIds = market.outcomeIds.filter((outcomeId) => !catalogue.price(outcomeId).value.hidden);
  return (
    <fieldset className="sb-event-market" aria-labelledby={legendId}>
      <legend id={legendId} className="sb-event-market__name sb-bet-builder__market-name">
        {market.description}
      </legend>
      <ul className="sb-event-market__outcomes" data-count={outcomeIds.length}>
        {outcomeIds.map((outcomeId) => {
          const outcome = catalogue.outcome(outcomeId)?.description ?? '';
          const odds = formatOdds(pricing.price(outcomeId).value.decimal, preferences.oddsFormat.value);
          return (
            <li key={outcomeId} className="sb-event-outcome">
              <button
                type="button"
                className="sb-price sb-bet-builder__leg"
                aria-pressed={betBuilder.isLeg(outcomeId)}
                aria-label={t('betBuilder.legButton', { market: market.description, outcome, odds })}
                onClick={() => {
                  const refusal = betBuilder.toggleLeg(eventId, outcomeId);
                  if (refusal === 'other-event') ui.showToast({ text: t('betBuilder.otherEvent') });
                  if (refusal === 'too-many-legs') ui.showToast({ text: t('betBuilder.tooMany') });
                }}
              >
                <span className="sb-bet-builder__leg-name">{outcome}</span> <span className="sb-bet-builder__leg-odds">{odds}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * What the builder holds, on the page (a phone's picks do not open the slip): its legs, its
 * price or the operator's refusal next to it, and the way to the slip, where it is staked.
 */
function BetBuilderSummary({ eventId }: { eventId: string }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const { betBuilder, betslip, preferences } = useRuntime().store;
  const builder = betBuilder.builder.value;
  const mine = builder?.eventId === eventId ? builder : null;
  const quote = mine?.quote;
  const status = !mine
    ? t('betBuilder.empty')
    : mine.legs.length < 2
      ? t('betBuilder.addAnother')
      : quote?.status === 'pending'
        ? t('betBuilder.pricing', { legs: mine.legs.length })
        : quote?.status === 'priced'
          ? t('betBuilder.priced', { legs: mine.legs.length, odds: formatOdds(quote.decimal, preferences.oddsFormat.value) })
          : quote?.status === 'failed'
            ? t('betBuilder.priceFailed')
            : '';
  return (
    <div className="sb-bet-builder__summary" data-testid="bet-builder-summary">
      <p role="status" className="sb-bet-builder__status">
        {status}
      </p>
      {quote?.status === 'refused' &&
        quote.errors.map((error) => (
          <p key={error.code} role="alert" className="sb-bet-builder__refusal" data-code={error.code}>
            {error.message}
          </p>
        ))}
      {mine && (
        <button type="button" className="sb-button" onClick={() => betslip.open()}>
          {t('betBuilder.openSlip')}
        </button>
      )}
    </div>
  );
}
