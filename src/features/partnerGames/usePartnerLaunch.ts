import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PartnerGame } from '../../core';
import type { PartnerLaunch } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';

/** What the partner page shows: loading, a launch's result, or the game's own session ended twice running. */
export type PartnerPageState = { kind: 'loading' } | PartnerLaunch | { kind: 'expired' };

/**
 * The launch of one partner page and what follows it (docs/virtuals.md "States"): it starts
 * once the operator's settings are known, again after a login or a logout, a language
 * change, Retry; when the partner says the token expired, it launches once more with a fresh
 * token from the operator, and if that one expires too the bettor is asked to start again.
 */
export function usePartnerLaunch(game: PartnerGame, subPath: string | null) {
  useSignals();
  const { store, config, page } = useRuntime();
  const settingsKnown = store.settings.raw.value !== null;
  // The login behind the launch: a new login (or a logout) launches again.
  const login = store.session.loginKey.value;
  const locale = config.locale.value;
  const [attempt, setAttempt] = useState({ count: 0, fresh: false });
  const [state, setState] = useState<PartnerPageState>({ kind: 'loading' });

  useEffect(() => {
    if (!settingsKnown) return;
    let current = true;
    setState({ kind: 'loading' });
    const embedOrigin = new URL(page.url()).origin;
    void store.partnerGames.launch(game, { embedOrigin, locale, subPath, fresh: attempt.fresh }).then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [settingsKnown, login, locale, attempt, game, subPath, store, page]);

  // What is shown now, for the message handlers (a state updater must not start anything).
  const shown = useRef(state);
  shown.current = state;

  /** The partner refused its token: a fresh one once; a fresh one refused too, the bettor decides. */
  const expired = useCallback(() => {
    const now = shown.current;
    if (now.kind !== 'frame') return;
    if (now.via === 'token') setAttempt((previous) => ({ count: previous.count + 1, fresh: true }));
    else setState({ kind: 'expired' });
  }, []);
  const retry = useCallback(() => setAttempt((previous) => ({ count: previous.count + 1, fresh: previous.fresh || shown.current.kind === 'expired' })), []);

  return { state, expired, retry };
}
