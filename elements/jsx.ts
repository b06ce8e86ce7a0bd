/**
 * React 19 JSX for the sportsbook elements: attribute names and values are checked, and
 * every sportsbook event has a typed `on<event-name>` prop (React 19 adds a listener for
 * an `on...` function prop on a custom element, under the name after "on").
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SportsbookElementAttributes } from './publicTypes';
import type { SportsbookAppElement } from './sportsbook-app';
import type { SportsbookBetslipElement } from './sportsbook-betslip';
import type { SportsbookMybetsElement } from './sportsbook-mybets';

/** `onsportsbook-ready`, `onsportsbook-balance` ...: one prop per sportsbook event, typed by its event. */
export type SportsbookEventProps = {
  [Name in keyof GlobalEventHandlersEventMap as Name extends `sportsbook-${string}` ? `on${Name}` : never]?: (event: GlobalEventHandlersEventMap[Name]) => void;
};

export type SportsbookElementProps<Element extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<Element>, Element> & SportsbookElementAttributes & SportsbookEventProps;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'sportsbook-app': SportsbookElementProps<SportsbookAppElement>;
      'sportsbook-betslip': SportsbookElementProps<SportsbookBetslipElement>;
      'sportsbook-mybets': SportsbookElementProps<SportsbookMybetsElement>;
    }
  }
}
