import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { ALL_OUT_WICKETS, formatOvers, inningsScore, type CourtSide } from '../../../core';
import type { EventState } from '../../../store/catalogueModel';
import { CricketLastBalls } from '../../events/CricketLastBalls';
import { useEventView } from './useEventView';

interface InningsRow {
  side: CourtSide;
  team: string;
  /** The side's first or second innings (a two-innings match names them). */
  number: number;
  /** runs/wickets and overs; null for a side yet to bat. */
  score: string | null;
  overs: string | null;
  batting: boolean;
}

interface CricketView {
  rows: InningsRow[];
  /** Each side bats more than once (a two-innings match): rows are named by innings. */
  multiInnings: boolean;
}

/** The board's view of a cricket match: null before it starts or while the feed sends no innings. */
export function cricketView(state: EventState): CricketView | null {
  const innings = state.cricketInnings ?? [];
  if ((!state.live && !state.isFinished) || innings.length === 0) return null;
  const teamOf = (side: CourtSide) => state.opponents.find((opponent) => opponent.home === (side === 'home'))?.description ?? '';
  const inPlay = state.live && !state.isFinished;
  const counted = { home: 0, away: 0 };
  const rows: InningsRow[] = innings.map((entry, index) => {
    counted[entry.side] += 1;
    const last = index === innings.length - 1;
    return { side: entry.side, team: teamOf(entry.side), number: counted[entry.side], score: inningsScore(entry), overs: formatOvers(entry.balls), batting: inPlay && last && entry.wickets < ALL_OUT_WICKETS };
  });
  // In a one-innings-a-side match the side still to bat has its row, so both teams are on the board.
  const other: CourtSide = innings[0]?.side === 'home' ? 'away' : 'home';
  if (innings.length === 1 && inPlay) rows.push({ side: other, team: teamOf(other), number: 1, score: null, overs: null, batting: false });
  return { rows, multiInnings: counted.home > 1 || counted.away > 1 };
}

/**
 * A cricket match's board: runs/wickets and overs (14.3) of each innings, the side batting
 * marked (a dot, and said to screen readers), and the last balls bowled, as the cards show them.
 */
export function CricketScoreboard({ event, eventId }: { event: { readonly value: EventState }; eventId: string }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const view = useEventView(event, cricketView);
  if (!view) return null;
  return (
    <div className="sb-event-board-group">
      <table className="sb-event-board sb-event-board--cricket">
        <caption className="sb-visually-hidden">{t('scoreboard.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="sb-event-board__name">
              <span className="sb-visually-hidden">{t('scoreboard.team')}</span>
            </th>
            <th scope="col" className="sb-event-board__total">
              {t('scoreboard.runsWickets')}
            </th>
            <th scope="col">{t('scoreboard.overs')}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={`${row.side}-${row.number}`}>
              <th scope="row" className="sb-event-board__name">
                <span className="sb-event-board__serve" data-serving={row.batting} aria-hidden="true" />
                {view.multiInnings ? t('scoreboard.teamInnings', { team: row.team, number: row.number }) : row.team}
                {row.batting && <span className="sb-visually-hidden">, {t('scoreboard.batting')}</span>}
              </th>
              {row.score === null ? (
                <td colSpan={2} className="sb-event-board__pending">
                  {t('scoreboard.yetToBat')}
                </td>
              ) : (
                <>
                  <td className="sb-event-board__total">{row.score}</td>
                  <td>{row.overs}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <CricketLastBalls eventId={eventId} />
    </div>
  );
}
