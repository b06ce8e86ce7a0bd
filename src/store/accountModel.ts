import type { ReadonlySignal } from '@preact/signals-core';
import type { AccountEndpoints } from '../api';
import { balanceBreakdown, type BalanceBreakdown } from '../core';

/** The logged-in player as the profile page shows them (spec 3 player details and account info). */
export interface AccountProfile {
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  accountNumber: string;
  registered: string | null;
  firstLogin: string | null;
  countryCode: string | null;
  currency: string;
  locale: string | null;
  vipLevel: number | null;
  excludedFromPromotions: boolean;
  withdrawalsOnHold: boolean;
}

export interface AccountModelDependencies {
  accounts: Pick<AccountEndpoints, 'details' | 'info' | 'balance' | 'updateAccount'>;
  /** The logged-in player (username, alsPlayerId), null when logged out. */
  details: ReadonlySignal<{ username: string; alsPlayerId?: string | null } | null>;
}

/** Why an account page has nothing to show: nobody is logged in (the page starts the login). */
export class NotLoggedInError extends Error {
  constructor() {
    super('Log in first: account pages read the logged-in player. Call after session.loggedIn is true.');
    this.name = 'NotLoggedInError';
  }
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The account pages' reads (issue 21): the profile (player details with the account info)
 * and the balance breakdown. Each call asks the operator afresh: these pages are opened
 * rarely, and a balance shown there must be the operator's current one.
 */
export function createAccountModel({ accounts, details }: AccountModelDependencies) {
  function player(): { username: string; accountId: string } {
    const current = details.peek();
    if (!current?.username || !current.alsPlayerId) throw new NotLoggedInError();
    return { username: current.username, accountId: current.alsPlayerId };
  }

  return {
    async profile(): Promise<AccountProfile> {
      const { username, accountId } = player();
      const [playerDetails, info] = await Promise.all([accounts.details(username), accounts.info(accountId).catch(() => null)]);
      const raw = playerDetails as Record<string, unknown>;
      return {
        username: playerDetails.username,
        firstName: textOrNull(raw.firstName),
        lastName: textOrNull(raw.lastName),
        email: textOrNull(raw.email),
        accountNumber: textOrNull(raw.accountNumber) ?? playerDetails.alsId,
        registered: textOrNull(raw.registrationDateTime),
        firstLogin: info?.firstLoginTime ?? null,
        countryCode: playerDetails.countryCode ?? null,
        currency: playerDetails.currency,
        locale: textOrNull(raw.locale),
        vipLevel: playerDetails.vipLevel ?? null,
        excludedFromPromotions: playerDetails.excludedFromPromotions === true,
        withdrawalsOnHold: raw.holdWithdraw === true,
      };
    },
    /**
     * The player's real-money bonus choice (account info): null when they never chose
     * (wasSetRealMoneyBonuses false), else whether bonuses may be used with real-money bets.
     */
    async realMoneyBonuses(): Promise<boolean | null> {
      const { accountId } = player();
      const info = await accounts.info(accountId);
      return info.wasSetRealMoneyBonuses ? info.realMoneyBonuses === true : null;
    },
    /** Spec 7 PUT /xapi/rest/accounts/{accountId}: the choice is made (wasSetRealMoneyBonuses) and stored. */
    async setRealMoneyBonuses(choice: boolean): Promise<boolean> {
      const { accountId } = player();
      const stored = await accounts.updateAccount(accountId, { wasSetRealMoneyBonuses: true, realMoneyBonuses: choice });
      return stored.realMoneyBonuses ?? choice;
    },
    /** The balances page's figures; null when the operator lists no sportsbook wallet. */
    async balances(): Promise<BalanceBreakdown | null> {
      const { username } = player();
      return balanceBreakdown(await accounts.balance(username));
    },
  };
}

export type AccountModel = ReturnType<typeof createAccountModel>;
