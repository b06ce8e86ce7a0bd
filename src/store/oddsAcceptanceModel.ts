import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { AccountEndpoints } from '../api';
import { DEFAULT_ODDS_ACCEPTANCE, acceptHigherOddsPreference, oddsAcceptanceFromAccount, parseOddsAcceptance, type OddsAcceptance } from '../core';
import { ownedModel } from './ownedModel';
import type { Persistence } from './persistence';

const STORE = 'odds-acceptance';

export interface OddsAcceptanceDependencies {
  session: { details: ReadonlySignal<{ alsPlayerId?: string | null } | null>; preferences: ReadonlySignal<Record<string, unknown> | null> };
  accounts: Pick<AccountEndpoints, 'updatePreferences'>;
  persistence: Persistence;
}

/**
 * The bettor's "When odds change" choice (spec 3 userAcceptOdds, D by default): kept on the
 * device always, and in the account's accept_higher_odds while logged in, as the display
 * preferences are. The account's saved value wins when a session starts.
 */
export function createOddsAcceptanceModel(dependencies: OddsAcceptanceDependencies) {
  return ownedModel(() => buildOddsAcceptance(dependencies));
}

function buildOddsAcceptance({ session, accounts, persistence }: OddsAcceptanceDependencies) {
  const choice = signal<OddsAcceptance>(parseOddsAcceptance(persistence.read<string>(STORE)) ?? DEFAULT_ODDS_ACCEPTANCE);
  const error = signal<unknown>(null);

  const remember = (next: OddsAcceptance) => {
    choice.value = next;
    persistence.write(STORE, next);
  };

  effect(() => {
    const saved = session.preferences.value?.accept_higher_odds;
    if (typeof saved !== 'boolean') return;
    const next = oddsAcceptanceFromAccount(saved, choice.peek());
    if (next !== choice.peek()) remember(next);
  });

  return {
    choice: choice as ReadonlySignal<OddsAcceptance>,
    /** The last failure to save the choice to the account; null once one succeeds. */
    error: error as ReadonlySignal<unknown>,
    async set(next: OddsAcceptance): Promise<void> {
      remember(next);
      const accountId = session.details.peek()?.alsPlayerId;
      if (!accountId) return;
      try {
        await accounts.updatePreferences(accountId, { accept_higher_odds: acceptHigherOddsPreference(next) });
        error.value = null;
      } catch (caught) {
        // The device keeps the choice; the account catches up at the next change.
        error.value = caught;
      }
    },
  };
}

export type OddsAcceptanceModel = ReturnType<typeof createOddsAcceptanceModel>;
