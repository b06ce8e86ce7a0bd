import { SearchCombobox } from '../search/SearchCombobox';
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
    </WidgetSurface>
  );
}
