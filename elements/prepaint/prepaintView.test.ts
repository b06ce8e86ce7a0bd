import { afterEach, describe, expect, it } from 'vitest';
import { renderPrepaint } from './prepaintView';
import { isQueuedSelection, onQueueChange, takeQueuedSelections, toggleQueuedSelection } from './prepaintQueue';
import type { PrepaintSection } from './prepaintHome';
import type { PrepaintFrame } from './prepaintFrame';

const desktopFrame: PrepaintFrame = { mode: 'standalone', header: 'full', subHeader: true, layoutType: 'triple', columns: ['left', 'content', 'right'] };

const sections: PrepaintSection[] = [
  {
    key: 'live',
    cards: [
      {
        id: '1',
        layout: 'default',
        live: true,
        league: 'Premier League',
        title: 'Arsenal v Chelsea',
        markets: [
          {
            id: '1-1',
            name: 'Match Result',
            status: 'open',
            outcomes: [
              { id: '1-1-1', label: 'Arsenal', price: '2.10', backable: true },
              { id: '1-1-2', label: 'Draw', price: '–', backable: false },
            ],
          },
        ],
        lastBalls: null,
        field: 0,
        status: { kind: 'live', state: 'Live', clock: '16 min', period: 'Half 1', abbreviation: 'HALF' },
        badges: { markets: { count: 10, shown: '+10', words: '10 open markets' }, stream: null, tracker: { label: 'Match tracker', pitch: { sport: 'football', kind: 'attack', side: 'home' }, text: 'Attack' }, kind: null },
        scoreboard: { periods: [1, 2], rows: [{ name: 'Arsenal', cells: ['1', '0', '1'] }, { name: 'Chelsea', cells: ['0', '2', '2'] }], totalLabel: 'Total' },
        star: true,
        emptyText: 'No market open',
      },
    ],
  },
  { key: 'upcoming', cards: [] },
];

/** The accessible name aria-labelledby gives: the referenced elements' texts, in order. */
function nameOf(button: HTMLElement): string {
  return (button.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}

const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  takeQueuedSelections();
  document.body.replaceChildren();
});

