/**
 * Each element alone on a page carries its look (issue 18): the stylesheets of what its
 * feature renders, adopted before the feature shows; the brand's colours and the theme;
 * and none of the host page's inherited properties, with the direction of the sportsbook's
 * own locale. API answers come from the sandbox operator on its own origin (elementOrigins.mjs).
 */
import { expect } from 'chai';
import type { SportsbookElement } from '../../elements/index';
import { shadow, waitFor } from './helpers';
import { apiUrl } from './origins';
import { prematchEventId } from './sandboxEvents';
import { sdk } from './sdk';

await sdk.init({ apiBase: apiUrl('/'), brand: 'eurobet', locale: 'en' });
const { runtime } = sdk.getPageRuntime();

interface StyledElement {
  tag: string;
  /** The element's own attributes a host must give it to show anything (the widgets'). */
  attributes?: Readonly<Record<string, string>>;
  /** The feature's first node: there once the feature has rendered. */
  rendered: string;
  /** Rules only the feature's sheets have (not the shared tokens, base and theme): its own and its ui pieces'. */
  featureRules: readonly string[];
}

const ELEMENTS: readonly StyledElement[] = [
  { tag: 'sportsbook-app', rendered: '.sb-app', featureRules: ['.sb-header', '.sb-visually-hidden', '.sb-modal'] },
  { tag: 'sportsbook-betslip', rendered: '.sb-betslip', featureRules: ['.sb-placement__button:disabled', '.sb-booking-code', '.sb-visually-hidden', '.sb-text-input'] },
  { tag: 'sportsbook-mybets', rendered: '.sb-mybets', featureRules: ['.sb-tabs__tab', '.sb-modal'] },
  // The widgets: the card, its prices and star, and their own box; the blocks' headings; the search field.
  { tag: 'sportsbook-event', attributes: { 'event-id': await prematchEventId() }, rendered: '.sb-widget', featureRules: ['.sb-widget', '.sb-event-card', '.sb-price', '.sb-skeleton--event-cards'] },
  { tag: 'sportsbook-live-now', attributes: { max: '2' }, rendered: '.sb-widget', featureRules: ['.sb-widget', '.sb-home-section__title', '.sb-event-card', '.sb-price'] },
  { tag: 'sportsbook-top-events', attributes: { max: '2' }, rendered: '.sb-widget', featureRules: ['.sb-widget', '.sb-home-section__title', '.sb-event-card', '.sb-price'] },
  { tag: 'sportsbook-search', rendered: '.sb-widget', featureRules: ['.sb-widget', '.sb-search__input'] },
];

/** Every selector the shadow root's adopted sheets hold, also inside @media and @container. */
function adoptedSelectors(root: ShadowRoot): string[] {
  const selectors: string[] = [];
  const collect = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
    }
  };
  for (const sheet of root.adoptedStyleSheets) collect(sheet.cssRules);
  return selectors;
}

function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** An open prematch outcome no page has loaded yet, to put on the slip. */
async function openOutcome(): Promise<string> {
  const answer = (await (await fetch(apiUrl('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=50'))).json()) as {
    events: { markets: { status: string; outcomes: { id: string; hidden: boolean }[] }[] }[];
  };
  for (const event of answer.events.reverse()) {
    const outcome = event.markets.find((market) => market.status === 'open')?.outcomes.find((candidate) => !candidate.hidden);
    if (outcome) return outcome.id;
  }
  throw new Error('The sandbox has no open prematch outcome');
}

afterEach(() => {
  document.body.replaceChildren();
  runtime.config.apply({ theme: null, locale: 'en' });
  runtime.store.betslip.dispatch({ type: 'clear' });
  runtime.store.betslip.close();
});

for (const { tag, attributes = {}, rendered, featureRules } of ELEMENTS) {
  it(`<${tag}> alone has its feature's sheets the moment the feature is in the DOM, with the brand's colours and the theme`, async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const element = document.createElement(tag);
    element.setAttribute('theme', 'dark');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    // Watches the shadow root from its first moment: the first record that brings the
    // feature's node in reads the sheets the root has then (before the browser paints it).
    let selectorsAtFirstRender: string[] | null = null;
    const observer = new MutationObserver(() => {
      if (selectorsAtFirstRender === null && shadow(element).querySelector(rendered)) selectorsAtFirstRender = adoptedSelectors(shadow(element));
    });
    observer.observe(shadow(element), { childList: true, subtree: true });
    try {
      container.append(element);
      await waitFor(() => selectorsAtFirstRender, `<${tag}>'s feature`, 8000);
    } finally {
      observer.disconnect();
    }
    expect(selectorsAtFirstRender).to.include.members([...featureRules]);

    // EuroBet's color_theme (accent #ffb800) in the dark scheme, on this element's own wrapper.
    const theme = shadow(element).querySelector<HTMLElement>('.sb-root > .sb-theme')!;
    await waitFor(() => theme.getAttribute('data-theme') === 'dark' && theme.style.getPropertyValue('--sb-color-accent') !== '', 'the brand theme');
    expect(theme.style.getPropertyValue('--sb-color-accent')).to.equal('#ffb800');
    expect(getComputedStyle(theme).backgroundColor).to.equal('rgb(15, 20, 18)');
    expect(getComputedStyle(theme).colorScheme).to.equal('dark');
  });
}

