import { useSignals } from '@preact/signals-react/runtime';
import { SearchCombobox } from '../search/SearchCombobox';
import { useRuntime } from '../runtime/RuntimeContext';
import { useReportWidgetFailure } from './WidgetFailure';
import { WidgetSurface } from './WidgetSurface';

/**
 * `<sportsbook-search>`: the header's search field and results (SearchCombobox) on a host
 * page. A followed result moves the page's one sportsbook address: a `<sportsbook-app>` on
 * the page shows the event, league or team, and the host hears `sportsbook-navigate` with
 * the path, to open its sportsbook page there when no app is on this one.
 */
export function SearchWidget() {
  return (
    <WidgetSurface kind="search">
      <div role="search">
        <SearchCombobox />
      </div>
      <ReportSearchFailure />
    </WidgetSurface>
  );
}

/**
 * A search the operator did not answer is said in the results' own status line with a
 * Retry (the combobox's compact notice, where the bettor is typing: replacing the field
 * would lose what they typed); the host hears it as the widget's failure.
 */
function ReportSearchFailure() {
  useSignals();
  const { search } = useRuntime().store;
  // Not the words typed: they are the bettor's, and the host and the operator's metrics get the message.
  useReportWidgetFailure(search.status.value === 'error' ? new Error("Search results could not be loaded: the operator's search did not answer.") : null);
  return null;
}
