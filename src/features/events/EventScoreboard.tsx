import { useSignalEffect } from '@preact/signals-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPeriodAbbreviation, type SportLayoutGroup } from '../../core';
import type { EventState } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { periodScore, scoreTotalKey, type ScoreColumn } from './scoreColumns';
import { writeText } from './writeText';

export interface EventScoreboardProps {
  eventId: string;
  layout: SportLayoutGroup;
  /** Home first. Part of the card's shape: an opponent list changes rarely. */
  opponents: EventState['opponents'];
  /** The period columns scored so far (scoreColumns): a new one (the second half) renders the card. */
  columns: readonly ScoreColumn[];
}

/** Every score cell's text, row by row: the periods then the total. */
function cellTexts(event: EventState | undefined, opponents: EventScoreboardProps['opponents'], columns: readonly ScoreColumn[]): string[] {
  if (!event) return [];
  return opponents.flatMap((opponent) => [...columns.map((column) => periodScore(event.scoresPerPeriod, opponent.id, column)), event.scores === null ? '' : String(opponent.home ? event.scores.home : event.scores.away)]);
}

/**
 * A live event's score: one row per opponent (home first), a column per period scored
 * (sets and games in the secondary view, halves or quarters in the default view, innings
 * in cricket) and the total (sets won, goals, runs). A table with row and column headers,
 * named by aria-label (no caption element); a period column's full name ("Half 1") is its
 * header's accessible name and title, its number what shows. The scores are written into
 * their cells by an effect, like prices: a goal renders no component.
 */
export function EventScoreboard({ eventId, layout, opponents, columns }: EventScoreboardProps) {
  const { t } = useTranslation('events');
  const event = useRuntime().store.catalogue.event(eventId);
  const body = useRef<HTMLTableSectionElement>(null);
  useSignalEffect(() => {
    const texts = cellTexts(event?.value, opponents, columns);
    const cells = body.current?.querySelectorAll('td');
    cells?.forEach((cell, index) => writeText(cell, texts[index] ?? ''));
  });
  if (opponents.length < 2) return null;
  const initial = cellTexts(event?.peek(), opponents, columns);
  const totalLabel = t(scoreTotalKey(layout));
  const columnName = (key: string, instance: number) => (isPeriodAbbreviation(key) ? (layout === 'cricket' && key === 'PERIOD' ? t('innings', { number: instance }) : t(`period.${key}`, { number: instance })) : `${key} ${instance}`);
  const perRow = columns.length + 1;
  return (
    <table className={`sb-scoreboard sb-scoreboard--${layout}`} aria-label={t('score.caption')}>
      <thead>
        <tr>
          {/* The corner over the names: no header of its own (each row's name is its header). */}
          <td className="sb-scoreboard__team" />
          {columns.map(({ key, instance }) => (
            <th scope="col" key={`${key}-${instance}`} className="sb-scoreboard__period" aria-label={columnName(key, instance)} title={columnName(key, instance)}>
              {instance}
            </th>
          ))}
          <th scope="col" className="sb-scoreboard__total">
            {totalLabel}
          </th>
        </tr>
      </thead>
      <tbody ref={body}>
        {opponents.map((opponent, row) => (
          <tr key={opponent.id}>
            <th scope="row" className="sb-scoreboard__team">
              {opponent.description}
            </th>
            {columns.map((column, index) => (
              <td key={`${column.key}-${column.instance}`} className="sb-scoreboard__period">
                {initial[row * perRow + index]}
              </td>
            ))}
            <td className="sb-scoreboard__total">{initial[row * perRow + columns.length]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
