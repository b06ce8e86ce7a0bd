import { HomeHighlights } from '../homePage/HomeHighlights';
import { maxProblem, shownCount } from './widgetAttributeProblems';
import { useReportedProblem } from './useReportedProblem';
import { WidgetFailure } from './WidgetFailure';
import { WidgetSurface } from './WidgetSurface';

const TAG = 'sportsbook-top-events';

/**
 * `<sportsbook-top-events max>`: the operator's highlighted events, which the spec calls the
 * Homepage pseudo-category (10001): the home page's "Live now" and "Upcoming" blocks, picked
 * by the same rules from the same queries (HomeHighlights), `max` cards in each (10, the home
 * page's count, when absent or refused). When either block cannot be loaded the widget shows
 * its one failure notice in their place, and Retry loads the failed ones again.
 */
export function TopEventsWidget({ max }: { max?: number | undefined }) {
  useReportedProblem(maxProblem(TAG, max));
  const count = shownCount(max);
  return (
    <WidgetSurface kind="top-events">
      <div className="sb-home">
        {/* Keyed: the blocks' computeds read the count once, so a new max is a new pair of blocks. */}
        <HomeHighlights key={count} liveCount={count} upcomingCount={count} failureNotice={(error, retry) => <WidgetFailure error={error} onRetry={retry} />} />
      </div>
    </WidgetSurface>
  );
}
