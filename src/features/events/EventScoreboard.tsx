import { useTranslation } from 'react-i18next';
import { isPeriodAbbreviation, type SportLayoutGroup } from '../../core';
import type { EventState } from '../../store';
import { periodScore, scoreColumns } from './scoreColumns';

export interface EventScoreboardProps {
  event: EventState;
  layout: SportLayoutGroup;
}

/**
 * A live event's score: one row per opponent (home first), a column per period scored
 * (sets and games in the secondary view, halves or quarters in the default view, innings
 * in cricket) and the total (sets won, goals, runs).
 */
export function EventScoreboard({ event, layout }: EventScoreboardProps) {
  const { t } = useTranslation('events');
  if (!event.live || event.opponents.length < 2) return null;
  const opponents = [...event.opponents].sort((a, b) => Number(b.home) - Number(a.home));
  const columns = scoreColumns(event.scoresPerPeriod);
  const totalLabel = layout === 'secondary' ? t('score.sets') : layout === 'cricket' ? t('score.runs') : t('score.total');
  const columnName = (key: string, instance: number) => (isPeriodAbbreviation(key) ? (layout === 'cricket' && key === 'PERIOD' ? t('innings', { number: instance }) : t(`period.${key}`, { number: instance })) : `${key} ${instance}`);
  return (
    <table className={`sb-scoreboard sb-scoreboard--${layout}`}>
      <caption className="sb-visually-hidden">{t('score.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="sb-scoreboard__team">
            <span className="sb-visually-hidden">{t('score.team')}</span>
          </th>
          {columns.map(({ key, instance }) => (
            <th scope="col" key={`${key}-${instance}`} className="sb-scoreboard__period">
              <abbr title={columnName(key, instance)}>{instance}</abbr>
            </th>
          ))}
          <th scope="col" className="sb-scoreboard__total">
            {totalLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {opponents.map((opponent) => (
          <tr key={opponent.id}>
            <th scope="row" className="sb-scoreboard__team">
              {opponent.description}
            </th>
            {columns.map((column) => (
              <td key={`${column.key}-${column.instance}`} className="sb-scoreboard__period">
                {periodScore(event.scoresPerPeriod, opponent.id, column)}
              </td>
            ))}
            <td className="sb-scoreboard__total">{event.scores === null ? '' : opponent.home ? event.scores.home : event.scores.away}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
