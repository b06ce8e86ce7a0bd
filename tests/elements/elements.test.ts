import { expect } from 'chai';
import type { SportsbookReadyEvent } from '../../elements/index';
import { sdk } from './sdk';
import { settle, shadow, waitFor, watchErrors } from './helpers';

const TAGS = ['sportsbook-app', 'sportsbook-betslip', 'sportsbook-mybets'] as const;

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.replaceChildren();
  sdk.getPageRuntime().runtime.store.betslip.close();
});

describe('sportsbook elements in a real browser', () => {
  for (const tag of TAGS) {
    it(`<${tag}> renders into its shadow root and fires sportsbook-ready once with version, brand and locale`, async () => {
      const readyEvents: SportsbookReadyEvent[] = [];
      const record = (event: SportsbookReadyEvent) => readyEvents.push(event);
      document.addEventListener('sportsbook-ready', record);
      try {
        const container = mount(`<${tag} brand="lucky-star" locale="de"></${tag}>`);
        const element = container.firstElementChild as HTMLElement;
        await waitFor(() => readyEvents.length > 0, 'sportsbook-ready');
        // A re-render must not announce again.
        element.setAttribute('locale', 'fr');
        await settle();
        await settle();

        expect(readyEvents).to.have.length(1);
        const [event] = readyEvents;
        expect(event?.target).to.equal(element);
        expect(event?.bubbles).to.equal(true);
        expect(event?.composed).to.equal(true);
        expect(event?.detail).to.deep.equal({ version: sdk.SDK_VERSION, brand: 'lucky-star', locale: 'de', capabilities: [...sdk.SPORTSBOOK_CAPABILITIES] });
        expect(shadow(element).querySelector('.sb-root')?.textContent).to.not.equal('');
        expect(shadow(element).querySelector('.sb-loading')).to.equal(null);
      } finally {
        document.removeEventListener('sportsbook-ready', record);
      }
    });
  }

  it('shares one runtime: opening the betslip from <sportsbook-app> opens <sportsbook-betslip>, and closing it there updates the app', async () => {
    // English: the first test left the page's one runtime in French, and the slip's texts follow the locale.
    const container = mount('<sportsbook-app locale="en"></sportsbook-app><sportsbook-betslip locale="en"></sportsbook-betslip>');
    const [app, betslip] = Array.from(container.children) as HTMLElement[];
    const appToggle = await waitFor(() => shadow(app!).querySelector<HTMLButtonElement>('.sb-betslip-toggle'), 'app betslip toggle');
    await waitFor(() => shadow(betslip!).querySelector('.sb-betslip--collapsed'), 'collapsed betslip');

    appToggle.click();
    // The open slip is mounted once and shown by its hidden attribute (docs/betslip.md "Render budget").
    const region = await waitFor(() => shadow(betslip!).querySelector<HTMLElement>('section.sb-betslip--open:not([hidden])'), 'open betslip');
    expect(region.textContent).to.contain('Your betslip is empty');
    expect(appToggle.getAttribute('aria-expanded')).to.equal('true');

    shadow(betslip!).querySelector<HTMLButtonElement>('.sb-betslip__header button')!.click();
    await waitFor(() => appToggle.getAttribute('aria-expanded') === 'false', 'app toggle to collapse');
    expect(shadow(betslip!).querySelector<HTMLElement>('section.sb-betslip--open')?.hidden).to.equal(true);
    expect(shadow(betslip!).querySelector<HTMLElement>('.sb-betslip--collapsed')?.hidden).to.equal(false);
  });

  it('shows a selection added through the runtime in both elements\' counts', async () => {
    const container = mount('<sportsbook-app locale="en"></sportsbook-app><sportsbook-betslip locale="en"></sportsbook-betslip>');
    const [app, betslip] = Array.from(container.children) as HTMLElement[];
    await waitFor(() => shadow(betslip!).querySelector('.sb-betslip'), 'betslip');
    const { betslip: model, catalogue } = sdk.getPageRuntime().runtime.store;
    // The slip takes outcomes the catalogue knows, with their prices.
    catalogue.applyEvents([
      {
        id: 'event-1',
        slug: 'event-1-a-v-b',
        description: 'A v B',
        eventPaths: [{ id: 240, description: 'Football' }],
        sportCode: 'FOOT',
        markets: [{ id: 'market-1', eventId: 'event-1', description: 'Match Result', marketTypeId: 3, status: 'open', outcomes: [{ id: 'outcome-1', description: 'A', consolidatedPrice: { currentPrice: { decimal: 2.1 } } }] }],
      },
    ] as unknown as Parameters<typeof catalogue.applyEvents>[0]);
    expect(model.addSelection('outcome-1')).to.equal(null);
    try {
      // The heading is there before the pick (a phone-width page keeps the slip closed and
      // shows the pick in its bar, issue 23): read it until it counts the pick.
      const heading = await waitFor(() => {
        const title = shadow(betslip!).querySelector('.sb-betslip__title');
        return title?.textContent === 'Betslip 1' ? title : null;
      }, 'slip heading counting the pick');
      expect(heading.textContent).to.equal('Betslip 1');
      const badge = await waitFor(() => shadow(app!).querySelector('.sb-betslip-toggle .sb-badge'), 'app badge');
      expect(badge.textContent).to.equal('1');
    } finally {
      model.removeSelection('outcome-1');
    }
  });

  it('unmounts its React root when removed, without errors, and mounts again when put back (still one ready event)', async () => {
    const watch = watchErrors();
    let readyCount = 0;
    const count = () => (readyCount += 1);
    document.addEventListener('sportsbook-ready', count);
    try {
      const container = mount('<sportsbook-betslip></sportsbook-betslip>');
      const element = container.firstElementChild as HTMLElement;
      await waitFor(() => readyCount === 1, 'ready');
      expect(shadow(element).childElementCount).to.be.greaterThan(0);

      element.remove();
      expect(shadow(element).childElementCount).to.equal(0);
      // The store keeps changing after removal; the unmounted tree must not react or throw.
      sdk.getPageRuntime().runtime.store.betslip.toggleOpen();
      await settle();
      expect(shadow(element).childElementCount).to.equal(0);

      container.append(element);
      await waitFor(() => shadow(element).querySelector('.sb-betslip'), 'remounted betslip');
      await settle();
      expect(readyCount).to.equal(1);
      expect(watch.errors).to.deep.equal([]);
    } finally {
      document.removeEventListener('sportsbook-ready', count);
      watch.stop();
    }
  });

  it('refuses a bad attribute with a console error that says how to fix it, and keeps working', async () => {
    const watch = watchErrors();
    try {
      const container = mount('<sportsbook-mybets host-origin="*" locale="english"></sportsbook-mybets>');
      await waitFor(() => shadow(container.firstElementChild!).querySelector('[role="tablist"]'), 'My Bets tabs');
      expect(watch.errors).to.have.length(2);
      expect(watch.errors[0]).to.match(/^<sportsbook-mybets> host-origin: "\*" would let any page/);
      expect(watch.errors[1]).to.match(/^<sportsbook-mybets> locale "english" is not a two-letter language code/);
      expect(sdk.getPageRuntime().runtime.config.hostOrigin.value).to.not.equal('*');
    } finally {
      watch.stop();
    }
  });
});

