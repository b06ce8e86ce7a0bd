import { computed, effect, type ReadonlySignal } from '@preact/signals-core';
import { consoleLogger, partnerFrameAddress, planPartnerLaunch, readPartnerGames, type CoreLogger, type PartnerGame, type PartnerOffer } from '../core';
import { ownedModel } from './ownedModel';

/** What the partner page shows after a launch. */
export type PartnerLaunch =
  | { kind: 'not-offered' }
  | { kind: 'login-required' }
  /** The provider's page in the frame; its messages count from `origin` only. */
  | { kind: 'frame'; src: string; origin: string; via: 'token' | 'operator' }
  /** The operator refused the session behind the launch (401/403): the bettor logs in again. */
  | { kind: 'session-ended' }
  /** The launch failed: 'network' (no answer), 'server' (an error answer), 'address' (an answer that is no address). */
  | { kind: 'error'; problem: 'network' | 'server' | 'address' };

export interface PartnerLaunchContext {
  /** The sportsbook page's origin, to which the partner posts its messages. */
  embedOrigin: string;
  locale: string;
  /** What followed the page's path (Leap's game id). */
  subPath: string | null;
  /** The partner refused the last token: a fresh one is asked of the operator. */
  fresh?: boolean;
}

export interface PartnerGamesDependencies {
  raw: ReadonlySignal<Readonly<Record<string, unknown>> | null>;
  session: {
    readonly details: ReadonlySignal<{ thirdPartyTokens?: Readonly<Record<string, string>>; currency: string; jweToken: string } | null>;
    /** Spec 6: a refused authenticated call ends the session. */
    onUnauthorized(path: string, refusal: { status: number; token: string | null }): void;
  };
  /** POST /accounts/me/game-launch-url. */
  launchUrl(request: { provider: string; locale: string; game: string | null }): Promise<{ url: string }>;
  /** Asks the balance at once (the partner took or paid a bet). */
  refetchWallet: () => Promise<unknown>;
  logger?: Pick<CoreLogger, 'error'>;
}

const LAUNCH_PATH = '/accounts/me/game-launch-url';

/**
 * The partner pages (issue 22, docs/virtuals.md): which the brand offers (`partner_games`),
 * and each launch: the login's partner token at the provider's address, or the operator's
 * game-launch-url, with a fresh token after the partner refused one.
 */
export function createPartnerGamesModel(dependencies: PartnerGamesDependencies) {
  return ownedModel(() => buildPartnerGames(dependencies));
}

function buildPartnerGames({ raw, session, launchUrl, refetchWallet, logger = consoleLogger }: PartnerGamesDependencies) {
  const reading = computed(() => readPartnerGames(raw.value?.partner_games));
  const told = new Set<string>();
  effect(() => {
    for (const problem of reading.value.problems) {
      if (told.has(problem)) continue;
      told.add(problem);
      logger.error(problem);
    }
  });

  async function launch(game: PartnerGame, context: PartnerLaunchContext): Promise<PartnerLaunch> {
    const offer: PartnerOffer | undefined = reading.peek().offers.get(game.key);
    const details = session.details.peek();
    const plan = planPartnerLaunch({ game, offer, loggedIn: details !== null, tokens: details?.thirdPartyTokens ?? null, fresh: context.fresh === true });
    if (plan.kind === 'not-offered' || plan.kind === 'login-required') return plan;
    const frameContext = { embedOrigin: context.embedOrigin, locale: context.locale, currency: details?.currency ?? '', subPath: context.subPath };
    if (plan.kind === 'token') {
      const frame = partnerFrameAddress(plan.address, plan.token, frameContext);
      return frame === null ? { kind: 'error', problem: 'address' } : { kind: 'frame', ...frame, via: 'token' };
    }
    try {
      const answer = await launchUrl({ provider: game.provider, locale: context.locale, game: context.subPath });
      // The operator's address carries its own token: nothing of ours is added but the page's context.
      const frame = partnerFrameAddress(answer.url, null, frameContext);
      return frame === null ? { kind: 'error', problem: 'address' } : { kind: 'frame', ...frame, via: 'operator' };
    } catch (caught) {
      const status = typeof (caught as { status?: unknown }).status === 'number' ? (caught as { status: number }).status : null;
      const kind = (caught as { kind?: unknown }).kind;
      // The token was not sent: it had run out here first (the session model ends it).
      if (kind === 'auth-required') return { kind: 'session-ended' };
      if (status === 401 || status === 403) {
        // The session behind the launch has ended at the operator: it ends here too (spec 6), and the page asks for a login.
        session.onUnauthorized(LAUNCH_PATH, { status, token: details?.jweToken ?? null });
        return { kind: 'session-ended' };
      }
      if (kind === 'decode') return { kind: 'error', problem: 'address' };
      return { kind: 'error', problem: status === null ? 'network' : 'server' };
    }
  }

  return {
    /** The partner pages this brand offers, by page key. */
    offers: computed(() => reading.value.offers) as ReadonlySignal<ReadonlyMap<string, PartnerOffer>>,
    launch,
    /** The partner took or paid a bet: the header's balance (and the host's balance event) follow now, not at the next poll. */
    balanceChanged(): void {
      void refetchWallet();
    },
  };
}

export type PartnerGamesModel = ReturnType<typeof createPartnerGamesModel>;
