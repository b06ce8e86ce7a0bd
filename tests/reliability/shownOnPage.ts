import type { Page } from '@playwright/test';

/**
 * Every price and score the sportsbook shows right now, read from its DOM (through its
 * shadow root), as a bettor reads them: not the store, which could be right while the
 * screen is not. Cards of a list are named by their event (`li[data-event-id]`), market
 * (the group's name) and outcome (its label); the event page's outcome labels carry the
 * outcome's id in their own id, so its prices are named exactly.
 */
export interface ShownPrice {
  eventId: string | null;
  /** The id of the element naming the outcome (on the event page it ends with the outcome's id). */
  labelId: string;
  market: string;
  outcome: string;
  text: string;
}

export interface ShownScore {
  eventId: string;
  /** Home first, as both the card's scoreboard and the event header show them. */
  rows: { name: string; score: string }[];
}

export interface ShownOnPage {
  prices: ShownPrice[];
  scores: ShownScore[];
}

/** `eventPageId`: the event of the event page, when the page is one (its header does not name it). */
export function shownOnPage(page: Page, eventPageId: string | null = null): Promise<ShownOnPage> {
  return page.evaluate((eventPage) => {
    const root = document.querySelector('sportsbook-app')?.shadowRoot ?? document;
    const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').trim();
    // The price is the button's first text node (power odds add a mark after it).
    const priceText = (button: Element) => (button.firstChild?.nodeType === Node.TEXT_NODE ? (button.firstChild.nodeValue ?? '') : textOf(button)).trim();
    const prices: ShownPrice[] = [];
    const scores: ShownScore[] = [];
    for (const card of root.querySelectorAll<HTMLElement>('li[data-event-id]')) {
      const eventId = card.dataset.eventId ?? null;
      for (const market of card.querySelectorAll('.sb-market[role="group"]')) {
        for (const line of market.querySelectorAll('.sb-market__outcome')) {
          const label = line.querySelector('.sb-market__label');
          const button = line.querySelector('button.sb-price');
          if (!label || !button) continue;
          prices.push({ eventId, labelId: label.id, market: market.getAttribute('aria-label') ?? '', outcome: textOf(label), text: priceText(button) });
        }
      }
      const rows = [...card.querySelectorAll('.sb-scoreboard tbody tr')].map((row) => ({ name: textOf(row.querySelector('th')), score: textOf(row.querySelector('.sb-scoreboard__total')) }));
      if (eventId && rows.length > 0) scores.push({ eventId, rows });
    }
    for (const market of root.querySelectorAll('.sb-event-page .sb-event-market')) {
      const name = market.querySelector('.sb-event-market__name')?.textContent?.trim() ?? '';
      for (const line of market.querySelectorAll('.sb-event-outcome')) {
        const label = line.querySelector('.sb-event-outcome__name');
        const button = line.querySelector('button.sb-price');
        if (!label || !button) continue;
        prices.push({ eventId: eventPage, labelId: label.id, market: name, outcome: textOf(label), text: priceText(button) });
      }
    }
    const header = root.querySelector('.sb-event-page .sb-event-header__score');
    if (header && eventPage) {
      scores.push({ eventId: eventPage, rows: [...header.querySelectorAll('dl > div')].map((row) => ({ name: textOf(row.querySelector('dt')), score: textOf(row.querySelector('dd')) })) });
    }
    return { prices, scores };
  }, eventPageId);
}
