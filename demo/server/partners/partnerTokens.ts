import { randomBytes } from 'node:crypto';
import type { Session, StateStore } from '../sandboxState';

/** The providers whose token the login answer carries (spec 3 "Login details"). */
export const LOGIN_TOKEN_PROVIDERS = ['BETRADAR', 'DST', 'EDGE', 'ESPORTSBULL', 'HIGHLIGHT', 'INSPIRED', 'KIRON', 'KRYPTIUM', 'PARLAYBAY', 'POWERBALL', 'SCOUT'] as const;

/**
 * Partner tokens as an operator issues them (docs/virtuals.md "Partner tokens"): random, one
 * per provider and session, good only for that provider, and only while the session lives. A
 * refreshed or ended session takes its tokens with it, which is how a partner page finds
 * its token expired.
 */
export function createPartnerTokens(store: StateStore, now: () => number) {
  /** New tokens for `providers` on `session`, in one write; the tokens of sessions that are gone are forgotten meanwhile. */
  function issueMany(providers: readonly string[], session: Session): Record<string, string> {
    const issued = Object.fromEntries(providers.map((provider) => [provider, `${provider.toLowerCase()}.${randomBytes(18).toString('base64url')}`]));
    store.mutate((state) => {
      const kept = Object.entries(state.partnerTokens ?? {}).filter(([, record]) => state.sessions[record.session] !== undefined);
      state.partnerTokens = { ...Object.fromEntries(kept), ...Object.fromEntries(Object.entries(issued).map(([provider, token]) => [token, { provider, session: session.token }])) };
    });
    return issued;
  }

  /** A new token for `provider` on `session` (the operator's game-launch-url). */
  function issue(provider: string, session: Session): string {
    return issueMany([provider], session)[provider] as string;
  }

  /** The login answer's thirdPartyTokens: one for every provider it names. */
  function forLogin(session: Session): Record<string, string> {
    return issueMany(LOGIN_TOKEN_PROVIDERS, session);
  }

  /** The session behind a partner token for `provider`, when the token is that provider's and its session is valid now. */
  function sessionOf(token: string | null | undefined, provider: string): Session | null {
    const record = token ? store.state.partnerTokens?.[token.replace(/^Bearer\s+/i, '').trim()] : undefined;
    if (!record || record.provider !== provider) return null;
    const session = store.state.sessions[record.session];
    if (!session || session.expiresAt <= now() || session.refused === true) return null;
    return session;
  }

  /** Forgets every partner token of `accountId`'s sessions (their sessions go on): what a partner's own expiry looks like. */
  function expireFor(accountId: string): number {
    return store.mutate((state) => {
      const entries = Object.entries(state.partnerTokens ?? {});
      const kept = entries.filter(([, record]) => state.sessions[record.session]?.accountId !== accountId);
      state.partnerTokens = Object.fromEntries(kept);
      return entries.length - kept.length;
    });
  }

  return { issue, forLogin, sessionOf, expireFor };
}

export type PartnerTokens = ReturnType<typeof createPartnerTokens>;
