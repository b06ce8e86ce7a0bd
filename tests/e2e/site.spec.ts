import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { reactTookOver } from './reactTookOver';
import { keepScreenshot } from './screenshots';
import { fullRunOnly } from './fullRun';

// The standalone site against the real sandbox operator, on a phone and on a desktop
// (issue 6 "Tests"). Sandbox players share the password demo1234; `otp` logs in with a
// one-time code (read back from GET /sandbox/otp/otp), `question` answers "rex",
// `suspended` is refused.

const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

const app = (page: Page) => page.locator('sportsbook-app');
const header = (page: Page) => app(page).getByRole('banner');
const loginDialog = (page: Page) => app(page).getByRole('dialog', { name: 'Login' });
const balance = (page: Page) => header(page).getByRole('button', { name: /^Balance / });

async function openLogin(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submitLogin(page: Page, username: string, password = 'demo1234'): Promise<Locator> {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  return dialog;
}

async function expectLoggedIn(page: Page): Promise<void> {
  await expect(balance(page)).toHaveAccessibleName('Balance EUR 1,000.00');
  await expect(app(page).getByRole('dialog')).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
}

/** Desktop: the account menu's "Log out"; mobile: the menu drawer's. Either way Login comes back. */
async function logOut(page: Page, mobile: boolean): Promise<void> {
  if (mobile) {
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await app(page).getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  } else {
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await app(page).getByRole('menuitem', { name: 'Log out' }).click();
  }
  await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(balance(page)).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  const mobile = viewport.name === 'mobile';

  // The phone repeats the desktop's logins and switches: the gate runs them once (fullRun.ts); the phone's own screens have their specs.
  test.describe(`the site at ${viewport.width} px`, fullRunOnly(mobile), () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('logs in with a password, the Login button reading Close while the dialog is open, and logs out', async ({ page }, testInfo) => {
      const errors = collectPageErrors(page);
      await page.goto('/');
      await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Home');
      await keepScreenshot(page, testInfo, `home-${viewport.name}`);
      const dialog = await openLogin(page);
      await expect(header(page).getByRole('button', { name: 'Close', exact: true })).toBeVisible();
      await expect(dialog.getByLabel('Username')).toBeFocused();
      await dialog.getByLabel('Username').fill('demo');
      await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
      await keepScreenshot(page, testInfo, `login-dialog-${viewport.name}`);
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await expectLoggedIn(page);
      await keepScreenshot(page, testInfo, `logged-in-${viewport.name}`);
      await logOut(page, mobile);
      expect(errors).toEqual([]);
    });

    // The other ways in and the switches: the full run (their dialogs and models have unit tests; authPaths.spec runs the security question).
    test('logs in with a one-time code', fullRunOnly(), async ({ page, request }) => {
      await page.goto('/en/sports');
      // The dialog opens as soon as the operator asks for a code; the code itself is issued by
      // the generate call the dialog makes next, so read it only once that call has answered.
      const codeIssued = page.waitForResponse((response) => response.url().includes('/otp/generate') && response.ok());
      await submitLogin(page, 'otp');
      const codeDialog = app(page).getByRole('dialog', { name: /code/i });
      await expect(codeDialog.getByLabel('One-time code')).toBeVisible();
      await codeIssued;
      const { code } = (await (await request.get('/sandbox/otp/otp')).json()) as { code: string };
      expect(code).toMatch(/^\d{6}$/);
      await codeDialog.getByLabel('One-time code').fill(code);
      await codeDialog.getByRole('button', { name: 'Confirm' }).click();
      await expectLoggedIn(page);
      await expect(page).toHaveURL(/\/en\/sports$/);
    });

    test('logs in by answering the security question (masked answer)', fullRunOnly(), async ({ page }) => {
      await page.goto('/');
      await submitLogin(page, 'question');
      const questionDialog = app(page).getByRole('dialog', { name: 'Security question' });
      await expect(questionDialog).toContainText("What was your first pet's name?");
      const answer = questionDialog.getByLabel('Your answer');
      await expect(answer).toHaveAttribute('type', 'password');
      await answer.fill('rex');
      await questionDialog.getByRole('button', { name: 'Confirm' }).click();
      await expectLoggedIn(page);
    });

    test('a wrong password and a suspended account show their messages and keep the dialog open', fullRunOnly(), async ({ page }) => {
      await page.goto('/');
      const dialog = await submitLogin(page, 'demo', 'wrong-password');
      await expect(dialog).toContainText('Invalid login credentials');
      await expect(dialog.getByLabel('Username')).toHaveValue('demo');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      const again = await submitLogin(page, 'suspended');
      await expect(again).toContainText('Player account is suspended');
      await expect(balance(page)).toHaveCount(0);
    });

    test('switches language without a reload: address, texts and the language event follow', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.addInitScript(() => {
        const languages: unknown[] = [];
        Object.assign(window, { __languages: languages });
        document.addEventListener('sportsbook-language', (event) => languages.push((event as CustomEvent).detail));
      });
      await page.goto('/en/live/sport/');
      await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Live betting');
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      if (mobile) {
        // Phones have no flag button: the menu drawer offers the languages.
        await header(page).getByRole('button', { name: 'Menu' }).click();
        await app(page).getByRole('dialog', { name: 'Menu' }).getByLabel('Language').selectOption('pt');
      } else {
        await header(page).getByRole('button', { name: 'EN Language: English' }).click();
        await app(page).getByRole('menuitemradio', { name: /Português/ }).click();
      }
      await expect(page).toHaveURL(/\/pt\/live\/sport\/$/);
      await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Apostas ao vivo');
      await expect(header(page).getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __languages: Array<{ locale: string }> }).__languages.map((detail) => detail.locale))).toContain('pt');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      expect(errors).toEqual([]);
    });

    test('switches brand by link: logo, name and colours of that brand', fullRunOnly(), async ({ page }, testInfo) => {
      await page.goto('/en/?brand=kingsbet');
      await expect(header(page).getByRole('link', { name: 'Kings Bet UK' })).toBeVisible();
      await expect.poll(() => app(page).locator('.sb-header').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(20, 83, 45)');
      await keepScreenshot(page, testInfo, `brand-kingsbet-${viewport.name}`);
      await page.goto('/en/?brand=golazo');
      await expect(header(page).getByRole('link', { name: 'Golazo' })).toBeVisible();
      await expect.poll(() => app(page).locator('.sb-header').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(6, 95, 70)');
    });

    test('back-to-top appears after 200 px of scrolling and takes the page back up', fullRunOnly(), async ({ page }) => {
      await page.goto('/en/promotions');
      await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Promotions');
      // The sandbox pages are short until issue 7's lists arrive: lengthen the content.
      await app(page).locator('main').evaluate((main) => {
        const filler = document.createElement('div');
        filler.style.height = '3000px';
        main.append(filler);
      });
      const backToTop = app(page).getByRole('button', { name: 'Back to top' });
      await expect(backToTop).toHaveCount(0);
      const scroll = (top: number) =>
        app(page).locator('.sb-layout__centre').evaluate((centre, y) => {
          // Whichever scrolls here: the content column (desktop) or the page (phone).
          centre.scrollTop = y;
          window.scrollTo(0, y);
        }, top);
      await scroll(150);
      await expect(backToTop).toHaveCount(0);
      await scroll(600);
      await expect(backToTop).toBeVisible();
      await backToTop.click();
      await expect.poll(() => app(page).locator('.sb-layout__centre').evaluate((centre) => Math.max(centre.scrollTop, window.scrollY))).toBe(0);
      await expect(backToTop).toHaveCount(0);
    });

    test('the login dialog traps focus and closes on Escape, focus back on Login', async ({ page }) => {
      await page.goto('/');
      const dialog = await openLogin(page);
      // Tab round the dialog several times: focus never leaves it.
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
        expect(await dialog.evaluate((element) => element.contains(element.getRootNode() instanceof ShadowRoot ? (element.getRootNode() as ShadowRoot).activeElement : document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toBeFocused();
    });

    test('axe finds no serious or critical issue on home, the live page and the login dialog', async ({ page }, testInfo) => {
      // React's pages: the first paint before React (elements/prepaint) is inert until the
      // hand-over, its links without an address (CI once checked the live page's pre-painted
      // tab row, which scrolled at 1366 px with many live sports and held nothing focusable).
      await page.goto('/');
      await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Home');
      await reactTookOver(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/en/live/sport/');
      await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Live betting');
      await reactTookOver(page);
      await keepScreenshot(page, testInfo, `live-${viewport.name}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await openLogin(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}

test.describe('the footer navigation on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const footer = (page: Page) => app(page).getByRole('navigation', { name: 'Footer', exact: true });

  test('taps go to Live and Sports, toggle the betslip, open the menu, and ask a logged-out bettor to log in for My Bets', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(footer(page).getByRole('listitem')).toHaveText(['Sports', 'Live', 'Betslip', 'My Bets', 'Promotions']);

    await footer(page).getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/en\/live\/sport\/$/);
    await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Live betting');
    await expect(footer(page).getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');

    await footer(page).getByRole('link', { name: 'Sports' }).click();
    await expect(page).toHaveURL(/\/en\/sports$/);
    // /sports is the Homepage pseudo-category (spec 2): the home page.
    await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Home');

    const betslip = footer(page).getByRole('button', { name: 'Betslip' });
    await betslip.click();
    await expect(betslip).toHaveAttribute('aria-expanded', 'true');
    await expect(app(page).getByRole('region', { name: 'Betslip', exact: true })).toContainText('Your betslip is empty');
    // No highlight while the betslip is open (spec 2).
    await expect(footer(page).locator('[aria-current="page"]')).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'betslip-sheet-mobile');
    await betslip.click();
    await expect(betslip).toHaveAttribute('aria-expanded', 'false');

    await footer(page).getByRole('link', { name: 'My Bets' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toHaveCount(0);

    await header(page).getByRole('button', { name: 'Menu' }).click();
    const drawer = app(page).getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText(['Home', 'Live', 'Sports', 'Jackpot', 'Promotions', 'Virtuals']);
    await keepScreenshot(page, testInfo, 'menu-drawer-mobile');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

// Five slots on the narrowest phone in every language: a long label wraps between its words
// inside its slot and never widens the page (the casino page's fresh-clone CI caught the bar at 376 px once
// Promotions joined it, pushing the page sideways).
for (const phone of [
  { width: 320, slot: 64 },
  { width: 375, slot: 75 },
]) test.describe(`the footer bar on a ${phone.width} px phone`, fullRunOnly(phone.width !== 320), () => {
  test.use({ viewport: { width: phone.width, height: 640 } });
  const brandOf = { en: 'eurobet', es: 'golazo', fr: 'lebet', pt: 'eurobet', sw: 'safaribet' } as const;
  for (const language of ['en', 'es', 'fr', 'pt', 'sw'] as const) {
    // The gate: English and Spanish (the longest labels); the full run every language.
    test(`${language} (${brandOf[language]}): five labels, each inside its slot, and nothing scrolls sideways`, fullRunOnly(language !== 'en' && language !== 'es'), async ({ page }) => {
      await page.goto(`/${language}/?brand=${brandOf[language]}`);
      const items = app(page).locator('nav[part="footer"] li');
      await expect(items).toHaveCount(5);
      const boxes = await items.evaluateAll((lis) =>
        lis.map((li) => {
          const slot = li.getBoundingClientRect();
          const label = li.querySelector('.sb-footer__label')!.getBoundingClientRect();
          return { text: li.textContent, words: (li.textContent ?? '').trim().split(/\s+/).length, lines: Math.round(label.height / parseFloat(getComputedStyle(li.querySelector('.sb-footer__label')!).lineHeight)), inside: label.left >= slot.left - 0.5 && label.right <= slot.right + 0.5 && label.top >= slot.top - 0.5 && label.bottom <= slot.bottom + 0.5, slotWidth: Math.round(slot.width) };
        }),
      );
      expect(boxes.filter((box) => !box.inside)).toEqual([]);
      // Lines break between words; no word is cut in two.
      expect(boxes.filter((box) => box.lines > box.words)).toEqual([]);
      expect(boxes.map((box) => box.slotWidth)).toEqual([phone.slot, phone.slot, phone.slot, phone.slot, phone.slot]);
      console.log(`footer at ${phone.width} px, ${language}: ${boxes.map((box) => `${box.text} (${box.lines} line${box.lines === 1 ? '' : 's'})`).join(', ')}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
    });
  }
});

test('mode=translations prints the keys the language lacks, and again after a language change', fullRunOnly(), async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[sportsbook]')) reports.push(message.text());
  });
  // eurobet lists German, which has no texts of its own: the sportsbook does not offer it
  // (issue 23), so the address lands on English, the mode kept, and English lacks nothing.
  await page.goto('/de/?mode=translations');
  const reportFor = (locale: string) => reports.find((report) => report.includes(`keys for "${locale}"`));
  await expect(page).toHaveURL(/\/en\/?\?mode=translations$/);
  await expect.poll(() => reportFor('en')).toBe('[sportsbook] 0 missing translation keys for "en"');
  expect(reportFor('de')).toBeUndefined();
  await header(page).getByRole('button', { name: /^EN / }).click();
  await app(page).getByRole('menuitemradio', { name: /Português/ }).click();
  await expect(page).toHaveURL(/\/pt\/?\?mode=translations$/);
  await expect.poll(() => reportFor('pt')).toBe('[sportsbook] 0 missing translation keys for "pt"');
});

test('desktop columns keep the spec widths at each breakpoint: right 380 px (420 px from 1700), left 200 / 240 px', async ({ page }) => {
  const widths = async () =>
    app(page).locator('.sb-layout').evaluate((layout) => {
      const width = (selector: string) => Math.round(layout.querySelector(selector)?.getBoundingClientRect().width ?? -1);
      return { left: width('.sb-layout__left'), right: width('.sb-layout__right') };
    });
  for (const [viewportWidth, expected] of [
    [1024, { left: 200, right: 380 }],
    [1366, { left: 240, right: 380 }],
    [1700, { left: 240, right: 420 }],
  ] as const) {
    await page.setViewportSize({ width: viewportWidth, height: 800 });
    await page.goto('/en/live/sport/');
    await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Live betting');
    // The heading is the pre-paint's first (elements/prepaint): React's columns are measured once it has taken over.
    await expect(app(page).locator('.sb-prepaint')).toHaveCount(0, { timeout: 15_000 });
    expect(await widths()).toEqual(expected);
  }
  // Below 1024 px the page is one column: no side columns at all.
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(app(page).locator('.sb-layout__right')).toHaveCount(0);
  await expect(app(page).locator('.sb-layout__left')).toHaveCount(0);
});
