import { afterEach, describe, expect, it } from 'vitest';
import { renderPrepaint } from './prepaintView';
import { isQueuedSelection, onQueueChange, takeQueuedSelections, toggleQueuedSelection } from './prepaintQueue';
import type { PrepaintSection } from './prepaintHome';

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
        market: {
          id: '1-1',
          name: 'Match Result',
          status: 'open',
          outcomes: [
            { id: '1-1-1', label: 'Arsenal', price: '2.10', backable: true },
            { id: '1-1-2', label: 'Draw', price: '–', backable: false },
          ],
        },
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
    renderPrepaint(container, sections, actions);
    stops.push(onQueueChange(() => renderPrepaint(container, sections, actions)));
    return container;
  }

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
