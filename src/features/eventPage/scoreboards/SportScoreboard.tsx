import { memo } from 'react';
import { scoreboardKindOf } from '../../../core';
import type { EventState } from '../../../store/catalogueModel';
import { CricketScoreboard } from './CricketScoreboard';
import { PeriodScoreboard } from './PeriodScoreboard';
import { Racecard } from './Racecard';
import { TennisScoreboard } from './TennisScoreboard';

/**
 * The event page's board for the event's sport (docs/event-page.md "Scoreboards"): tennis,
 * cricket, basketball and football boards, a race's card; nothing for other sports, whose
 * header keeps its plain score. Memoised on the event's signal (which never changes for a
 * page), so the header's render on every clock tick passes it by: each board subscribes
 * to what it shows and renders when that changes.
 */
export const SportScoreboard = memo(function SportScoreboard({ event, eventId, sportCode }: { event: { readonly value: EventState }; eventId: string; sportCode: string }) {
  switch (scoreboardKindOf(sportCode)) {
    case 'tennis':
      return <TennisScoreboard event={event} />;
    case 'cricket':
      return <CricketScoreboard event={event} eventId={eventId} />;
    case 'basketball':
      return <PeriodScoreboard event={event} sport="basketball" />;
    case 'football':
      return <PeriodScoreboard event={event} sport="football" />;
    case 'horse-racing':
      return <Racecard event={event} greyhounds={false} />;
    case 'greyhounds':
      return <Racecard event={event} greyhounds />;
    default:
      return null;
  }
});
