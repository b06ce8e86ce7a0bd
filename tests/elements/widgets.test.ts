/**
 * The widgets in real Chromium with the built bundle (docs/widgets.md): each loads its code
 * only when the page uses it, refuses a bad attribute with one console.error naming the fix
 * and shows nothing broken, takes a corrected value live, and ends what it started when
 * removed. The sandbox API is on its own origin (elementOrigins.mjs).
 */
import { expect } from 'chai';
import type { SportsbookElement } from '../../elements/index';
import { settle, shadow, waitFor, watchErrors } from './helpers';
import { apiUrl } from './origins';
import { prematchEventId } from './sandboxEvents';
import { sdk } from './sdk';

await sdk.init({ apiBase: apiUrl('/'), brand: 'eurobet', locale: 'en' });
const { runtime } = sdk.getPageRuntime();

const WIDGET_CHUNKS = ['eventWidgetFeature', 'liveNowWidgetFeature', 'topEventsWidgetFeature', 'searchWidgetFeature'] as const;

/** The widget chunks this page has downloaded so far, by name. */
function widgetChunksLoaded(): string[] {
  const names = performance.getEntriesByType('resource').map((entry) => entry.name);
  return WIDGET_CHUNKS.filter((chunk) => names.some((name) => name.includes(`/chunks/${chunk}-`)));
}

function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container.firstElementChild as HTMLElement;
}

/** The widget's box once its feature has rendered: there even when it shows nothing. */
const widgetBox = (element: HTMLElement) => waitFor(() => shadow(element).querySelector<HTMLElement>('.sb-widget'), `<${element.localName}>'s box`, 8000);

/** A crash would show the region's notice with a Retry instead of the widget. */
const crashed = (element: HTMLElement) => shadow(element).querySelector('.sb-region-failure') !== null;

afterEach(() => {
  document.body.replaceChildren();
  runtime.store.betslip.dispatch({ type: 'clear' });
});

describe('widgets load their code only when the page uses them', () => {
  it('the entry defines all four, but a widget chunk is downloaded only when that widget connects', async () => {
    for (const tag of ['sportsbook-event', 'sportsbook-live-now', 'sportsbook-top-events', 'sportsbook-search']) {
      expect(customElements.get(tag), tag).to.be.a('function');
    }
    // The page so far has the entry and the runtime, and no widget.
    expect(widgetChunksLoaded()).to.deep.equal([]);
    const liveNow = mount('<sportsbook-live-now sport="FOOT" max="2"></sportsbook-live-now>');
    await widgetBox(liveNow);
    expect(widgetChunksLoaded()).to.deep.equal(['liveNowWidgetFeature']);
    const search = mount('<sportsbook-search></sportsbook-search>');
    await widgetBox(search);
    expect(widgetChunksLoaded()).to.deep.equal(['liveNowWidgetFeature', 'searchWidgetFeature']);
  });
});

describe('<sportsbook-event>', () => {
  it('without event-id: one console.error with the fix, an empty box, no crash; the id given later shows the card', async () => {
    const watch = watchErrors();
    try {
      const element = mount('<sportsbook-event></sportsbook-event>');
      const box = await widgetBox(element);
      await waitFor(() => watch.errors.length > 0, 'the console error');
      expect(watch.errors).to.deep.equal(['<sportsbook-event> needs an event-id: give the operator\'s id of the event to show, for example <sportsbook-event event-id="8123">. Nothing is shown until it has one.']);
      expect(box.childElementCount).to.equal(0);
      expect(crashed(element)).to.equal(false);

      const eventId = await prematchEventId();
      element.setAttribute('event-id', eventId);
      const card = await waitFor(() => shadow(element).querySelector('.sb-event-card'), 'the card', 8000);
      expect(card.querySelector('.sb-event-card__title a')?.getAttribute('href')).to.match(new RegExp(`/events/${eventId}-`));
      expect(watch.errors).to.have.length(1);
    } finally {
      watch.stop();
    }
  });

  it('a malformed event-id is refused without a request; an unknown one says the event is not available', async () => {
    const watch = watchErrors();
    try {
      const element = mount('<sportsbook-event event-id="8123/../../admin"></sportsbook-event>');
      await widgetBox(element);
      await waitFor(() => watch.errors.length > 0, 'the console error');
      expect(watch.errors[0]).to.equal('<sportsbook-event> event-id "8123/../../admin" is not an event id: use the operator\'s id (letters, digits, "-" or "_"), for example event-id="8123". Nothing is shown until it is fixed.');
      expect(performance.getEntriesByType('resource').some((entry) => entry.name.includes('admin'))).to.equal(false);

      element.setAttribute('event-id', '999999999');
      const notice = await waitFor(() => shadow(element).querySelector('.sb-widget__status'), 'the unavailable line', 8000);
      expect(notice.textContent).to.equal('This event is not available.');
      // Reported from an effect, which React runs after the commit that shows the line.
      await waitFor(() => watch.errors.length > 1, 'the second console error');
      expect(watch.errors[1]).to.match(/^<sportsbook-event> event-id "999999999": the operator has no open event with this id/);
      expect(crashed(element)).to.equal(false);
    } finally {
      watch.stop();
    }
  });

  it('a price pressed in the widget is on the page runtime\'s one betslip, as addSelection() would put it', async () => {
    const element = mount(`<sportsbook-event event-id="${await prematchEventId()}"></sportsbook-event>`) as SportsbookElement;
    const price = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>('button.sb-price'), 'a price', 8000);
    price.click();
    await waitFor(() => runtime.store.betslip.count.value === 1, 'the pick on the slip');
    // The same per-outcome signal drives the button: it shows the pick too.
    await waitFor(() => price.getAttribute('aria-pressed') === 'true', 'the price pressed');
    expect(runtime.store.catalogue.outcome(runtime.store.betslip.selectionIds.value[0]!)?.eventId).to.equal(element.getAttribute('event-id'));
  });
});