describe('the pre-paint renderer', () => {
  function draw(): HTMLElement {
    const container = document.createElement('div');
    document.body.append(container);
    const actions = { pressed: isQueuedSelection, press: (id: string) => void toggleQueuedSelection(id) };
    renderPrepaint(container, sections, actions, desktopFrame);
    stops.push(onQueueChange(() => renderPrepaint(container, sections, actions, desktopFrame)));
    return container;
  }

  it('draws the lists inside React’s shell frame: header bar, sub-header row, the columns in order, the page heading’s line; the frame is hidden from assistive technology', () => {
    const container = draw();
    const app = container.querySelector(':scope > .sb-app.sb-app--standalone')!;
    expect(app.querySelector(':scope > header.sb-header > .sb-header__bar')).not.toBeNull();
    // Its 46 px come from the pre-paint's sheet (prepaint.ts): no style attribute, which a strict style-src refuses.
    expect(app.querySelector<HTMLElement>(':scope > header.sb-header > .sb-subheader.sb-subheader--loading')?.hasAttribute('style')).toBe(false);
    expect(app.querySelector('header')?.getAttribute('aria-hidden')).toBe('true');
    const layout = app.querySelector(':scope > .sb-layout.sb-layout--triple')!;
    expect([...layout.children].map((column) => column.className)).toEqual(['sb-layout__column sb-layout__left', 'sb-layout__column sb-layout__centre', 'sb-layout__column sb-layout__right']);
    expect(layout.querySelector('.sb-layout__left')?.getAttribute('aria-hidden')).toBe('true');
    const page = layout.querySelector('.sb-layout__centre > .sb-app__content > section.sb-page')!;
    expect(page.querySelector(':scope > h1.sb-page__title')?.getAttribute('aria-hidden')).toBe('true');
    expect(page.querySelector(':scope > .sb-home')).not.toBeNull();
  });

  it('a live card: EventScoreboard’s table (period numbers, a row per opponent, the total), the star’s place on the meta row', () => {
    const container = draw();
    const table = container.querySelector('[data-event-id="1"] table.sb-scoreboard.sb-scoreboard--default')!;
    expect([...table.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['1', '2', 'Total']);
    expect([...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => `${cell.className}:${cell.textContent}`))).toEqual([
      ['sb-scoreboard__team:Arsenal', 'sb-scoreboard__period:1', 'sb-scoreboard__period:0', 'sb-scoreboard__total:1'],
      ['sb-scoreboard__team:Chelsea', 'sb-scoreboard__period:0', 'sb-scoreboard__period:2', 'sb-scoreboard__total:2'],
    ]);
    expect(container.querySelector('[data-event-id="1"] .sb-event-card__meta > .sb-prepaint__star')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('without a header (content-embedded) and on a phone, only the content column', () => {
    const container = document.createElement('div');
    document.body.append(container);
    renderPrepaint(container, sections, { pressed: () => false, press: () => undefined }, { mode: 'content-embedded', header: null, subHeader: false, layoutType: 'mobile', columns: ['content'] });
    expect(container.querySelector('header')).toBeNull();
    expect([...container.querySelector('.sb-layout.sb-layout--mobile')!.children].map((column) => column.className)).toEqual(['sb-layout__column sb-layout__centre']);
  });

  it('draws the React cards’ markup: list, card, market group and price buttons with the same classes', () => {
    const container = draw();
    expect(container.querySelectorAll('.sb-home > .sb-home-section')).toHaveLength(2);
    const card = container.querySelector('.sb-event-list > .sb-event-list__item[data-event-id="1"] > article.sb-event-card.sb-event-card--default');
    expect(card?.querySelector('.sb-event-card__league')?.textContent).toBe('Premier League');
    expect(card?.querySelector('.sb-event-card__title')?.textContent?.trim()).toBe('Arsenal v Chelsea');
    expect(card?.querySelector('.sb-market[role="group"]')?.getAttribute('aria-label')).toBe('Match Result');
    expect([...container.querySelectorAll('button.sb-price')].map((button) => button.textContent)).toEqual(['2.10', '–']);
  });

  it('names each price button as React does, outcome then price, described by the market; the empty titles are hidden from assistive technology', () => {
    const container = draw();
    const [backable, unpriced] = [...container.querySelectorAll<HTMLButtonElement>('button.sb-price')];
    expect(nameOf(backable!)).toBe('Arsenal 2.10');
    expect(document.getElementById(backable!.getAttribute('aria-describedby')!)?.textContent).toBe('Match Result');
    expect(backable!.disabled).toBe(false);
    expect(unpriced!.disabled).toBe(true);
    expect([...container.querySelectorAll('.sb-home-section__head')].every((head) => head.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('with the home page’s words: the page and each section named by their headings as React’s PageSection and HomeSection do, the list by its title', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const headings = { page: 'Home', sections: { live: { title: 'Live now', more: 'All live events' }, upcoming: { title: 'Upcoming', more: 'All fixtures' } } };
    renderPrepaint(container, sections, { pressed: () => false, press: () => undefined }, desktopFrame, headings);
    const page = container.querySelector<HTMLElement>('section.sb-page')!;
    const pageHeading = document.getElementById(page.getAttribute('aria-labelledby')!);
    expect([pageHeading?.localName, pageHeading?.className, pageHeading?.textContent]).toEqual(['h1', 'sb-page__title', 'Home']);
    const named = [...container.querySelectorAll<HTMLElement>('.sb-home > section.sb-home-section')].map((shown) => ({
      heading: document.getElementById(shown.getAttribute('aria-labelledby')!)?.localName,
      name: document.getElementById(shown.getAttribute('aria-labelledby')!)?.textContent,
      list: shown.querySelector('ul.sb-event-list')?.getAttribute('aria-label') ?? null,
      more: shown.querySelector('.sb-home-section__more')?.textContent,
    }));
    // The upcoming section has no card here: no list, as React's shows its empty notice instead.
    expect(named).toEqual([
      { heading: 'h2', name: 'Live now', list: 'Live now', more: 'All live events' },
      { heading: 'h2', name: 'Upcoming', list: null, more: 'All fixtures' },
    ]);
    // The link's words keep its width; before React's router it leads nowhere, so it is neither focusable nor announced.
    for (const more of container.querySelectorAll('.sb-home-section__more')) {
      expect(more.hasAttribute('href')).toBe(false);
      expect(more.getAttribute('aria-hidden')).toBe('true');
    }
    expect(container.querySelectorAll('[aria-hidden="true"] h1, [aria-hidden="true"] h2')).toHaveLength(0);
  });

  it('a card with no open market shows EventCard’s line in its words (its height with it)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const [live] = sections;
    const bare = { ...live!.cards[0]!, id: '2', markets: [] };
    renderPrepaint(container, [{ key: 'live', cards: [bare] }], { pressed: () => false, press: () => undefined }, desktopFrame);
    expect(container.querySelector('[data-event-id="2"] .sb-event-card__markets > p.sb-event-card__empty')?.textContent).toBe('No market open');
  });

  it('queues a press and shows it pressed; a second press takes it back', () => {
    const container = draw();
    const button = () => container.querySelector<HTMLButtonElement>('button[data-prepaint-outcome="1-1-1"]')!;
    expect(button().getAttribute('aria-pressed')).toBe('false');
    button().click();
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(isQueuedSelection('1-1-1')).toBe(true);
    button().click();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(takeQueuedSelections()).toEqual([]);
  });

  it('ignores a press on a price that cannot be backed', () => {
    const container = draw();
    container.querySelector<HTMLButtonElement>('button[data-prepaint-outcome="1-1-2"]')!.click();
    expect(takeQueuedSelections()).toEqual([]);
  });
});

describe('the click queue', () => {
  it('hands the pressed outcomes over once, in the order pressed', () => {
    toggleQueuedSelection('a');
    toggleQueuedSelection('b');
    toggleQueuedSelection('c');
    toggleQueuedSelection('b');
    expect(takeQueuedSelections()).toEqual(['a', 'c']);
    expect(takeQueuedSelections()).toEqual([]);
  });
});
