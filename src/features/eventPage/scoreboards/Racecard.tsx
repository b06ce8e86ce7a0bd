import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { eachWayDivisor, type PlaceTerms, type Racecard as RacecardData } from '../../../core';
import type { EventState } from '../../../store/catalogueModel';
import { NO_PRICE_TEXT, OutcomePrice } from '../../prices/OutcomePrice';
import { useEventView } from './useEventView';

const racecardOf = (state: EventState): RacecardData | null => state.racecard ?? null;

/** A short text on show (No., J, T) and its full words for screen readers. */
function ShortText({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="sb-visually-hidden">{full}</span>
    </>
  );
}

function EachWayTerms({ terms }: { terms: PlaceTerms }) {
  const { t } = useTranslation('eventPage');
  const divisor = eachWayDivisor(terms);
  const shown = divisor === null ? t('scoreboard.eachWayShare', { percent: Math.round(terms.fraction * 100), places: terms.places }) : t('scoreboard.eachWay', { divisor, places: terms.places });
  const said = divisor === null ? t('scoreboard.eachWayShareFull', { percent: Math.round(terms.fraction * 100), places: terms.places }) : t('scoreboard.eachWayFull', { divisor, places: terms.places });
  return (
    <span className="sb-racecard__terms">
      <ShortText short={shown} full={said} />
    </span>
  );
}

/**
 * A race's card: each runner's number (a greyhound's trap), name, jockey and trainer,
 * form, and the win price on the product's own price button, so backing a runner here
 * puts it on the betslip as anywhere else. Runners in number order, as a racecard lists
 * them; the each-way terms in the caption.
 */
export function Racecard({ event, greyhounds }: { event: { readonly value: EventState }; greyhounds: boolean }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const idPrefix = useId();
  const card = useEventView(event, racecardOf);
  if (!card) return null;
  return (
    <table className="sb-event-board sb-racecard">
      <caption className="sb-racecard__caption">
        <span className="sb-racecard__title">{t('scoreboard.racecard')}</span>
        {card.placeTerms && ' '}
        {card.placeTerms && <EachWayTerms terms={card.placeTerms} />}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="sb-racecard__number" title={t(greyhounds ? 'scoreboard.trap' : 'scoreboard.numberFull')}>
            <ShortText short={t(greyhounds ? 'scoreboard.trap' : 'scoreboard.number')} full={t(greyhounds ? 'scoreboard.trap' : 'scoreboard.numberFull')} />
          </th>
          <th scope="col" className="sb-racecard__runner">
            {t('scoreboard.runner')}
          </th>
          <th scope="col" className="sb-racecard__form">
            {t('scoreboard.form')}
          </th>
          <th scope="col" className="sb-racecard__price">
            {t('scoreboard.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {card.runners.map((runner) => {
          const nameId = `${idPrefix}-runner-${runner.number}`;
          return (
            <tr key={runner.number}>
              <td className="sb-racecard__number">
                <span className="sb-racecard__cloth">{runner.number}</span>
              </td>
              <th scope="row" className="sb-racecard__runner">
                <span id={nameId} className="sb-racecard__name">
                  {runner.name}
                </span>
                {/* Spaces between the parts, so a screen reader (and a copied text) keeps the words apart. */}
                {(runner.jockey || runner.trainer) && ' '}
                {(runner.jockey || runner.trainer) && (
                  <span className="sb-racecard__people">
                    {runner.jockey && (
                      <span>
                        <ShortText short={t('scoreboard.jockeyShort')} full={t('scoreboard.jockey')} /> {runner.jockey}
                      </span>
                    )}
                    {runner.jockey && runner.trainer && ' '}
                    {runner.trainer && (
                      <span>
                        <ShortText short={t('scoreboard.trainerShort')} full={t('scoreboard.trainer')} /> {runner.trainer}
                      </span>
                    )}
                  </span>
                )}
              </th>
              <td className="sb-racecard__form">{runner.form || <ShortText short={NO_PRICE_TEXT} full={t('scoreboard.noForm')} />}</td>
              <td className="sb-racecard__price">{runner.outcomeId ? <OutcomePrice outcomeId={runner.outcomeId} label={runner.name} labelId={nameId} /> : NO_PRICE_TEXT}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
