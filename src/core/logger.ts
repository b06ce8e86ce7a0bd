/**
 * Where core reports what the spec says to "log" (an unknown sport id, a bad settings
 * string, an odds ladder entry without ids). Core has no DOM and no Node types, so the
 * logger is passed in; the default writes to the global console when one exists.
 */
export interface CoreLogger {
  warn(message: string): void;
  error(message: string): void;
}

interface MinimalConsole {
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
}

export const consoleLogger: CoreLogger = {
  warn(message) {
    (globalThis as { console?: MinimalConsole }).console?.warn(message);
  },
  error(message) {
    (globalThis as { console?: MinimalConsole }).console?.error(message);
  },
};

/** Collects messages instead of printing them: for tests, and callers that show them. */
export function createMemoryLogger(): CoreLogger & { readonly warnings: string[]; readonly errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    warn: (message) => warnings.push(message),
    error: (message) => errors.push(message),
  };
}