describe('<sportsbook-live-now>', () => {
  it('an unknown sport: the fix in the console and nothing shown; a sport code given live shows its events, at most max', async () => {
    const watch = watchErrors();
    try {
      const element = mount('<sportsbook-live-now sport="soccer" max="lots"></sportsbook-live-now>');
      const box = await widgetBox(element);
      await waitFor(() => watch.errors.length >= 2, 'the console errors');
      expect(watch.errors).to.have.members([
        '<sportsbook-live-now> sport "soccer" is not a sport code: use a code such as "FOOT", "TENN" or "BASK" (the sport\'s code in the operator\'s menu), or leave it out for every sport. Nothing is shown until it is fixed.',
        '<sportsbook-live-now> max "NaN" is not a number of cards: use a whole number from 1 to 50, or leave it out for 10. Showing 10.',
      ]);
      expect(box.childElementCount).to.equal(0);
      expect(crashed(element)).to.equal(false);

      element.setAttribute('sport', 'TENN');
      element.setAttribute('max', '2');
      const list = await waitFor(() => shadow(element).querySelector('ul.sb-event-list'), 'the live list', 10_000);
      await waitFor(() => list.querySelectorAll(':scope > li').length === 2, 'two cards');
      for (const item of Array.from(list.querySelectorAll<HTMLElement>(':scope > li'))) {
        expect(runtime.store.catalogue.event(item.dataset.eventId!)?.peek().sportCode).to.equal('TENN');
      }
      expect(shadow(element).querySelector('.sb-home-section__title')?.textContent).to.equal('Live now: Tennis');
    } finally {
      watch.stop();
    }
  });
});

describe('<sportsbook-top-events>', () => {
  it('a max out of range is reported and the home page count shown, both blocks', async () => {
    const watch = watchErrors();
    try {
      const element = mount('<sportsbook-top-events max="0"></sportsbook-top-events>');
      await waitFor(() => shadow(element).querySelectorAll('ul.sb-event-list').length === 2, 'both blocks', 10_000);
      expect(watch.errors).to.deep.equal(['<sportsbook-top-events> max "0" is not a number of cards: use a whole number from 1 to 50, or leave it out for 10. Showing 10.']);
      const [, upcoming] = Array.from(shadow(element).querySelectorAll('ul.sb-event-list'));
      expect(upcoming!.querySelectorAll(':scope > li')).to.have.length(10);
      element.setAttribute('max', '3');
      const upcomingCards = () => shadow(element).querySelectorAll('ul.sb-event-list')[1]?.querySelectorAll(':scope > li').length;
      await waitFor(() => upcomingCards() === 3, 'three upcoming', 8000);
    } finally {
      watch.stop();
    }
  });
});

describe('removing a widget', () => {
  it('empties its shadow root, stops its listeners, and shows again when put back, for each widget', async () => {
    const eventId = await prematchEventId();
    for (const html of [`<sportsbook-event event-id="${eventId}"></sportsbook-event>`, '<sportsbook-live-now max="2"></sportsbook-live-now>', '<sportsbook-top-events max="2"></sportsbook-top-events>', '<sportsbook-search></sportsbook-search>']) {
      const watch = watchErrors();
      try {
        const element = mount(html);
        await widgetBox(element);
        const heard: Event[] = [];
        element.addEventListener('sportsbook-language', (event) => heard.push(event));
        const container = element.parentElement!;
        element.remove();
        expect(shadow(element).childElementCount, html).to.equal(0);
        runtime.config.apply({ locale: 'pt' });
        await settle();
        expect(heard, html).to.deep.equal([]);
        container.append(element);
        await widgetBox(element);
        runtime.config.apply({ locale: 'en' });
        await waitFor(() => heard.length > 0, 'a language event from the widget put back');
        expect(watch.errors, html).to.deep.equal([]);
      } finally {
        watch.stop();
        runtime.config.apply({ locale: 'en' });
        document.body.replaceChildren();
      }
    }
  });
});
