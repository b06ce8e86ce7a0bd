/**
 * Notification ids and their English texts (spec 8 "Notifications"). The ids are what
 * the API and core speak; the UI translates by id and falls back to these texts.
 */
export const NOTIFICATION_TEXTS: Readonly<Record<string, string>> = Object.freeze({
  'error-400': 'Please check your internet connection.',
  'error-404': 'We are experiencing connectivity issues, please try again later.',
  'error-500': 'We are experiencing difficulties at present, please try again later.',
  'login-error-401': 'Invalid login credentials',
  'login-error-INT003': 'Invalid login credentials',
  'login-error-402': 'Player account is suspended',
  'login-error-INT009': 'Player account is suspended',
  'login-error-403': 'Player account is locked',
  'login-error-INT008': 'Player account is locked',
  'login-error-INT001': 'Error fetching request from third-party provider',
  'login-error-INT051': 'Token Quota Exceeded',
  'login-error-INT056': 'Pending Account Activation',
  'error-invalid-login-credentials': 'The provided credential is invalid.',
  'something-went-wrong': 'Something went wrong, please try again.',
  'error-no-events-found-for-this-eventpath': 'No events found for this event path.',
  'event-is-finished': 'Event is Finished',
  'cannot-book-all-selections-on-a-market': 'Cannot book all selections on a market',
  'cannot-book-more-than-1-selection-on-a-reserve-market': 'Cannot book more than 1 selection on a reserve market',
  'cashback-success': 'Your cashback has been credited.',
  'cashback-invalid-bonus-amount': 'Invalid bonus amount.',
  'cashback-bonus-values-changed': 'The bonus values have changed.',
  'cashback-refresh': 'Something changed, please refresh and try again.',
  'first-deposit-bonus-received': 'First Deposit Bonus Received',
  'choice-saved': 'Your choice has been saved',
  'file-downloaded': 'File has been downloaded',
});

export const UNKNOWN_NOTIFICATION_TEXT = 'Notification does not exist';

/**
 * The text for a notification id. Bare INT codes are read as login codes ('INT003' is
 * login-error-INT003). An unknown id shows 'Notification does not exist' when it looks
 * like an id (no spaces: a code nobody translated), and the raw text otherwise: servers
 * sometimes send a readable message where an id belongs, and hiding it would lose the
 * only explanation the bettor gets.
 */
export function notificationText(id: string): string {
  const key = id.trim();
  const known = NOTIFICATION_TEXTS[key] ?? NOTIFICATION_TEXTS[`login-error-${key}`];
  if (known !== undefined) return known;
  return /\s/.test(key) ? key : UNKNOWN_NOTIFICATION_TEXT;
}
