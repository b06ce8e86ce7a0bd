import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../store';
import { expectOdds } from '../../ui/firstOddsShown';
import { Skeleton } from '../../ui/Skeleton';
import { EventCard } from '../events/EventCard';
import { useRuntime } from '../runtime/RuntimeContext';
import { useLoaded } from '../runtime/useLoaded';
import { eventIdProblem, eventNotFoundProblem } from './widgetAttributeProblems';
import { useReportedProblem } from './useReportedProblem';
import { WidgetFailure } from './WidgetFailure';
import { WidgetSurface } from './WidgetSurface';

const TAG = 'sportsbook-event';

/**
 * `<sportsbook-event event-id>`: one event's card, the same EventCard the app's lists show
 * (its main markets, the scoreboard, the clock), with the live feed running so prices and
 * score move and flash as they do in the app. A price pressed goes on the page's one betslip.
 * A missing or malformed id, or one the operator does not know (404), is said once in the
 * console with the fix; the widget then shows a quiet line, never a broken card. Any other
 * failure to load it (a server or network failure) is the widget's failure notice, with a
 * Retry that asks again.
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
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoaded(validId === null ? null : () => expectOdds(runtime.loadEvent(validId)), `${validId ?? ''}#${attempt}`);
  const unknownEvent = loaded.status === 'failed' && isNotFound(loaded.error);
  useReportedProblem(attributeProblem ?? (validId !== null && unknownEvent ? eventNotFoundProblem(TAG, validId) : null));

  return (
    <WidgetSurface kind="event">
      {validId === null ? null : loaded.status === 'loading' ? (
        <Skeleton label={t('widgetLoading')} shape="event-cards" count={1} />
      ) : unknownEvent ? (
        <p className="sb-widget__status" role="status">
          {t('widgetUnavailable')}
        </p>
      ) : loaded.status === 'failed' ? (
        <WidgetFailure error={loaded.error} onRetry={() => setAttempt((count) => count + 1)} />
      ) : (
        <EventCard eventId={validId} />
      )}
    </WidgetSurface>
  );
}
