import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from '../e2e/session';
import { openSelection, priceButtonName } from '../e2e/sandboxApi';
import { slip } from './bettor';
import { followScriptableTargets, installXssDetector, xssFindings } from './xssDetector';
import { CSS_VECTORS, HTML_VECTORS, URL_VECTORS, payload, type XssPayload } from './xssVectors';

// Issue 20: at least 100 XSS vectors through every slot where an operator's content or
// names reach the bettor (HTML widgets, adverts, submenus, the external header and footer,
// the brand name, team, event, market and outcome names, the server's own error messages,
// news popups), put there through the sandbox (PUT /sandbox/content, POST /sandbox/names).
// The page's detector (xssDetector.ts) must see none execute; a positive control proves
// it sees one that does. docs/reliability.md "The reliability suite".
test.use({ viewport: { width: 1366, height: 900 } });

/** Each slot's vectors get ids of their own range (slot * 1000 + vector), so a finding names its slot. */
const SLOTS = [
  'HTML widget',
  'advert name',
  'advert description',
  'advert link text',
  'advert link',
  'submenu link name',
  'submenu link address',
  'external header HTML',
  'external header CSS',
  'external header JS',
  'external footer HTML',
  'brand name',
  'event and team names',
  'market names',
  'outcome names',
  'server messages (placement refusal)',
  'news popups',
] as const;
type Slot = (typeof SLOTS)[number];

function vectorsFor(slot: Slot, kind: readonly ((p: XssPayload) => string)[]): { id: number; text: string }[] {
  const base = SLOTS.indexOf(slot) * 1000;
  return kind.map((vector, index) => ({ id: base + index, text: vector(payload(base + index)) }));
}

const tried = new Map<Slot, number>();
function slotVectors(slot: Slot, kind: readonly ((p: XssPayload) => string)[] = HTML_VECTORS) {
  const vectors = vectorsFor(slot, kind);
  tried.set(slot, vectors.length);
  return vectors;
}

const PREMATCH_FOOTBALL = '/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=40';

