import { HomeHighlights } from '../homePage/HomeHighlights';
import { maxProblem, shownCount } from './widgetAttributeProblems';
import { useReportedProblem } from './useReportedProblem';
import { WidgetSurface } from './WidgetSurface';

const TAG = 'sportsbook-top-events';

/**
 * `<sportsbook-top-events max>`: the operator's highlighted events, which the spec calls the
 * Homepage pseudo-category (10001): the home page's "Live now" and "Upcoming" blocks, picked
 * by the same rules from the same queries (HomeHighlights), `max` cards in each (10, the home
 * page's count, when absent or refused).
 */
export function TopEventsWidget({ max }: { max?: number | undefined }) {
  useReportedProblem(maxProblem(TAG, max));
  const count = shownCount(max);
  return (
    <WidgetSurface kind="top-events">
      <div className="sb-home">
        {/* Keyed: the blocks' computeds read the count once, so a new max is a new pair of blocks. */}
        <HomeHighlights key={count} liveCount={count} upcomingCount={count} />
      </div>
    </WidgetSurface>
  );
}
