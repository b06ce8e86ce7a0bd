/**
 * Notification ids and their English texts (spec 8 "Notifications"). The ids are what
 * the API and core speak; the UI translates by id and falls back to these texts. The
 * table's texts are the spec's, word for word; the "Others" the spec lists without a text
 * have ours. Where the spec gives an "Others" entry as a sentence (Event is Finished ...)
 * that sentence is the id, as the server sends it.
 */
export const NOTIFICATION_TEXTS = Object.freeze({
  'error-400': 'check your internet connection',
  'error-404': 'connectivity issues, try again later',
  'error-500': 'difficulties at present',
  'login-error-401': 'Invalid login credentials',
  INT003: 'Invalid login credentials',
  'login-error-402': 'Player account is suspended',
  INT009: 'Player account is suspended',
  'login-error-403': 'Player account is locked',
  INT008: 'Player account is locked',
  INT001: 'error fetching request from third-party provider',
  INT051: 'Token Quota Exceeded',
  INT056: 'Pending Account Activation',
  'error-invalid-login-credentials': 'provided credential is invalid',
  // Safer gambling (ours, docs/account-safer-gambling.md): a login refused by an exclusion the bettor chose.
  SELF_EXCLUDED: 'This account is self-excluded. You cannot log in or bet until the self-exclusion period ends.',
  TIMED_OUT: 'This account is taking a break (time-out). You can log in again when the time-out ends.',
  // ALS integration after login (ours, docs/account.md "Login paths"): the operator could not link the account.
  ACCOUNT_LINK_FAILED: 'Your account could not be connected to the sportsbook just now. Please log in again in a moment.',
  // Others (spec 8): no text given, ours.
  'something-went-wrong': 'Something went wrong, please try again',
  'error-no-events-found-for-this-eventpath': 'No events were found for this event path',
  'Event is Finished': 'Event is Finished',
  'Cannot book all selections on a market': 'Cannot book all selections on a market',
  'Cannot book more than 1 selection on a reserve market': 'Cannot book more than 1 selection on a reserve market',
  'cashback-success': 'Your cashback has been credited',
  'cashback-invalid-bonus-amount': 'The bonus amount is not valid',
  'cashback-bonus-values-changed': 'The bonus values have changed, please check them and try again',
  'cashback-refresh': 'Something has changed, please refresh the page and try again',
  'First Deposit Bonus Received': 'First Deposit Bonus Received',
  'Your choice has been saved': 'Your choice has been saved',
  'File has been downloaded': 'File has been downloaded',
});

export type NotificationId = keyof typeof NOTIFICATION_TEXTS;

export const UNKNOWN_NOTIFICATION_TEXT = 'Notification does not exist';

const LOGIN_ERROR_PREFIX = 'login-error-';

function knownText(id: string): string | undefined {
  return Object.hasOwn(NOTIFICATION_TEXTS, id) ? NOTIFICATION_TEXTS[id as NotificationId] : undefined;
}

/**
 * The text for a notification id. `login-error-{code}` (what loginErrorId makes of an
 * auth code) reads as the bare code: login-error-INT003 is INT003. An unknown id shows
 * 'Notification does not exist' when it looks like an id (no spaces: a code nobody
 * catalogued), and the raw text otherwise: servers sometimes send a readable message
 * where an id belongs, and hiding it would lose the only explanation the bettor gets.
 */
export function notificationText(id: string): string {
  const key = id.trim();
  const known = knownText(key) ?? (key.startsWith(LOGIN_ERROR_PREFIX) ? knownText(key.slice(LOGIN_ERROR_PREFIX.length)) : undefined);
  if (known !== undefined) return known;
  return /\s/.test(key) ? key : UNKNOWN_NOTIFICATION_TEXT;
}
