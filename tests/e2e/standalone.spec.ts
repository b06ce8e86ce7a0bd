import { expect, test } from '@playwright/test';
import { collectPageErrors } from './pageErrors';

test.describe('standalone site', () => {
  test('takes its title from the operator’s page_attributes and shows the footer at the bottom, without errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/en/live/sport/');
    await expect(page).toHaveTitle('Live betting');
    const footer = page.locator('sportsbook-app').getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    const box = await footer.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(700);
    expect(errors).toEqual([]);
  });
});
