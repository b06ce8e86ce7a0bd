import type { Context } from 'hono';
import type { Accounts } from '../accounts/accounts';
import type { BettorPricing } from '../bets/bettorPrice';
import { requestContext, requestCountry } from './requestContext';

/**
 * Whose margins price what this request's bettor sees (odds per brand, docs/pricing.md):
 * spec 4's rule on the player's country and currency when logged in, else the request's
 * country. Null without odds per brand (feed prices). Slips, singles and bet builders ask
 * it the same way, so a builder is priced for the same override brand as its legs.
 */
export function overrideBrandOfRequest(c: Context, accounts: Accounts, pricing: BettorPricing | undefined, accountId: string | null): string | null {
  if (!pricing) return null;
  const player = accountId ? accounts.byAccount(accountId) : undefined;
  const audience = player ? { loggedIn: true as const, countryCode: player.countryCode, currency: player.currency } : { loggedIn: false as const, requestCountry: requestCountry(c) };
  return pricing.overrideBrand(requestContext(c).brand, audience);
}
