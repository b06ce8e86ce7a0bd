/**
 * React 19 JSX for the sportsbook elements, from their descriptions (elements/descriptions):
 * each element's attribute names and values are checked, and each event a host can hear
 * on it has a typed `on<event-name>` prop. React 19 adds a listener for a function prop
 * named `on…` on a custom element, for the event named by the rest of the prop name, as
 * written (`onsportsbook-login` listens to `sportsbook-login`; `onsportsbook-loginCapture`
 * in the capture phase). Page-wide events reach every sportsbook element (a copy each), so
 * such a prop works on any of them (docs/embedding-events.md).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ElementAttributes, ElementShape, SportsbookEventName } from './descriptions/elementDescription';
import type { PAGE_SETTING_ATTRIBUTES } from './descriptions/pageSettings';
import type { sportsbookAppDocs } from './descriptions/sportsbook-app.docs';
import type { sportsbookAppShape } from './descriptions/sportsbook-app';
import type { sportsbookBetslipDocs } from './descriptions/sportsbook-betslip.docs';
import type { sportsbookBetslipShape } from './descriptions/sportsbook-betslip';
import type { sportsbookLoginStatusDocs } from './descriptions/sportsbook-login-status.docs';
import type { sportsbookLoginStatusShape } from './descriptions/sportsbook-login-status';
import type { sportsbookMybetsDocs } from './descriptions/sportsbook-mybets.docs';
import type { sportsbookMybetsShape } from './descriptions/sportsbook-mybets';
import type { sportsbookEventDocs } from './descriptions/sportsbook-event.docs';
import type { sportsbookEventShape } from './descriptions/sportsbook-event';
import type { SportsbookEventElement } from './sportsbook-event';
import type { sportsbookLiveNowDocs } from './descriptions/sportsbook-live-now.docs';
import type { sportsbookLiveNowShape } from './descriptions/sportsbook-live-now';
import type { SportsbookLiveNowElement } from './sportsbook-live-now';
import type { sportsbookTopEventsDocs } from './descriptions/sportsbook-top-events.docs';
import type { sportsbookTopEventsShape } from './descriptions/sportsbook-top-events';
import type { SportsbookTopEventsElement } from './sportsbook-top-events';
import type { sportsbookSearchDocs } from './descriptions/sportsbook-search.docs';
import type { sportsbookSearchShape } from './descriptions/sportsbook-search';
import type { SportsbookSearchElement } from './sportsbook-search';
import type { AttributeValues } from './publicTypes';
import type { SportsbookAppElement } from './sportsbook-app';
import type { SportsbookBetslipElement } from './sportsbook-betslip';
import type { SportsbookLoginStatusElement } from './sportsbook-login-status';
import type { SportsbookMybetsElement } from './sportsbook-mybets';

/** `onsportsbook-ready`, `onsportsbook-balance` ...: one prop per event of `Names`, typed by its event. */
export type SportsbookEventProps<Names extends SportsbookEventName = SportsbookEventName> = {
  [Name in Names as `on${Name}`]?: (event: GlobalEventHandlersEventMap[Name]) => void;
};

/** The JSX props of one sportsbook element: HTML's, its attributes, and its events. */
export type SportsbookElementProps<Element extends HTMLElement, Attributes extends ElementAttributes = typeof PAGE_SETTING_ATTRIBUTES, Events extends SportsbookEventName = SportsbookEventName> = DetailedHTMLProps<
  HTMLAttributes<Element>,
  Element
> &
  AttributeValues<Attributes> &
  SportsbookEventProps<Events>;

/** The props of the element a description describes. */
type DescribedElementProps<Element extends HTMLElement, Shape extends ElementShape, Docs extends { readonly events: readonly SportsbookEventName[] }> = SportsbookElementProps<Element, Shape['attributes'], Docs['events'][number]>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'sportsbook-app': DescribedElementProps<SportsbookAppElement, typeof sportsbookAppShape, typeof sportsbookAppDocs>;
      'sportsbook-betslip': DescribedElementProps<SportsbookBetslipElement, typeof sportsbookBetslipShape, typeof sportsbookBetslipDocs>;
      'sportsbook-mybets': DescribedElementProps<SportsbookMybetsElement, typeof sportsbookMybetsShape, typeof sportsbookMybetsDocs>;
      'sportsbook-login-status': DescribedElementProps<SportsbookLoginStatusElement, typeof sportsbookLoginStatusShape, typeof sportsbookLoginStatusDocs>;
      'sportsbook-event': DescribedElementProps<SportsbookEventElement, typeof sportsbookEventShape, typeof sportsbookEventDocs>;
      'sportsbook-live-now': DescribedElementProps<SportsbookLiveNowElement, typeof sportsbookLiveNowShape, typeof sportsbookLiveNowDocs>;
      'sportsbook-top-events': DescribedElementProps<SportsbookTopEventsElement, typeof sportsbookTopEventsShape, typeof sportsbookTopEventsDocs>;
      'sportsbook-search': DescribedElementProps<SportsbookSearchElement, typeof sportsbookSearchShape, typeof sportsbookSearchDocs>;
    }
  }
}
