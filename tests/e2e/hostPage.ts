import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of a page from its first moment (the
 * demo host pages are served with a strict policy: a violation means the SDK or the page
 * needs something the integrator's policy in docs/embedding.md does not allow).
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Records the detail of every sportsbook event of the given names that reaches the document. */
export async function recordSportsbookEvents(page: Page, names: readonly string[]): Promise<void> {
  await page.addInitScript((eventNames) => {
    const events: Array<{ type: string; detail: unknown }> = [];
    Object.assign(window, { __sportsbookEvents: events });
    for (const name of eventNames) document.addEventListener(name, (event) => events.push({ type: event.type, detail: (event as CustomEvent).detail }));
  }, [...names]);
}

export function sportsbookEvents(page: Page, type?: string): Promise<Array<{ type: string; detail: any }>> {
  return page.evaluate((wanted) => (window as unknown as { __sportsbookEvents: Array<{ type: string; detail: unknown }> }).__sportsbookEvents.filter((event) => !wanted || event.type === wanted), type);
}
