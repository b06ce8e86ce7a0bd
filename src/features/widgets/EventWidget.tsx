import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { expectOdds } from '../../ui/firstOddsShown';
import { Skeleton } from '../../ui/Skeleton';
import { EventCard } from '../events/EventCard';
import { useRuntime } from '../runtime/RuntimeContext';
import { useLoaded } from '../runtime/useLoaded';
import { eventIdProblem, eventNotFoundProblem } from './widgetAttributeProblems';
import { useReportedProblem } from './useReportedProblem';
import { WidgetSurface } from './WidgetSurface';

const TAG = 'sportsbook-event';

/**
 * `<sportsbook-event event-id>`: one event's card, the same EventCard the app's lists show
 * (its main markets, the scoreboard, the clock), with the live feed running so prices and
 * score move and flash as they do in the app. A price pressed goes on the page's one betslip.
 * A missing or malformed id, or one the operator does not know, is said once in the console
 * with the fix; the widget then shows a quiet line, never a broken card.
 */
export function EventWidget({ eventId }: { eventId?: string | undefined }) {
  const { t } = useTranslation('events');
  const runtime = useRuntime();
  const attributeProblem = eventIdProblem(TAG, eventId);
  const validId = attributeProblem === null ? (eventId as string).trim() : null;
  useEffect(() => {
    if (validId === null) return;
    void runtime.store.live.start();
  }, [runtime, validId]);
  const loaded = useLoaded(validId === null ? null : () => expectOdds(runtime.loadEvent(validId)), validId ?? '');
  useReportedProblem(attributeProblem ?? (validId !== null && loaded.status === 'failed' ? eventNotFoundProblem(TAG, validId) : null));

  return (
    <WidgetSurface kind="event">
      {validId === null ? null : loaded.status === 'loading' ? (
        <Skeleton label={t('widgetLoading')} shape="event-cards" count={1} />
      ) : loaded.status === 'failed' ? (
        <p className="sb-widget__status" role="status">
          {t('widgetUnavailable')}
        </p>
      ) : (
        <EventCard eventId={validId} />
      )}
    </WidgetSurface>
  );
}
