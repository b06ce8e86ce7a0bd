import type { SandboxState } from '../sandboxState';

export interface PlayerExclusion {
  kind: 'self-exclusion' | 'time-out';
  until: number;
}

/**
 * Whether the player is kept out at `now`: a self-exclusion (preferences.selfExcludedUntil)
 * wins over a time-out, as it is the longer and the stronger. null: they may log in and bet.
 */
export function playerExclusion(state: SandboxState, accountId: string, now: number): PlayerExclusion | null {
  const excludedUntil = Number(state.preferences[accountId]?.selfExcludedUntil ?? 0);
  if (excludedUntil > now) return { kind: 'self-exclusion', until: excludedUntil };
  const timeOutUntil = Number(state.saferGambling?.[accountId]?.timeOutUntil ?? 0);
  if (timeOutUntil > now) return { kind: 'time-out', until: timeOutUntil };
  return null;
}

/** The login refusal for an excluded player: 403 with a code of its own, so the SDK shows what it means. */
export function exclusionLoginFailure(exclusion: PlayerExclusion): { status: number; responseCode: string; message: string } {
  const until = new Date(exclusion.until).toISOString();
  return exclusion.kind === 'self-exclusion'
    ? { status: 403, responseCode: 'SELF_EXCLUDED', message: `This account is self-excluded until ${until}.` }
    : { status: 403, responseCode: 'TIMED_OUT', message: `This account is on a time-out until ${until}.` };
}
