import type { Runtime } from '../store';
import { followAvailability } from './followAvailability';
import { followBetslip } from './followBetslip';
import { followConnection } from './followConnection';
import { followFailures } from './followFailures';
import { followNavigation } from './followNavigation';
import { followPlacements } from './followPlacements';
import { followSession } from './followSession';
import { handOffToHost } from './handOffToHost';

/** How the followers reach the host page: the bridge's dispatchOnPage and what it knows. */
export interface PageEventChannel {
  /**
   * Dispatches `type` on `document` and on each sportsbook element (createHostBridge) and
   * posts it to the parent frame; false when a listener called preventDefault() on a
   * cancelable event.
   */
  dispatch(type: string, detail: unknown, cancelable?: boolean): boolean;
  /** Whether a sportsbook element that announced ready is in the document; until then events are held. */
  hasPageTarget(): boolean;
  /** Framed with a host-origin set: the parent page hears our messages. */
  framedWithHost(): boolean;
}

/** Sends one page-wide event; a follower never talks to the DOM or the frame directly. */
export type EmitPageEvent = (type: string, detail: unknown) => void;

export interface PageEvents {
  /** An element announced ready: what happened before any element was there goes out now. */
  elementAnnounced(): void;
  dispose(): void;
}

/**
 * Follows the runtime's signals and tells the host page what changed: login and logout,
 * navigation, placed bets, the live feed's connection, the betslip's selections, the
 * operator's maintenance and blocked answers; and lets
 * the host take over login and deposit. A change before any element is on the page (a
 * restored session, the feed opening while the feature loads) is held, latest per event,
 * and goes out when the first element announces ready, so a host never misses the state
 * it starts in.
 */
export function followPageEvents(runtime: Runtime, channel: PageEventChannel): PageEvents {
  const held = new Map<string, unknown>();
  const emit: EmitPageEvent = (type, detail) => {
    if (channel.hasPageTarget()) {
      channel.dispatch(type, detail);
      return;
    }
    // Re-inserted so the held events go out in the order of their latest change.
    held.delete(type);
    held.set(type, detail);
  };
  const stops = [
    followSession(runtime, emit),
    followNavigation(runtime, emit),
    followPlacements(runtime, emit),
    followConnection(runtime, emit),
    followBetslip(runtime, emit),
    followAvailability(runtime, emit),
    followFailures(runtime, emit),
    handOffToHost(runtime, channel),
  ];
  return {
    elementAnnounced() {
      if (!channel.hasPageTarget()) return;
      const pending = [...held];
      held.clear();
      for (const [type, detail] of pending) channel.dispatch(type, detail);
    },
    dispose() {
      for (const stop of stops) stop();
    },
  };
}
