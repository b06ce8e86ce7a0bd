import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from './pageErrors';
import { hostUrl } from './origins';

// What a casino page's own script hears: document-level listeners for the sportsbook's
// events, installed before the SDK loads, as docs/embedding-events.md tells a host to do.
const HOST_EVENTS = ['sportsbook-login', 'sportsbook-logout', 'sportsbook-navigate', 'sportsbook-betslip-change', 'sportsbook-login-requested'] as const;

interface Heard {
  type: string;
  detail: Record<string, unknown>;
  target: string;
}

async function listenLikeAHost(page: Page): Promise<void> {
  await page.addInitScript((types) => {
    const heard: Heard[] = [];
    (window as unknown as { heardEvents: Heard[] }).heardEvents = heard;
    for (const type of types) {
      document.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail as Record<string, unknown>, target: event.target === document ? 'document' : (event.target as Element).localName }));
    }
  }, HOST_EVENTS);
}

const heard = (page: Page, type: string) => page.evaluate((wanted) => (window as unknown as { heardEvents: Heard[] }).heardEvents.filter((entry) => entry.type === wanted), type);

test.describe('host events on the casino page', () => {
  test('the casino hears login, navigation and betslip changes, and can take over the login', async ({ page }) => {
    const errors = collectPageErrors(page);
    await listenLikeAHost(page);
    await page.goto(hostUrl('/demo/casino.html'));
    const app = page.locator('sportsbook-app');
    // Inside the casino's <main> the sportsbook's header is no page banner: find its button by name.
    const loginButton = app.getByRole('button', { name: 'Login', exact: true }).first();

    // The sportsbook's first page, announced with no previous path.
    await expect.poll(async () => (await heard(page, 'sportsbook-navigate'))[0]?.detail).toEqual({ path: expect.stringMatching(/^\/en\//), previousPath: null });

    // The casino takes over login (demo/casino.js prevents sportsbook-login-requested and
    // opens its own form): our dialog stays closed.
    await loginButton.click();
    await expect.poll(async () => (await heard(page, 'sportsbook-login-requested')).length).toBe(1);
    // Page-wide: it goes out once on document (each element gets its own copy, which does not bubble).
    expect((await heard(page, 'sportsbook-login-requested'))[0]).toEqual({ type: 'sportsbook-login-requested', detail: {}, target: 'document' });
    const casinoLogin = page.getByRole('dialog', { name: 'Casino login' });
    await expect(casinoLogin).toBeVisible();
    await expect(app.getByRole('dialog', { name: 'Login' })).toHaveCount(0);

    // The casino's login hands its game token to the sportsbook: the host hears the player.
    await casinoLogin.getByLabel('Username').fill('demo');
    await casinoLogin.getByLabel('Password').fill('demo1234');
    await casinoLogin.getByRole('button', { name: 'Log in' }).click();
    await expect(casinoLogin).toBeHidden();
    await expect.poll(async () => (await heard(page, 'sportsbook-login')).map((entry) => entry.detail)).toEqual([{ username: 'demo', currency: 'EUR', accountId: '1001' }]);

    // A pick: the betslip's count and outcome ids.
    // On the last upcoming fixture (the latest kick-off): a live market of the shared world can
    // suspend between the look and the click, and the click then rightly adds nothing.
    const outcome = app.locator('main').getByRole('list', { name: 'Upcoming', exact: true }).locator(':scope > li').last().locator('button.sb-price:not([disabled])').first();
    await outcome.click();
    await expect.poll(async () => (await heard(page, 'sportsbook-betslip-change')).map((entry) => entry.detail.count)).toEqual([1]);
    const [change] = await heard(page, 'sportsbook-betslip-change');
    expect(change!.detail.outcomeIds).toEqual([expect.any(String)]);

    // A navigation inside the sportsbook: the new path and the one before.
    const before = (await heard(page, 'sportsbook-navigate')).at(-1)!.detail.path;
    await app.getByRole('link', { name: 'Jackpot' }).first().click();
    await expect.poll(async () => (await heard(page, 'sportsbook-navigate')).at(-1)?.detail).toEqual({ path: '/en/jackpot', previousPath: before });

    expect(errors).toEqual([]);
  });
});
