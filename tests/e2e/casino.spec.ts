import { expect, test } from '@playwright/test';
import packageJson from '../../package.json' with { type: 'json' };

const { version } = packageJson;
import type * as Core from '../../src/core/index';
import { seriousAxeViolations } from './axe';
import { collectPageErrors, readyEvents, recordReadyEvents } from './pageErrors';

test.describe('casino host page with one script tag', () => {
  test('both elements announce ready, share one betslip state, and log no errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordReadyEvents(page);
    await page.goto('/demo/casino.html');

    await expect.poll(async () => (await readyEvents(page)).length).toBe(2);
    const ready = await readyEvents(page);
    expect(ready.map((event) => event.tag).sort()).toEqual(['sportsbook-app', 'sportsbook-betslip']);
    for (const event of ready) {
      expect(event.detail).toEqual({ version, brand: 'lucky-star', locale: 'en', capabilities: expect.arrayContaining(['method:navigate', 'method:addSelection']) });
    }

    const app = page.locator('sportsbook-app');
    const betslip = page.locator('sportsbook-betslip');
    // The footer's betslip button (spec 2: on desktop the footer keeps betslip and My Bets).
    const appToggle = app.getByRole('navigation', { name: 'Footer', exact: true }).getByRole('button', { name: 'Betslip' });
    await expect(appToggle).toHaveAttribute('aria-expanded', 'false');

    await appToggle.click();
    await expect(betslip.getByRole('region', { name: /Betslip/ })).toContainText('Your betslip is empty');
    await expect(appToggle).toHaveAttribute('aria-expanded', 'true');

    await betslip.getByRole('button', { name: 'Close' }).click();
    await expect(appToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(betslip.getByRole('region', { name: /Betslip/ })).toHaveCount(0);

    await page.screenshot({ path: test.info().outputPath('casino.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('the hostile host stylesheet does not reach the sportsbook, and ours does not reach the host', async ({ page }) => {
    await page.goto('/demo/casino.html');
    const appToggle = page.locator('sportsbook-app').getByRole('navigation', { name: 'Footer', exact: true }).getByRole('button', { name: 'Betslip' });
    await expect(appToggle).toBeVisible();

    const ours = await appToggle.evaluate((button) => {
      const style = getComputedStyle(button);
      const root = getComputedStyle(button.closest('.sb-root')!);
      return {
        fontSize: style.fontSize,
        color: style.color,
        background: style.backgroundColor,
        padding: style.paddingTop,
        rootFont: root.fontFamily,
        rootTransform: root.textTransform,
        rootSpacing: root.letterSpacing,
        rootLineHeight: root.lineHeight,
        rootBoxSizing: root.boxSizing,
      };
    });
    // The footer's betslip button: our stylesheet's values, none of the host's resets.
    expect(ours).toEqual({
      fontSize: '14px',
      color: 'rgb(255, 255, 255)',
      background: 'rgba(0, 0, 0, 0)',
      padding: '0px',
      rootFont: expect.stringContaining('system-ui'),
      rootTransform: 'none',
      rootSpacing: 'normal',
      rootLineHeight: '19.6px',
      rootBoxSizing: 'border-box',
    });

    const hostButton = await page.locator('#casino-login').evaluate((button) => {
      const style = getComputedStyle(button);
      return { fontSize: style.fontSize, color: style.color, background: style.backgroundColor };
    });
    expect(hostButton).toEqual({ fontSize: '40px', color: 'rgb(0, 255, 0)', background: 'rgb(0, 0, 0)' });
    // Our sheets live in the shadow roots, never in the host document.
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
  });
});

test.describe('standalone site and sandbox', () => {
  test('the site is one full-page <sportsbook-app>, also on a deep link', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordReadyEvents(page);
    for (const [path, title] of [
      ['/', 'Home'],
      ['/en/sports/240-FOOT', 'Football'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('body > *')).toHaveCount(1);
      await expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect.poll(async () => (await readyEvents(page)).map((event) => event.tag)).toEqual(['sportsbook-app']);
    }
    expect(errors).toEqual([]);
  });

  test('GET /api/health answers from the real server', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', service: 'sportsbook-sandbox', sdkVersion: version });
  });
});

test.describe('package entries', () => {
  test('the ./core entry loads in Node through the package exports (usable on a server)', async () => {
    // A variable specifier keeps the type checker from resolving dist/ before it is built.
    const specifier = '@sportsbook/sdk/core';
    const core = (await import(specifier)) as typeof Core;
    expect(core.withSelection(['o1'], 'o2')).toEqual(['o1', 'o2']);
    expect(core.parseHostOrigin('http://localhost:8080')).toEqual({ ok: true, origin: 'http://localhost:8080' });
  });
});

test.describe('accessibility', () => {
  for (const [page_, include] of [
    ['/', ['sportsbook-app']],
    ['/demo/casino.html', ['sportsbook-app', 'sportsbook-betslip']],
  ] as const) {
    test(`axe finds no serious or critical issue in the sportsbook on ${page_}`, async ({ page }) => {
      await page.goto(page_);
      await expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toBeVisible();
      // Open the betslip too, so the open state is checked as well as the collapsed one.
      await page.locator('sportsbook-app').getByRole('navigation', { name: 'Footer', exact: true }).getByRole('button', { name: 'Betslip' }).click();
      // Only our elements: the casino page around them is the host's business.
      expect(await seriousAxeViolations(page, include)).toEqual([]);
    });
  }
});