it('<sportsbook-betslip> alone in a 260 px sidebar: screen-reader text hidden, a readable name column, Place bet disabled and looking it', async () => {
  const container = mount('<aside><sportsbook-betslip></sportsbook-betslip></aside>');
  container.querySelector('aside')!.style.width = '260px';
  const element = container.querySelector<SportsbookElement>('sportsbook-betslip')!;
  await element.addSelection(await openOutcome());
  runtime.store.betslip.open();
  const root = shadow(element);
  const place = await waitFor(() => root.querySelector<HTMLButtonElement>('.sb-placement__button'), 'the Place bet button');

  const announcement = root.querySelector<HTMLElement>('.sb-betslip__body > .sb-visually-hidden')!;
  expect(announcement.textContent).to.equal('1 selection');
  const box = announcement.getBoundingClientRect();
  expect([box.width, box.height]).to.deep.equal([1, 1]);
  expect(getComputedStyle(announcement).clipPath).to.equal('inset(50%)');

  expect(root.querySelector('.sb-betslip__names')!.getBoundingClientRect().width).to.be.greaterThan(140);

  expect(place.disabled).to.equal(true);
  const accent = getComputedStyle(root.querySelector('.sb-booking-code .sb-button')!).backgroundColor;
  expect(getComputedStyle(place).backgroundColor).to.not.equal(accent);
  expect(getComputedStyle(place).cursor).to.equal('not-allowed');
});

it('keeps a right-to-left, shadowed, small-caps host out, and writes in the direction of its own locale', async () => {
  const container = mount('<div dir="rtl"><sportsbook-betslip></sportsbook-betslip></div>');
  const host = container.firstElementChild as HTMLElement;
  for (const [property, value] of [
    ['text-shadow', '2px 2px 0 blue'],
    ['font-variant', 'small-caps'],
    ['-webkit-text-fill-color', 'red'],
    ['cursor', 'wait'],
    ['letter-spacing', '3px'],
    ['text-align', 'justify'],
    ['white-space', 'pre'],
  ]) {
    host.style.setProperty(property!, value!);
  }
  // A page rule on the element itself wins over the element's own :host rule.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('sportsbook-betslip { text-transform: uppercase; word-spacing: 12px; font-style: italic; }');
  document.adoptedStyleSheets = [sheet];
  try {
    const element = host.querySelector('sportsbook-betslip')!;
    const toggle = await waitFor(() => shadow(element).querySelector<HTMLElement>('.sb-betslip-toggle'), 'the betslip toggle');
    const root = shadow(element).querySelector<HTMLElement>('.sb-root')!;
    for (const node of [root, toggle]) {
      const style = getComputedStyle(node);
      expect({
        direction: style.direction,
        textShadow: style.textShadow,
        caps: style.fontVariantCaps,
        fill: style.webkitTextFillColor,
        cursor: style.cursor === 'pointer' ? 'auto' : style.cursor,
        letterSpacing: style.letterSpacing,
        wordSpacing: style.wordSpacing,
        textTransform: style.textTransform,
        fontStyle: style.fontStyle,
        whiteSpace: style.whiteSpace,
      }).to.deep.equal({
        direction: 'ltr',
        textShadow: 'none',
        caps: 'normal',
        fill: style.color,
        cursor: 'auto',
        letterSpacing: 'normal',
        wordSpacing: '0px',
        textTransform: 'none',
        fontStyle: 'normal',
        whiteSpace: 'normal',
      });
    }
    expect(getComputedStyle(root).textAlign).to.equal('start');
    expect(root.getAttribute('dir')).to.equal('ltr');

    runtime.config.apply({ locale: 'ar' });
    await waitFor(() => root.getAttribute('dir') === 'rtl', 'the Arabic direction');
    expect(getComputedStyle(toggle).direction).to.equal('rtl');
    runtime.config.apply({ locale: 'en' });
    await waitFor(() => root.getAttribute('dir') === 'ltr', 'the English direction again');
  } finally {
    document.adoptedStyleSheets = [];
  }
});
