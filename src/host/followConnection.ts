import { effect } from '@preact/signals-core';
import type { Runtime } from '../store';
import { SPORTSBOOK_CONNECTION, type SportsbookConnectionDetail, type SportsbookConnectionState } from './events/sportsbook-connection';
import type { EmitPageEvent } from './pageEvents';

/** The feed's state as the store holds it (the host layer does not reach into live/). */
type ConnectionState = Runtime['store']['live']['connection']['value'];

/** The feed's own states, in the host's words: polling delivers prices too, so it is open. */
const HOST_STATE: Record<ConnectionState, SportsbookConnectionState> = {
  connecting: 'connecting',
  connected: 'open',
  polling: 'open',
  reconnecting: 'reconnecting',
  offline: 'closed',
};

/**
 * sportsbook-connection when the live feed's state changes as the host sees it, or its
 * prices stop or start being live (the browser going offline leaves the feed's state as it
 * is, and still makes the prices not live); the starting state says nothing.
 */
export function followConnection(runtime: Runtime, emit: EmitPageEvent): () => void {
  const { live } = runtime.store;
  const read = (): SportsbookConnectionDetail => {
    const notLiveReason = live.pricesNotLive.value;
    return { state: HOST_STATE[live.connection.value], pricesLive: notLiveReason === null, notLiveReason };
  };
  let previous: SportsbookConnectionDetail | null = null;
  return effect(() => {
    const detail = read();
    if (previous === null) {
      previous = detail;
      return;
    }
    if (detail.state === previous.state && detail.notLiveReason === previous.notLiveReason) return;
    previous = detail;
    emit(SPORTSBOOK_CONNECTION, detail);
  });
}
