import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';

// Issue 23: on a 320 px phone the header's wide logo shrank to nothing beside the menu,
// search and login buttons. There the brand's square mark (its favicon) takes its place; from
// 360 px the logo keeps a legible 56 px. EuroBet in English and Golazo in Spanish, whose login
// texts ("Iniciar sesión", "Registrarse") are the longest the brands offer.

const app = (page: Page) => page.locator('sportsbook-app');

interface HeaderLayout {
  logoWidth: number;
  logoRight: number;
  endLeft: number;
  source: string;
  pageWidth: number;
}

const headerLayout = (page: Page): Promise<HeaderLayout> =>
  app(page)
    .locator('.sb-header__logo-image')
    .evaluate((image) => {
      const logo = (image as HTMLImageElement).getBoundingClientRect();
      const end = image.closest('.sb-header__bar')!.querySelector('.sb-header__end')!.getBoundingClientRect();
      return { logoWidth: logo.width, logoRight: logo.right, endLeft: end.left, source: (image as HTMLImageElement).currentSrc, pageWidth: document.documentElement.scrollWidth };
    });

const LOOKS = [
  { brand: 'eurobet', language: 'en', login: 'Login' },
  { brand: 'golazo', language: 'es', login: 'Iniciar sesión' },
] as const;

for (const { brand, language, login } of LOOKS) {
  for (const width of [320, 360, 375]) {
    test(`${brand} in ${language} at ${width} px: the header shows the brand ${width < 360 ? 'mark at 32 px' : 'logo at 56 px or more'}, clear of the buttons, nothing wider than the screen`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 740 });
      const errors = collectPageErrors(page);
      await page.goto(`/${language}/?brand=${brand}`);
      await expect(app(page).getByRole('button', { name: login, exact: true })).toBeVisible();
      const logo = app(page).locator('.sb-header__logo-image');
      await expect(logo).toBeVisible();
      await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);

      const layout = await headerLayout(page);
      if (width < 360) {
        expect(layout.source).toMatch(new RegExp(`/brand-assets/${brand}/favicon\\.svg$`));
        expect(layout.logoWidth).toBeGreaterThanOrEqual(32);
      } else {
        expect(layout.source).toMatch(new RegExp(`/brand-assets/${brand}/logo-(light|dark)\\.svg$`));
        expect(layout.logoWidth).toBeGreaterThanOrEqual(56);
      }
      expect(layout.logoRight).toBeLessThanOrEqual(layout.endLeft);
      expect(layout.pageWidth).toBeLessThanOrEqual(width);
      await keepScreenshot(page, testInfo, `phone-header-${brand}-${width}`);
      expect(errors).toEqual([]);
    });
  }
}
