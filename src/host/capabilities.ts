/**
 * What this build lets a host do, announced in every `sportsbook-ready` detail, so a host
 * can feature-test instead of comparing version numbers. Element methods are named
 * "method:<name>", parent-frame commands "command:<type>".
 */
export const SPORTSBOOK_METHODS = ['navigate', 'login', 'logout', 'addSelection', 'removeSelection'] as const;
/** The parent frame's commands; `viewport` is the frame helper's (docs/embedding-iframe.md). */
export const SPORTSBOOK_COMMANDS = ['set-token', 'set-locale', 'navigate', 'logout', 'add-selection', 'viewport'] as const;

export const SPORTSBOOK_CAPABILITIES: readonly string[] = Object.freeze([
  ...SPORTSBOOK_METHODS.map((name) => `method:${name}`),
  ...SPORTSBOOK_COMMANDS.map((type) => `command:${type}`),
]);
