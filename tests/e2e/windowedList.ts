import { expect, type Locator } from '@playwright/test';

// The live list is windowed (docs/events.md "500 events"): only the cards near the viewport
// are in the DOM. A spec that checks a card further down, or every card of the list,
// scrolls the list to it as a bettor would, through whatever scrolls it (the content column
// on our site, the page otherwise).

interface ListedCard {
  eventId: string;
  place: number;
  /** The text of the card's `textOf` element ('' without one). */
  text: string;
}

/**
 * Every card of a windowed list, read while scrolling it from its top to its bottom; in
 * list order. Checks the list told its size (`aria-setsize`) and that each place was seen.
 */
export async function everyCard(list: Locator, textOf = '.sb-event-card__title'): Promise<ListedCard[]> {
  const cards = await list.evaluate(async (ul, selector) => {
    const parentOf = (node: Element): Element | null => node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null);
    let scroller: Element | null = parentOf(ul);
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) scroller = parentOf(scroller);
    const scrollTo = (y: number) => (scroller ? (scroller.scrollTop = y) : window.scrollTo(0, y));
    const position = () => (scroller ? scroller.scrollTop : window.scrollY);
    const viewport = scroller ? scroller.clientHeight : window.innerHeight;
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30))));
    const seen = new Map<number, { eventId: string; place: number; text: string }>();
    ul.scrollIntoView({ block: 'start' });
    await settle();
    let size = 0;
    for (let step = 0; step < 2_000; step += 1) {
      for (const item of ul.querySelectorAll<HTMLElement>(':scope > li')) {
        const place = Number(item.getAttribute('aria-posinset'));
        size = Number(item.getAttribute('aria-setsize'));
        seen.set(place, { eventId: item.dataset.eventId ?? '', place, text: item.querySelector(selector)?.textContent?.trim() ?? '' });
      }
      if (size > 0 && seen.size >= size) break;
      const before = position();
      scrollTo(before + viewport * 0.6);
      await settle();
      if (position() === before && step > 0) break;
    }
    return { size, cards: [...seen.values()].sort((a, b) => a.place - b.place) };
  }, textOf);
  expect(cards.cards.map((card) => card.place), 'every place of the list seen while scrolling').toEqual(Array.from({ length: cards.size }, (_, index) => index + 1));
  return cards.cards;
}

/** The list's own count of events (`aria-setsize` on its rows), 0 when it shows none. */
export async function listedCount(list: Locator): Promise<number> {
  const first = list.locator(':scope > li').first();
  if ((await first.count()) === 0) return 0;
  return Number(await first.getAttribute('aria-setsize'));
}

/** Scrolls the list until the card of `eventId` is rendered, and brings it into view. */
export async function revealCard(list: Locator, eventId: string): Promise<Locator> {
  const cards = await everyCard(list);
  const place = cards.find((card) => card.eventId === eventId)?.place;
  expect(place, `event ${eventId} in the list`).toBeDefined();
  const row = list.locator(`:scope > li[data-event-id="${eventId}"]`);
  // Scroll towards the card's share of the list's height until it renders, then into view.
  await expect(async () => {
    await list.evaluate((ul, at) => {
      const target = ul.querySelector<HTMLElement>(`:scope > li[aria-posinset="${at}"]`);
      if (target) return target.scrollIntoView({ block: 'center' });
      const parentOf = (node: Element): Element | null => node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null);
      let scroller: Element | null = parentOf(ul);
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) scroller = parentOf(scroller);
      const box = ul.getBoundingClientRect();
      const setsize = Number(ul.querySelector(':scope > li')?.getAttribute('aria-setsize'));
      const by = box.top - (scroller ? scroller.getBoundingClientRect().top : 0) + (box.height * (at - 1)) / setsize;
      if (scroller) scroller.scrollTop += by;
      else window.scrollBy(0, by);
    }, place!);
    await expect(row).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return row;
}