/** Puts a vector in every operator slot of the reliability sandbox; returns the fixture whose names now carry vectors. */
async function fillEverySlot(request: APIRequestContext) {
  const widgets = slotVectors('HTML widget');
  const advertNames = slotVectors('advert name');
  const advertDescriptions = slotVectors('advert description');
  const advertLinkTexts = slotVectors('advert link text');
  const advertLinks = slotVectors('advert link', URL_VECTORS);
  const submenuNames = slotVectors('submenu link name');
  const submenuLinks = slotVectors('submenu link address', URL_VECTORS);
  const header = slotVectors('external header HTML');
  const headerCss = slotVectors('external header CSS', CSS_VECTORS);
  const headerJs = slotVectors('external header JS', [(p) => p.run]);
  const footer = slotVectors('external footer HTML');
  const brand = slotVectors('brand name');
  const refusals = slotVectors('server messages (placement refusal)');
  const news = slotVectors('news popups');

  const adverts = Object.fromEntries(
    advertNames.map((name, index) => [
      5000 + index,
      {
        id: 5000 + index,
        audience: 'ALL',
        name: name.text,
        description: advertDescriptions[index]!.text,
        link_name: advertLinkTexts[index]!.text,
        link: advertLinks[index % advertLinks.length]!.text,
        // No image: the name shows as text, the slot under test.
        attachment_path: '',
        width_in_pixels: 280,
        height_in_pixels: 160,
        show_description: true,
        popup: false,
        popup_allow_resize: false,
        popup_allow_scrollbars: false,
        popup_height: 0,
        popup_width: 0,
      },
    ]),
  );
  const layout = {
    name: 'Default',
    url: '/*',
    column_type: 'triple',
    left_column: widgets.map((_, index) => ({ name: 'html_widget', id: 5000 + index })),
    right_column: Object.keys(adverts).map((id) => ({ name: 'advert', id: Number(id) })),
    centre_column_bottom: [],
  };
  const put = await request.put('/sandbox/content', {
    data: {
      htmlWidgets: Object.fromEntries(widgets.map((widget, index) => [5000 + index, { id: 5000 + index, name: `vector ${widget.id}`, active: true, content: widget.text }])),
      adverts,
      submenus: { 1: { id: 1, links: submenuNames.map((name, index) => ({ id: index + 1, name: name.text, url: submenuLinks[index % submenuLinks.length]!.text })) } },
      externalHeader: { html: header.map((vector) => vector.text).join('\n'), css: headerCss.map((vector) => vector.text).join('\n'), js: headerJs[0]!.text },
      newsPopups: news.map((vector) => ({ id: vector.id, title: vector.text, pages: [{ title: vector.text, body: vector.text }] })),
      settings: {
        page_layouts: [layout],
        external_header_path: '/api/external_header',
        external_footer_html: footer.map((vector) => vector.text).join('\n'),
        brand_name: brand.map((vector) => vector.text).join(' '),
      },
      placementRefusals: refusals.map((vector) => vector.text),
    },
  });
  expect(put.ok()).toBe(true);

  // Names: the listed fixtures' teams and descriptions, and one fixture's markets and outcomes.
  const teamNames = slotVectors('event and team names');
  const listed = ((await (await request.get(PREMATCH_FOOTBALL)).json()) as { events: { id: string }[] }).events;
  for (let index = 0; index * 3 < teamNames.length && index < listed.length; index += 1) {
    const [description, home, away] = [teamNames[index * 3], teamNames[index * 3 + 1], teamNames[index * 3 + 2]].map((vector) => vector?.text);
    expect((await request.post('/sandbox/names', { data: { eventId: listed[index]!.id, description, competitors: [home ?? 'Home', away ?? 'Away'] } })).ok()).toBe(true);
  }
  const pick = await openSelection(request, PREMATCH_FOOTBALL, { accept: (_event, market) => market.outcomes.length === 3 });
  const marketNames = slotVectors('market names');
  const outcomeNames = slotVectors('outcome names');
  let outcomeIndex = 0;
  const markets = Object.fromEntries(
    pick.event.markets.map((market, index) => [
      market.id,
      {
        description: marketNames[index % marketNames.length]!.text,
        outcomes: Object.fromEntries(market.outcomes.map((outcome) => [outcome.id, outcomeNames[outcomeIndex++ % outcomeNames.length]!.text])),
      },
    ]),
  );
  // Market and outcome vectors beyond the fixture's own markets go on the next fixtures.
  expect((await request.post('/sandbox/names', { data: { eventId: pick.event.id, markets } })).ok()).toBe(true);
  tried.set('market names', Math.min(marketNames.length, pick.event.markets.length));
  tried.set('outcome names', Math.min(outcomeNames.length, outcomeIndex));
  return { pick, outcomeName: markets[pick.market.id]!.outcomes[pick.outcome.id]!, news };
}

/**
 * The news popups, as the bettor meets them: each one due opens in turn (the operator's
 * order), and is checked while it shows: its title and its page's title are text, exactly
 * the vector (never parsed as markup), its body went through the sanitiser (no script
 * element, no on* attribute anywhere in the dialog), and every scriptable target in it is
 * followed. Then its Close button is pressed, and the next one must show. Returns how many
 * were shown and how many targets were followed in them.
 *
 * The walk runs inside the page, one call for all 124: the list with 124 widgets and adverts
 * answers each call from the test slowly on a loaded runner (about 2 s for a check, a read
 * and a click per popup, past any sensible time limit for the suite).
 */
