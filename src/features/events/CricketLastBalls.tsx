import { useTranslation } from 'react-i18next';

/** Cricket's recent balls (spec 3 cricketOutcomes: runs, W for a wicket ...), oldest first. */
export function CricketLastBalls({ balls }: { balls: readonly string[] }) {
  const { t } = useTranslation('events');
  if (balls.length === 0) return null;
  return (
    <div className="sb-cricket-balls">
      <span className="sb-cricket-balls__label">{t('lastBalls')}</span>
      <ol className="sb-cricket-balls__list">
        {balls.map((ball, index) => (
          // Balls have no id; the position in the over is what identifies one.
          <li key={index} className="sb-cricket-balls__ball" data-ball={ball}>
            {ball}
          </li>
        ))}
      </ol>
    </div>
  );
}