describe('style isolation', () => {
  it('keeps hostile host CSS out of the sportsbook and sportsbook CSS off the host page', async () => {
    const hostile = document.createElement('style');
    hostile.textContent = `
      html { font-size: 9px; }
      body { font-size: 31px; font-family: serif; color: rgb(255, 0, 255); letter-spacing: 3px; text-transform: uppercase; }
      button { font-size: 40px !important; background: rgb(0, 0, 0) !important; padding: 20px !important; }
      div { padding: 7px; }
    `;
    document.head.append(hostile);
    try {
      const container = mount('<button id="host-button">Host</button><sportsbook-betslip></sportsbook-betslip>');
      const element = container.querySelector('sportsbook-betslip')!;
      const toggle = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>('.sb-betslip-toggle'), 'toggle');
      const root = shadow(element).querySelector<HTMLElement>('.sb-root')!;

      const ours = getComputedStyle(toggle);
      expect(ours.fontSize).to.equal('14px');
      expect(ours.backgroundColor).to.equal('rgb(10, 125, 79)');
      expect(ours.paddingTop).to.equal('0px');
      const rootStyle = getComputedStyle(root);
      expect(rootStyle.color).to.equal('rgb(22, 33, 29)');
      expect(rootStyle.letterSpacing).to.equal('normal');
      expect(rootStyle.textTransform).to.equal('none');
      expect(rootStyle.paddingTop).to.equal('0px');

      // Our .sb-button / :host rules must not reach the host's own button.
      const hostButton = getComputedStyle(document.getElementById('host-button')!);
      expect(hostButton.fontSize).to.equal('40px');
      expect(hostButton.backgroundColor).to.equal('rgb(0, 0, 0)');
      expect(document.styleSheets.length).to.equal(1);
    } finally {
      hostile.remove();
    }
  });
});
