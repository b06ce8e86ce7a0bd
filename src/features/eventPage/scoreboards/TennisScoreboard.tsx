import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { tennisPointNames, type CourtSide } from '../../../core';
import type { EventState } from '../../../store/catalogueModel';
import { ColumnHeader } from './ColumnHeader';
import { useEventView } from './useEventView';

interface TennisView {
  players: { side: CourtSide; name: string; sets: number | null; games: string[]; points: string | null }[];
  sets: { instance: number; current: boolean }[];
  tiebreak: boolean;
  /** Who serves the next point; null when no game is being played. */
  server: CourtSide | null;
}

/** Games are scored per set under the period key SETS (spec 3 period abbreviations). */
const SET_KEY = 'SETS';

/** The board's view of a tennis event: null before it starts (the header shows the start time). */
export function tennisView(state: EventState): TennisView | null {
  if (!state.live && !state.isFinished) return null;
  const home = state.opponents.find((opponent) => opponent.home);
  const away = state.opponents.find((opponent) => !opponent.home);
  if (!home || !away) return null;
  const inPlay = state.live && !state.isFinished;
  const instances = new Set(state.scoresPerPeriod.filter((line) => line.key === SET_KEY && line.instance > 0).map((line) => line.instance));
  if (inPlay && state.currentPeriodAbbreviation === SET_KEY && state.currentPeriodNumber !== null && state.currentPeriodNumber > 0) instances.add(state.currentPeriodNumber);
  const sets = [...instances].sort((a, b) => a - b).map((instance) => ({ instance, current: inPlay && state.currentPeriodNumber === instance }));
  const game = inPlay ? (state.currentGame ?? null) : null;
  const points = game ? tennisPointNames(game) : null;
  const games = (opponentId: string) => sets.map(({ instance }) => state.scoresPerPeriod.find((line) => line.key === SET_KEY && line.instance === instance && line.opponentId === opponentId)?.score ?? '');
  return {
    players: [
      { side: 'home', name: home.description, sets: state.scores?.home ?? null, games: games(home.id), points: points?.home ?? null },
      { side: 'away', name: away.description, sets: state.scores?.away ?? null, games: games(away.id), points: points?.away ?? null },
    ],
    sets,
    tiebreak: game?.tiebreak === true,
    server: game && points ? game.server : null,
  };
}

/**
 * A tennis match's board: sets won, the games of every set (the set in play marked),
 * the points of the game in play (0, 15, 30, 40, AD; numbers in a tie-break) and who
 * serves, shown by a dot beside the server's name and said as text to screen readers.
 */
export function TennisScoreboard({ event }: { event: { readonly value: EventState } }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const view = useEventView(event, tennisView);
  if (!view) return null;
  const showPoints = view.players.some((player) => player.points !== null);
  return (
    <table className="sb-event-board sb-event-board--tennis">
      <caption className="sb-visually-hidden">{t('scoreboard.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="sb-event-board__name">
            <span className="sb-visually-hidden">{t('scoreboard.player')}</span>
          </th>
          <th scope="col" className="sb-event-board__total">
            {t('scoreboard.sets')}
          </th>
          {view.sets.map(({ instance, current }) => (
            <ColumnHeader key={instance} short={t('scoreboard.setShort', { number: instance })} full={t('scoreboard.set', { number: instance })} current={current} currentText={t('scoreboard.inPlay')} />
          ))}
          {showPoints && (
            <th scope="col" className="sb-event-board__points">
              {t(view.tiebreak ? 'scoreboard.tiebreak' : 'scoreboard.points')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {view.players.map((player) => {
          const serving = view.server === player.side;
          return (
            <tr key={player.side}>
              <th scope="row" className="sb-event-board__name">
                {/* The dot holds its place on both rows, so the names stay aligned when the serve changes. */}
                <span className="sb-event-board__serve" data-serving={serving} aria-hidden="true" />
                {player.name}
                {serving && <span className="sb-visually-hidden">, {t('scoreboard.serving')}</span>}
              </th>
              <td className="sb-event-board__total">{player.sets ?? ''}</td>
              {player.games.map((games, index) => (
                <td key={view.sets[index]?.instance ?? index} className={view.sets[index]?.current ? 'sb-event-board__current' : undefined}>
                  {games}
                </td>
              ))}
              {showPoints && <td className="sb-event-board__points">{player.points ?? ''}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
