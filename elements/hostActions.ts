/**
 * What a host page can ask of the sportsbook: the element methods (navigate, login,
 * logout, addSelection, removeSelection) and the parent frame's commands call these same
 * functions, so a method and its command can never behave differently.
 */
import { effect, untracked } from '@preact/signals-core';
import { selectionFrom } from '../src/store/bookingCodeModel';
import type { Runtime } from '../src/store';
import type { BetslipModelRefusal } from '../src/store/betslipModel';

/** A path inside the sportsbook: starts with one '/', no scheme, no host. */
const IN_APP_PATH = /^\/(?!\/)/;
const LOCALE_PREFIX = /^\/[a-z]{2}(?=$|[/?#])/;

/**
 * The path with the current locale in front when it has none: '/live/sport/' becomes
 * '/en/live/sport/', '/de/live/sport/' stays (the route's locale switches the language).
 */
export function pathWithLocale(runtime: Runtime, path: string): string {
  return LOCALE_PREFIX.test(path) ? path : `/${runtime.config.locale.peek()}${path === '/' ? '/' : path}`;
}

/**
 * Shows the sportsbook route at `path` ('/live/sport/', '/en/events/some-slug'), in the
 * page's routing mode: the page address under base-path, the hash, or memory.
 */
export function navigate(runtime: Runtime, path: string): void {
  if (typeof path !== 'string' || !IN_APP_PATH.test(path)) {
    throw new TypeError(
      `navigate(${JSON.stringify(path)}): give a path inside the sportsbook starting with "/", for example "/live/sport/" or "/en/events/<slug>". ` +
        'Addresses of other sites are not followed: open them from the host page.',
    );
  }
  // The runtime's router writes it where the routing mode keeps it (memory, the hash, the path under base-path).
  runtime.router.navigate(pathWithLocale(runtime, path));
}

/**
 * Starts a session from the host's game token (spec 4 "Session") and resolves once the
 * player is logged in with it; rejects when the token is refused. The token becomes the
 * page's `token` setting, so the attribute and the method never disagree.
 */
export async function login(runtime: Runtime, token: string): Promise<void> {
  if (typeof token !== 'string' || token.trim() === '') {
    throw new TypeError('login(token): give the game token your platform issued for this player (a non-empty string).');
  }
  const before = runtime.config.token.peek();
  const problems = runtime.config.apply({ token });
  if (problems.length > 0) throw new TypeError(`login(token): ${problems.join(' ')}`);
  // The same token again (after a logout, say) is a new attempt, not the earlier one's result.
  await followToken(runtime, runtime.config.token.peek(), { fresh: before === runtime.config.token.peek() });
  const session = runtime.store.session;
  if (session.details.peek()?.jweToken !== runtime.config.token.peek()) {
    throw new Error(
      'login(token): the operator refused the game token (no session for it, or it has expired). ' +
        'Ask your platform for a fresh token for this player and call login() again.',
    );
  }
}

/** Ends the session for the host (reason 'host'); resolves once logged out. The slip stays. */
export async function logout(runtime: Runtime): Promise<void> {
  if (runtime.config.token.peek() !== null) {
    runtime.config.apply({ token: null });
    await followToken(runtime, null);
  }
  await logoutForHost(runtime);
}

/**
 * Logs out with reason 'host' once the session may: spec 4's busy flag refuses a logout
 * for a second after the previous one, and a host's logout must not be lost to it.
 */
async function logoutForHost(runtime: Runtime): Promise<void> {
  const session = runtime.store.session;
  await until(() => !session.busy.value);
  if (session.loggedIn.peek()) await session.logout('host');
}

/** Resolves when `condition`, which reads signals, holds. */
function until(condition: () => boolean): Promise<void> {
  let resolveHeld!: () => void;
  const held = new Promise<void>((resolve) => (resolveHeld = resolve));
  const stop = effect(() => {
    if (condition()) resolveHeld();
  });
  return held.then(stop);
}

const REFUSALS: Partial<Record<BetslipModelRefusal, string>> = {
  'invalid-price': 'the outcome has no price that can be bet on now (suspended or closed)',
  'busy-placing': 'a bet is being placed: try again when the placement has finished',
  'awaiting-approval': 'a bet is waiting for a trader\'s approval: try again when it is decided',
};

/** Why an add was refused, in the host developer's terms; a full slip says its maximum (max_bets_on_betslip). */
function refusalText(refusal: BetslipModelRefusal, maxSelections: number): string {
  if (refusal === 'slip-full') return `the betslip is full (it holds ${maxSelections} selection${maxSelections === 1 ? '' : 's'} at most, the operator's max_bets_on_betslip): remove a selection first`;
  return REFUSALS[refusal] ?? `refused (${refusal})`;
}

/**
 * Puts an outcome on the slip, also one no page has shown yet: the server prices it
 * (betslips/selections, as a booking code's selections are) and its event is loaded for
 * the names. Adding one that is already on the slip changes nothing.
 */
export async function addSelection(runtime: Runtime, outcomeId: string): Promise<void> {
  if (typeof outcomeId !== 'string' || outcomeId.trim() === '') {
    throw new TypeError('addSelection(outcomeId): give the outcome id as a string, for example the outcomeId of an event\'s market outcome.');
  }
  const { betslip, catalogue } = runtime.store;
  if (betslip.state.peek().bets[outcomeId]) return;
  if (!catalogue.outcome(outcomeId)) {
    const priced = await runtime.api.bets.refreshSlip({ outcomeIds: [outcomeId] });
    const single = priced.model.singles.find((candidate) => candidate.outcomeId === outcomeId);
    const selection = single ? selectionFrom(single as unknown as Record<string, unknown>) : null;
    if (!selection) {
      throw new Error(`addSelection("${outcomeId}"): the operator knows no open outcome with this id (it may have closed or been settled). Offer the bettor a current outcome.`);
    }
    // Names come from the catalogue; a failed event load still leaves a bettable selection.
    await runtime.loadEvent(selection.eventId).catch(() => undefined);
    if (!catalogue.outcome(outcomeId)) {
      const refusal = betslip.dispatch({ type: 'add', selection });
      if (refusal !== null) throw new Error(`addSelection("${outcomeId}"): ${refusalText(refusal, betslip.maxSelections.peek())}.`);
      return;
    }
  }
  const refusal = betslip.addSelection(outcomeId);
  if (refusal !== null && refusal !== 'already-on-slip') throw new Error(`addSelection("${outcomeId}"): ${refusalText(refusal, betslip.maxSelections.peek())}.`);
}

/** Takes an outcome off the slip; one that is not on it is no error. */
export function removeSelection(runtime: Runtime, outcomeId: string): void {
  if (typeof outcomeId !== 'string') throw new TypeError('removeSelection(outcomeId): give the outcome id as a string.');
  if (!runtime.store.betslip.state.peek().bets[outcomeId]) return;
  const refusal = runtime.store.betslip.removeSelection(outcomeId);
  if (refusal !== null) throw new Error(`removeSelection("${outcomeId}"): ${REFUSALS[refusal] ?? `refused (${refusal})`}.`);
}

/** The session change under way for a token, so the follower and login() share one call. */
const tokenChanges = new WeakMap<Runtime, { token: string | null; done: Promise<void> }>();

function followToken(runtime: Runtime, token: string | null, { fresh = false } = {}): Promise<void> {
  const current = tokenChanges.get(runtime);
  if (current && current.token === token && !fresh) return current.done;
  const done = token === null ? logoutForHost(runtime) : runtime.store.session.setExternalToken(token);
  tokenChanges.set(runtime, { token, done });
  return done;
}

/**
 * Keeps the session on the page's `token` setting: a new token starts its session (spec 4),
 * a removed one logs the player out (reason 'host'). Nothing happens until a token is first
 * set, so a page without one keeps a session the bettor started through our login dialog.
 */
export function followHostToken(runtime: Runtime): () => void {
  let seen = runtime.config.token.peek();
  if (seen !== null) void followToken(runtime, seen);
  return effect(() => {
    const token = runtime.config.token.value;
    if (token === seen) return;
    seen = token;
    untracked(() => void followToken(runtime, token));
  });
}
