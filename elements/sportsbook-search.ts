import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookSearchShape } from './descriptions/sportsbook-search';

/** `<sportsbook-search>`: event search that opens the sportsbook, for a host page (docs/widgets.md). */
export const SportsbookSearchElement = createSportsbookElement({
  ...sportsbookSearchShape,
  // Its own chunk: a page that never uses this widget never downloads its code.
  loadFeature: () => import('../src/features/widgets/searchWidgetFeature'),
  loadingLabel: 'Loading search…',
  // A widget that fails to load or render shows its own compact notice, not a page's (docs/widgets.md).
  failureRegion: 'widget',
});

export type SportsbookSearchElement = InstanceType<typeof SportsbookSearchElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-search': SportsbookSearchElement;
  }
}
