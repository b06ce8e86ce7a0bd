import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { periodColumns, type PeriodBoardSport, type PeriodColumn, type PeriodColumnKind } from '../../../core';
import type { EventState } from '../../../store/catalogueModel';
import { ColumnHeader } from './ColumnHeader';
import { useEventView } from './useEventView';

interface MatchStats {
  shots: number;
  corners: number;
}

interface PeriodView {
  teams: { home: string; away: string };
  columns: PeriodColumn[];
  totals: { home: number; away: number } | null;
  /** Football: the match tracker's shots and corners, as the feed counts them; null without a tracker. */
  stats: { home: MatchStats; away: MatchStats } | null;
}

/** The board's view of a basketball or football game: null before it starts. */
export function periodView(sport: PeriodBoardSport, state: EventState): PeriodView | null {
  if (!state.live && !state.isFinished) return null;
  const home = state.opponents.find((opponent) => opponent.home);
  const away = state.opponents.find((opponent) => !opponent.home);
  if (!home || !away) return null;
  const columns = periodColumns(sport, {
    scoresPerPeriod: state.scoresPerPeriod,
    opponents: state.opponents,
    currentPeriodAbbreviation: state.currentPeriodAbbreviation,
    currentPeriodNumber: state.currentPeriodNumber,
    inPlay: state.live && !state.isFinished,
  });
  const tracker = sport === 'football' && state.tracker?.sport === 'football' ? state.tracker.stats : null;
  const stats = tracker ? { home: { shots: tracker.home.shots, corners: tracker.home.corners }, away: { shots: tracker.away.shots, corners: tracker.away.corners } } : null;
  return { teams: { home: home.description, away: away.description }, columns, totals: state.scores, stats };
}

/** The `eventPage` text keys of a column's short and full names. */
const NAMES: Readonly<Record<PeriodColumnKind, { short: string; full: string }>> = {
  quarter: { short: 'scoreboard.quarterShort', full: 'scoreboard.quarter' },
  overtime: { short: 'scoreboard.overtimeShort', full: 'scoreboard.overtime' },
  half: { short: 'scoreboard.halfShort', full: 'scoreboard.half' },
  'extra-time': { short: 'scoreboard.extraTimeShort', full: 'scoreboard.extraTime' },
  'extra-time-half': { short: 'scoreboard.extraTimeHalfShort', full: 'scoreboard.extraTimeHalf' },
  penalties: { short: 'scoreboard.penaltiesShort', full: 'scoreboard.penalties' },
};

/**
 * Basketball's quarters (Q1 to Q4, then overtimes) or football's halves (then extra time
 * and penalties), each side's score in each and the total; the period in play marked.
 * Football adds the match tracker's shots and corners, the figures its feed already sends.
 */
export function PeriodScoreboard({ event, sport }: { event: { readonly value: EventState }; sport: PeriodBoardSport }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const view = useEventView(event, (state) => periodView(sport, state));
  if (!view) return null;
  const rows = [
    { side: 'home' as const, team: view.teams.home, total: view.totals?.home },
    { side: 'away' as const, team: view.teams.away, total: view.totals?.away },
  ];
  return (
    <table className={`sb-event-board sb-event-board--${sport}`}>
      <caption className="sb-visually-hidden">{t('scoreboard.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="sb-event-board__name">
            <span className="sb-visually-hidden">{t('scoreboard.team')}</span>
          </th>
          {view.columns.map((column) => (
            <ColumnHeader key={`${column.key}-${column.instance}`} short={t(NAMES[column.kind].short, { number: column.number })} full={t(NAMES[column.kind].full, { number: column.number })} current={column.current} currentText={t('scoreboard.inPlay')} />
          ))}
          <th scope="col" className="sb-event-board__total">
            {t('scoreboard.total')}
          </th>
          {view.stats && (
            <>
              <th scope="col">{t('scoreboard.shots')}</th>
              <th scope="col">{t('scoreboard.corners')}</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.side}>
            <th scope="row" className="sb-event-board__name">
              {row.team}
            </th>
            {view.columns.map((column) => (
              <td key={`${column.key}-${column.instance}`} className={column.current ? 'sb-event-board__current' : undefined}>
                {column[row.side]}
              </td>
            ))}
            <td className="sb-event-board__total">{row.total ?? ''}</td>
            {view.stats && (
              <>
                <td>{view.stats[row.side].shots}</td>
                <td>{view.stats[row.side].corners}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
