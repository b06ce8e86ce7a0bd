import { useEffect } from 'react';
import type { NewsPopupsModel } from '../../store';
import { afterFirstOddsShown } from '../../ui/firstOddsShown';

/**
 * Asks for the operator's news popups once the page's first odds are on screen ("odds
 * first", issue 19): the popups, the dialog's code and the sanitiser for their bodies all
 * wait for them. afterFirstOddsShown, not onFirstOddsShown: a page without odds (an account
 * page) still gets its news, after the bounded wait. `enabled` is the mode's (shellRegions);
 * the model asks once per runtime however often this runs.
 */
export function useNewsPopupsAfterFirstOdds(newsPopups: NewsPopupsModel, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let mounted = true;
    void afterFirstOddsShown().then(() => {
      if (mounted) void newsPopups.load();
    });
    return () => {
      mounted = false;
    };
  }, [newsPopups, enabled]);
}
