import type { Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page, for a "no errors" assertion. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Records every sportsbook-ready event from the first moment of the page. */
export async function recordReadyEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: Array<{ tag: string; detail: unknown }> = [];
    Object.assign(window, { __sportsbookReady: record });
    document.addEventListener('sportsbook-ready', (event) => {
      record.push({ tag: (event.target as Element).localName, detail: event.detail });
    });
  });
}

export function readyEvents(page: Page): Promise<Array<{ tag: string; detail: unknown }>> {
  return page.evaluate(() => (window as unknown as { __sportsbookReady: Array<{ tag: string; detail: unknown }> }).__sportsbookReady);
}