async function readEveryNewsPopup(page: Page, news: readonly { id: number; text: string }[]): Promise<{ shown: number; followed: number }> {
  const app = page.locator('sportsbook-app');
  // The first popup is really on screen (after the list's odds).
  await expect(app.locator(`[data-news-popup="${news[0]!.id}"]`)).toBeVisible({ timeout: 30_000 });
  // The sanitiser has arrived (operator HTML shows somewhere): from now on every body is
  // sanitised in its first render, so an empty body is what sanitising left, not a body not yet shown.
  await expect.poll(() => app.locator('.sb-operator-html').evaluateAll((boxes) => boxes.some((box) => box.childNodes.length > 0)), { timeout: 30_000 }).toBe(true);
  const seen = await app.evaluate(async (host, ids) => {
    const root = host.shadowRoot!;
    const shownPopup = (id: number) =>
      new Promise<Element | null>((resolve) => {
        const started = performance.now();
        const look = () => {
          const found = root.querySelector(`[data-news-popup="${id}"]`);
          if (found) resolve(found);
          else if (performance.now() - started > 10_000) resolve(null);
          else setTimeout(look, 20);
        };
        look();
      });
    const scriptable = (address: string | null) => {
      if (address === null) return false;
      try {
        return !/^https?:$/.test(new URL(address, document.baseURI).protocol);
      } catch {
        return false;
      }
    };
    const read = [];
    for (const id of ids) {
      const popup = await shownPopup(id);
      const dialog = popup?.closest('[role="dialog"]');
      if (!popup || !dialog) {
        read.push({ id, title: null, pageTitle: null, scripts: -1, handlers: ['not shown'], clicked: 0 });
        break;
      }
      let clicked = 0;
      for (const target of popup.querySelectorAll<HTMLElement>('.sb-news-popup__body :is(a, area, button, input[type=submit], input[type=image])')) {
        const address = target.getAttribute('href') ?? target.getAttribute('xlink:href') ?? target.getAttribute('formaction') ?? target.closest('form')?.getAttribute('action') ?? null;
        if (!scriptable(address)) continue;
        // A blocked javascript: address throws in the page; that is the page's, not ours.
        try {
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
        } catch {
          // followed all the same
        }
        clicked += 1;
      }
      read.push({
        id,
        title: dialog.querySelector('.sb-modal__title')?.textContent ?? null,
        pageTitle: dialog.querySelector('.sb-news-popup__page-title')?.textContent ?? null,
        scripts: dialog.querySelectorAll('script').length,
        handlers: [dialog, ...dialog.querySelectorAll('*')].flatMap((node) => [...node.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${node.localName}[${attribute.name}]`)),
        clicked,
      });
      popup.querySelector<HTMLElement>('.sb-news-popup__actions .sb-button:not(.sb-button--quiet)')!.click();
    }
    return read;
  }, news.map((vector) => vector.id));
  expect(seen.map(({ clicked: _clicked, ...popup }) => popup)).toEqual(news.map((vector) => ({ id: vector.id, title: vector.text, pageTitle: vector.text, scripts: 0, handlers: [] })));
  await expect(app.locator('[data-news-popup]')).toHaveCount(0);
  return { shown: seen.length, followed: seen.reduce((sum, popup) => sum + popup.clicked, 0) };
}

/** Every id any slot used, as clobbering names. */
const clobberNames = () => SLOTS.flatMap((_, slot) => HTML_VECTORS.map((__, index) => payload(slot * 1000 + index).clobber));

test('XSS vectors through every operator slot and name: none executes, and the detector sees one that does', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const { dialogs } = await installXssDetector(page);
  try {
    const { pick, outcomeName, news } = await fillEverySlot(request);

    // The football list: widgets, adverts, header, footer, brand, submenu, team names.
    await page.goto('/en/sports/240-FOOT');
    const app = page.locator('sportsbook-app');
    await expect(app.locator('.sb-layout-item--html-widget')).toHaveCount(HTML_VECTORS.length, { timeout: 30_000 });
    await expect(app.locator('.sb-advert')).toHaveCount(HTML_VECTORS.length);
    await expect(app.locator('.sb-header__external')).toHaveCount(1);
    await expect(app.locator('.sb-site-footer__external')).toHaveCount(1);
    // The brand's name is the logo's text, or its image's alt text.
    const brandShown = await app.locator('.sb-header__logo').first().evaluate((logo) => `${logo.textContent ?? ''} ${logo.querySelector('img')?.alt ?? ''}`);
    expect(brandShown).toContain('top.__xss(11');
    // The news popups open over the list once its odds show: every one is read and closed in turn.
    const newsPopups = await readEveryNewsPopup(page, news);
    // Read: the rest of the journey (a login, the event page, the slip) runs without a modal
    // over it. A new page load asks again, and a logged-in player would have them all due again.
    expect((await request.put('/sandbox/content', { data: { newsPopups: [] } })).ok()).toBe(true);
    const more = app.getByRole('navigation', { name: /./ }).getByRole('button', { name: 'More' });
    if (await more.count()) await more.first().click();
    const teamsShownAsText = await app.getByText(/top\.__xss\(12\d\d\d\)/).count();
    const followedOnList = await followScriptableTargets(page);

    // The fixture's page and the slip: market and outcome names; then a placement the server
    // refuses with its own messages.
    await page.goto('/en/');
    await logIn(page, 'placer');
    await page.goto(`/en/events/${pick.event.slug}`);
    await app.locator('.sb-event-page').getByRole('button', { name: priceButtonName(outcomeName) }).first().click();
    await slip(page).getByLabel(/^Stake for/).first().fill('1');
    await slip(page).getByRole('button', { name: /^Place bets?$/ }).click();
    const refusals = tried.get('server messages (placement refusal)')!;
    await expect(slip(page).locator('[data-error-code^="SANDBOX-"]')).toHaveCount(refusals, { timeout: 20_000 });
    const followedOnEvent = await followScriptableTargets(page);
    // Time for timers, animations, autofocus and frames the vectors started.
    await page.waitForTimeout(1500);

    const findings = await xssFindings(page, clobberNames());
    const pairs = [...tried.values()].reduce((sum, count) => sum + count, 0);
    const figures = [
      `Reliability, XSS through operator content: ${HTML_VECTORS.length} markup, ${URL_VECTORS.length} address, ${CSS_VECTORS.length} CSS vectors; ${pairs} vector x slot pairs over ${tried.size} slots:`,
      ...[...tried].map(([slot, count]) => `    ${slot}: ${count}${slot === 'news popups' ? ` (${newsPopups.shown} shown one by one, titles as text, bodies sanitised)` : ''}`),
      `  names shown as text on the list: ${teamsShownAsText}; scriptable targets followed: ${followedOnList + followedOnEvent + newsPopups.followed} (${newsPopups.followed} in news popups)`,
      `  executed ${findings.executed.length}, clobbered ${findings.clobbered.length}, dialogs ${dialogs.length}; uncaught page errors ${uncaught.length}`,
      ...[...new Set(uncaught)].slice(0, 5).map((message) => `    uncaught: ${message.slice(0, 160)}`),
    ].join('\n');
    console.log(figures);
    await testInfo.attach('xss figures', { body: figures, contentType: 'text/plain' });

    expect(pairs).toBeGreaterThanOrEqual(100);
    expect(teamsShownAsText).toBeGreaterThan(0);
    expect(newsPopups.shown).toBe(news.length);
    expect(findings).toEqual({ executed: [], clobbered: [] });
    expect(dialogs).toEqual([]);
    // A refused operator link (" javascript:...", data:, vbscript:) is plain text, never a throw on click.
    expect([...new Set(uncaught)]).toEqual([]);

    // Positive control: the same detector, vectors put straight into the page (where no
    // sanitiser stands), must report every one of them.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="top.__xss(990001)"><img name="xssClobber990002">');
      const host = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
      host.innerHTML = '<svg><image href=x onerror="top.__xss(990003)"/></svg>';
      const frame = document.createElement('iframe');
      frame.src = `data:text/html,<script>top.postMessage('xss:990004','*')</script>`;
      document.body.appendChild(frame);
    });
    await expect.poll(async () => (await xssFindings(page, ['xssClobber990002'])).executed.sort()).toEqual(['990001', '990003', '990004']);
    expect((await xssFindings(page, ['xssClobber990002'])).clobbered).toEqual(['xssClobber990002']);
  } finally {
    await request.delete('/sandbox/content');
  }
});
