import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileFooter } from '../footer/MobileFooter';
import { MainNavigation } from '../layout/MainNavigation';
import { SiteFooter } from '../layout/SiteFooter';
import { layoutRuntime, renderInShell } from '../layout/layoutTestRuntime';
import { disposeTestRuntimes } from '../runtime/testRuntime';

afterEach(disposeTestRuntimes);

const FOOTER_BAR = 'Footer';

/** Every link named Promotions on the screen, by its address. */
async function promotionsLinks(settings: Record<string, unknown>, width: number) {
  cleanup();
  window.history.replaceState(null, '', '/en/sports');
  // The header and the hamburger on, so the footer bar has its promotions item (spec 2: otherwise My account takes its place).
  const { runtime } = await layoutRuntime({ clem_show_header: true, display_hamburger_menu: true, ...settings }, { width });
  renderInShell(
    runtime,
    <>
      <MainNavigation />
      <SiteFooter desktop={width >= 1024} />
      {width < 1024 ? <MobileFooter /> : null}
    </>,
  );
  return screen.queryAllByRole('link', { name: 'Promotions' }).map((link) => link.getAttribute('href'));
}

describe('links to promotions (spec 2)', () => {
  it('go to /promotions by default: menu, site footer and footer bar', async () => {
    expect(await promotionsLinks({}, 375)).toEqual(['/en/promotions', '/en/promotions', '/en/promotions']);
  });

  it('go to the configured address', async () => {
    expect(await promotionsLinks({ promotions_url: '/offers' }, 375)).toEqual(['/en/offers', '/en/offers', '/en/offers']);
    expect(await promotionsLinks({ promotions_url: 'https://promo.example/offers' }, 1366)).toEqual(['https://promo.example/offers', 'https://promo.example/offers']);
  });

  it('are all hidden when the promotions feature is off, or the virtuals flag is', async () => {
    expect(await promotionsLinks({ promotions_enabled: false }, 375)).toEqual([]);
    expect(await promotionsLinks({ virtuals_enabled: 'false' }, 375)).toEqual([]);
    // The footer bar keeps its other items.
    expect(within(screen.getByRole('navigation', { name: FOOTER_BAR })).getByRole('link', { name: 'Live' })).toBeTruthy();
  });
});
