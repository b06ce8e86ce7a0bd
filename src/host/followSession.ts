import { effect } from '@preact/signals-core';
import type { Runtime } from '../store';
import { SPORTSBOOK_LOGIN, type SportsbookLoginDetail } from './events/sportsbook-login';
import { SPORTSBOOK_LOGOUT, type SportsbookLogoutDetail } from './events/sportsbook-logout';
import type { EmitPageEvent } from './pageEvents';

/**
 * sportsbook-login when a session is established (every login path, and a session restored
 * at start), sportsbook-logout with its reason when it ends. A new token for the same
 * player (the host renews it) is no new login; a different player is.
 */
export function followSession(runtime: Runtime, emit: EmitPageEvent): () => void {
  const { session } = runtime.store;
  let announced: { username: string; accountId: string } | null = null;
  return effect(() => {
    const current = session.established.value;
    if (current === null) {
      if (announced === null) return;
      announced = null;
      const detail: SportsbookLogoutDetail = { reason: session.lastLogoutReason.peek() ?? 'unauthorized' };
      emit(SPORTSBOOK_LOGOUT, detail);
      return;
    }
    const accountId = current.alsPlayerId ?? '';
    if (announced?.username === current.username && announced.accountId === accountId) return;
    announced = { username: current.username, accountId };
    const detail: SportsbookLoginDetail = { username: current.username, currency: current.currency, accountId };
    emit(SPORTSBOOK_LOGIN, detail);
  });
}
