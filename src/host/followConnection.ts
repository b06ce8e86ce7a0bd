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

/** sportsbook-connection when the live feed's state changes as the host sees it; the starting state says nothing. */
export function followConnection(runtime: Runtime, emit: EmitPageEvent): () => void {
  let previous = HOST_STATE[runtime.store.live.connection.peek()];
  return effect(() => {
    const state = HOST_STATE[runtime.store.live.connection.value];
    if (state === previous) return;
    previous = state;
    const detail: SportsbookConnectionDetail = { state };
    emit(SPORTSBOOK_CONNECTION, detail);
  });
}
