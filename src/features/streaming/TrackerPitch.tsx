import type { TrackerIncident, TrackerSport } from '../../core';

/**
 * The pitch or court with the latest incident drawn on it. Home plays left to right.
 * Decorative (aria-hidden): the incident and the stats are also given as text beside it.
 */
export function TrackerPitch({ sport, incident }: { sport: TrackerSport; incident: TrackerIncident | null }) {
  return (
    <svg className={`sb-tracker-pitch sb-tracker-pitch--${sport}`} viewBox="0 0 200 120" aria-hidden="true" focusable="false" data-incident={incident ? `${incident.kind}:${incident.side}` : 'none'}>
      <rect className="sb-tracker-pitch__ground" x="0" y="0" width="200" height="120" rx="4" />
      {sport === 'football' ? <FootballLines /> : sport === 'basketball' ? <BasketballLines /> : <TennisLines />}
      {incident && <IncidentMark sport={sport} incident={incident} />}
    </svg>
  );
}

function FootballLines() {
  return (
    <g className="sb-tracker-pitch__lines">
      <rect x="4" y="4" width="192" height="112" />
      <line x1="100" y1="4" x2="100" y2="116" />
      <circle cx="100" cy="60" r="14" />
      <rect x="4" y="32" width="26" height="56" />
      <rect x="170" y="32" width="26" height="56" />
      <rect x="0" y="50" width="4" height="20" />
      <rect x="196" y="50" width="4" height="20" />
    </g>
  );
}

function BasketballLines() {
  return (
    <g className="sb-tracker-pitch__lines">
      <rect x="4" y="4" width="192" height="112" />
      <line x1="100" y1="4" x2="100" y2="116" />
      <circle cx="100" cy="60" r="14" />
      <path d="M4 14 H20 A46 46 0 0 1 20 106 H4" />
      <path d="M196 14 H180 A46 46 0 0 0 180 106 H196" />
      <circle cx="14" cy="60" r="3" />
      <circle cx="186" cy="60" r="3" />
    </g>
  );
}

function TennisLines() {
  return (
    <g className="sb-tracker-pitch__lines">
      <rect x="10" y="10" width="180" height="100" />
      <line x1="10" y1="22" x2="190" y2="22" />
      <line x1="10" y1="98" x2="190" y2="98" />
      <line x1="100" y1="6" x2="100" y2="114" />
      <line x1="55" y1="22" x2="55" y2="98" />
      <line x1="145" y1="22" x2="145" y2="98" />
      <line x1="55" y1="60" x2="145" y2="60" />
    </g>
  );
}

/** Where an incident is drawn: the zone it happened in (home attacks the right-hand end). */
function IncidentMark({ sport, incident }: { sport: TrackerSport; incident: TrackerIncident }) {
  const right = incident.side === 'home';
  const x = (fromLeft: number) => (right ? 200 - fromLeft : fromLeft);
  if (sport !== 'football') {
    // A point: the half the winner scored into, and the figure.
    return (
      <g className={`sb-tracker-pitch__mark sb-tracker-pitch__mark--${incident.side}`}>
        <rect className="sb-tracker-pitch__zone" x={right ? 100 : 0} y="0" width="100" height="120" />
        <circle className="sb-tracker-pitch__ball" cx={x(sport === 'basketball' ? 14 : 60)} cy="60" r="6" />
      </g>
    );
  }
  const zone = incident.kind === 'attack' ? { from: 100, width: 70 } : { from: 150, width: 50 };
  const ball =
    incident.kind === 'corner' ? { cx: x(4), cy: 6 } : incident.kind === 'goal' ? { cx: x(2), cy: 60 } : incident.kind === 'shot' ? { cx: x(22), cy: 52 } : { cx: right ? zone.from + zone.width / 2 : 200 - zone.from - zone.width / 2, cy: 60 };
  return (
    <g className={`sb-tracker-pitch__mark sb-tracker-pitch__mark--${incident.side}`}>
      <rect className="sb-tracker-pitch__zone" x={right ? zone.from : 200 - zone.from - zone.width} y="0" width={zone.width} height="120" />
      <circle className="sb-tracker-pitch__ball" cx={ball.cx} cy={ball.cy} r="5" />
    </g>
  );
}
