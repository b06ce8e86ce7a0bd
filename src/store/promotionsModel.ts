import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { QueryClient } from '@tanstack/query-core';
import { AuthRequiredError, HttpError, type AccountEndpoints, type BetEndpoints, type PromotionDetail, type PromotionEndpoints, type PromotionList } from '../api';
import { parseParlayConfig, type ParlayExtraWinningsConfig } from '../core';

export type { PromotionDetail, PromotionList, PromotionSummary } from '../api';

/** How long a promotions answer is reused before it is asked for again. */
const PROMOTIONS_STALE_MS = 60_000;

/** Why an opt-in did not go through: each has its own words on the page. */
export type OptInRefusal = 'login' | 'excluded' | 'failed';
export type OptInResult = { ok: true } | { ok: false; reason: OptInRefusal };

export interface PromotionsDependencies {
  promotions: Pick<PromotionEndpoints, 'list' | 'detail' | 'optIn'>;
  bets: Pick<BetEndpoints, 'parlayPromotion'>;
  serverState: QueryClient;
  locale: ReadonlySignal<string>;
  brand: ReadonlySignal<string>;
  accounts: Pick<AccountEndpoints, 'details'>;
  /** The logged-in player (null logged out): the answers say whether that player opted in. */
  player: ReadonlySignal<{ username: string; accountId: string } | null>;
}

/**
 * The promotions page's data (docs/promotions.md): the operator's list and details in the
 * bettor's language and brand, and for the logged-in player whether they are in; the parlay
 * extra-winnings promotion (GET promotions/epw) read as the betslip reads it; and opt-ins.
 * Answers go through the server-state cache under the language, brand and player, so a
 * language change or a login asks again and never shows another player's "You're in".
 */
export function createPromotionsModel({ promotions, bets, accounts, serverState, locale, brand, player }: PromotionsDependencies) {
  /** Changes whenever what the answers depend on changes: a view asks again under a new scope. */
  const scope = computed(() => `${locale.value}|${brand.value}|${player.value?.accountId ?? ''}`);
  const cached = <T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> =>
    serverState.fetchQuery({ queryKey: ['promotions', scope.peek(), ...key], queryFn: load, staleTime: PROMOTIONS_STALE_MS });

  return {
    scope,
    /** GET /xapi/rest/promotions. */
    list: (): Promise<PromotionList> => cached(['list'], () => promotions.list()),
    /** GET /xapi/rest/promotions/{id}, with its terms; null when the operator does not offer it (404). */
    detail: (id: string): Promise<PromotionDetail | null> =>
      cached(['detail', id], () =>
        promotions.detail(id).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        }),
      ),
    /** GET promotions/epw, read by core (tiers sorted, bad tiers dropped); null when it cannot be used. */
    parlay: (): Promise<ParlayExtraWinningsConfig | null> =>
      cached(['epw'], async () => {
        const read = parseParlayConfig(await bets.parlayPromotion());
        return read.ok ? read.config : null;
      }),
    /**
     * Whether the logged-in player is excluded from promotions (spec 3 player details'
     * excludedFromPromotions; the login's details do not carry it). False logged out, and
     * when the details cannot be read (the operator still refuses an excluded player's opt-in).
     */
    excluded: (): Promise<boolean> => {
      const current = player.peek();
      if (current === null) return Promise.resolve(false);
      return cached(['excluded'], () => accounts.details(current.username).then((details) => details.excludedFromPromotions === true)).catch(() => false);
    },
    /** POST /xapi/rest/promotions/{id}/opt-in; on success the list and the detail are asked for again. */
    async optIn(id: string): Promise<OptInResult> {
      if (player.peek() === null) return { ok: false, reason: 'login' };
      try {
        await promotions.optIn(id);
      } catch (error) {
        if (error instanceof AuthRequiredError) return { ok: false, reason: 'login' };
        if (error instanceof HttpError && error.code === 'excluded-from-promotions') return { ok: false, reason: 'excluded' };
        return { ok: false, reason: 'failed' };
      }
      await serverState.invalidateQueries({ queryKey: ['promotions', scope.peek()], refetchType: 'none' });
      return { ok: true };
    },
  };
}

export type PromotionsModel = ReturnType<typeof createPromotionsModel>;
