/**
 * Every sportsbook event, documented once. The names and detail types are declared in
 * src/host/events/<event-name>.ts; elementDescriptions.test.ts keeps this list equal to
 * those files. Each element's description lists the events a host can hear on it.
 */
import type { EventDoc, SportsbookEventName } from './elementDescription.ts';

export const SPORTSBOOK_EVENT_DOCS = {
  'sportsbook-ready': {
    detail: '{ version: string; brand: string; locale: string; capabilities: string[] }',
    scope: 'element',
    cancelable: false,
    description: 'The element has rendered for the first time.',
  },
  'sportsbook-resize': {
    detail: '{ width: number; height: number }',
    scope: 'element',
    cancelable: false,
    description: 'The element\'s rendered size changed (whole pixels, only on change).',
  },
  'sportsbook-login': {
    detail: '{ username: string; currency: string; accountId: string }',
    scope: 'page',
    cancelable: false,
    description: 'A player logged in, by any path (token, our login dialog, franco), or a session was restored at start.',
  },
  'sportsbook-logout': {
    detail: '{ reason: "user" | "unauthorized" | "jwe_token_expired" | "host" }',
    scope: 'page',
    cancelable: false,
    description: 'The player\'s session ended: the bettor, a refused token, an expired token, or the host (logout(), token removed).',
  },
  'sportsbook-balance': {
    detail: '{ balance: number; currency: string }',
    scope: 'page',
    cancelable: false,
    description: 'The player\'s balance changed (poll, bet, cash out); balance in major units, for example 1012.5.',
  },
  'sportsbook-language': {
    detail: '{ locale: string; previousLocale: string }',
    scope: 'page',
    cancelable: false,
    description: 'The sportsbook\'s language changed (attribute, language selector, address).',
  },
  'sportsbook-navigate': {
    detail: '{ path: string; previousPath: string | null }',
    scope: 'page',
    cancelable: false,
    description: 'The sportsbook showed another route (path with locale, for example "/en/live/sport/"); the first page too, with previousPath null.',
  },
  'sportsbook-bet-placed': {
    detail: '{ reference: string; kind: "betslip" | "jackpot"; betCount: number; totalStake: number; currency: string }',
    scope: 'page',
    cancelable: false,
    description: 'A betslip or jackpot placement was accepted.',
  },
  'sportsbook-login-requested': {
    detail: '{}',
    scope: 'page',
    cancelable: true,
    description: 'The bettor asked to log in. preventDefault() on any copy keeps our login dialog closed: show the host\'s own login.',
  },
  'sportsbook-deposit-requested': {
    detail: '{ action: "deposit" | "cashier"; url: string | null; returnUrl: string; amount: number | null }',
    scope: 'page',
    cancelable: true,
    description: 'The bettor asked to deposit (or, action "cashier", for the cashier). preventDefault() on any copy when the host\'s cashier handles it; cashier_mode "host" leaves it to the host.',
  },
  'sportsbook-withdraw-requested': {
    detail: '{ action: "withdraw"; url: string | null; returnUrl: string; amount: number | null }',
    scope: 'page',
    cancelable: true,
    description: 'The bettor asked to withdraw. preventDefault() on any copy when the host\'s cashier handles it; cashier_mode "host" leaves it to the host.',
  },
  'sportsbook-registration-requested': {
    detail: '{ action: "register"; url: string | null; returnUrl: string; amount: number | null }',
    scope: 'page',
    cancelable: true,
    description: 'A logged-out bettor chose Join. preventDefault() on any copy when the host\'s sign-up handles it; registration_mode "host" leaves it to the host.',
  },
  'sportsbook-forgotten-password-requested': {
    detail: '{ action: "forgotten-password"; url: string | null; returnUrl: string; amount: number | null }',
    scope: 'page',
    cancelable: true,
    description: 'The bettor chose the forgotten-password link. preventDefault() on any copy when the host handles it; forgotten_password_mode "host" leaves it to the host.',
  },
  'sportsbook-connection': {
    detail: '{ state: "connecting" | "open" | "reconnecting" | "closed"; pricesLive: boolean; notLiveReason: "browser-offline" | "feed-down" | "feed-silent" | null }',
    scope: 'page',
    cancelable: false,
    description: 'The live feed\'s connection changed state, or its prices stopped or started being live.',
  },
  'sportsbook-betslip-change': {
    detail: '{ count: number; outcomeIds: string[] }',
    scope: 'page',
    cancelable: false,
    description: 'Selections were added to or removed from the betslip (not price or stake changes).',
  },
  'sportsbook-maintenance': {
    detail: '{ state: "maintenance"; previousState: "available" | "blocked" }',
    scope: 'page',
    cancelable: false,
    description: 'The operator is down for maintenance: every element shows the maintenance shell in place; the host page is never navigated.',
  },
  'sportsbook-unavailable': {
    detail: '{ state: "blocked"; previousState: "available" | "maintenance" }',
    scope: 'page',
    cancelable: false,
    description: 'The operator refuses this visitor (/blocked): every element shows the blocked notice in place.',
  },
  'sportsbook-available': {
    detail: '{ state: "available"; previousState: "maintenance" | "blocked" }',
    scope: 'page',
    cancelable: false,
    description: 'The operator serves the sportsbook again: the elements show their content, fetched afresh.',
  },
  'sportsbook-error': {
    detail: '{ region: "market" | "operator-content" | "betslip" | "my-bets" | "page" | "header" | "footer" | "widget"; message: string }',
    scope: 'page',
    cancelable: false,
    description: 'A part of the sportsbook failed to render or load and shows its own notice with a Retry button; the rest, and the betslip, carry on. The message is one line, never a stack.',
  },
} as const satisfies Record<SportsbookEventName, EventDoc>;

/** Every sportsbook event in the order above: the events a host hears on each React element of the SDK. */
export const ALL_SPORTSBOOK_EVENTS = Object.keys(SPORTSBOOK_EVENT_DOCS) as (keyof typeof SPORTSBOOK_EVENT_DOCS)[];
