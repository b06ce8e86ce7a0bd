/**
 * Compile-time checks of the public types (run by `npm run typecheck`). Each
 * `@ts-expect-error` must stay an error, or the check itself fails.
 */
import type { SportsbookAppElement, SportsbookReadyDetail, SportsbookReadyEvent } from '../../elements/index';
import { parseHostOrigin, withSelection } from '../../src/core/index';

export function listenForReady(target: HTMLElement): void {
  target.addEventListener('sportsbook-ready', (event) => {
    const typed: SportsbookReadyEvent = event;
    const detail: SportsbookReadyDetail = typed.detail;
    const brand: string = detail.brand;
    const locale: string = event.detail.locale;
    const version: string = event.detail.version;
    // @ts-expect-error the ready detail has no balance
    void event.detail.balance;
    void [brand, locale, version];
  });
}

export function createApp(): SportsbookAppElement {
  // The tag map gives the element's own type, not a bare HTMLElement.
  return document.createElement('sportsbook-app');
}

export const coreIsTyped: readonly string[] = withSelection([], 'o1');
export const origin = parseHostOrigin('https://casino.example.com');
// @ts-expect-error withSelection takes an outcome id string
withSelection([], 42);
