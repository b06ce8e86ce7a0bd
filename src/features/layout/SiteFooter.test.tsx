import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';
import { SiteFooter } from './SiteFooter';
import { loadSanitizer } from '../../ui/loadSanitizer';

// DOMPurify loads with the first operator HTML (SafeHtml.lazy.test.tsx); here it has arrived, so markup shows in the first render.
beforeAll(() => loadSanitizer());

const EXTERNAL = '<p>Operator Ltd, licence 123</p><script>window.__footerRan = true</script><a href="javascript:alert(1)">bad</a>';

async function setup(settings: Record<string, unknown>, desktop = true) {
  window.history.replaceState(null, '', '/en/sports');
  const { runtime } = await layoutRuntime(settings, { width: desktop ? 1366 : 375 });
  const view = renderInShell(runtime, <SiteFooter desktop={desktop} />);
  return { runtime, ...view };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('site footer (spec 2)', () => {
  it('is on by default: links with the locale and the responsible-gambling line', async () => {
    await setup({});
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/promotions', '/en/open_bets', '/en/account']);
    expect(footer.textContent).toContain('Please play responsibly');
  });

  it('footer_enabled false switches it off', async () => {
    await setup({ footer_enabled: 'false' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the operator’s external footer, sanitised, even with the own footer off', async () => {
    const { container } = await setup({ footer_enabled: false, external_footer_html: EXTERNAL });
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Operator Ltd, licence 123');
    expect(footer.textContent).not.toContain('Please play responsibly');
    expect(container.querySelector('script')).toBeNull();
    expect(within(footer).getByText('bad').getAttribute('href')).toBeNull();
  });

  it('goes on mobile while the My Bets modal is visible, and comes back when it closes', async () => {
    const { runtime } = await setup({ external_footer_html: EXTERNAL }, false);
    expect(screen.getByText('Operator Ltd, licence 123')).toBeTruthy();
    act(() => runtime.store.myBets.open());
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => runtime.store.myBets.close());
    expect(screen.getByText('Operator Ltd, licence 123')).toBeTruthy();
  });

  it('stays on desktop while My Bets is visible (My Bets is in the right column there)', async () => {
    const { runtime } = await setup({ external_footer_html: EXTERNAL });
    act(() => runtime.store.myBets.open());
    expect(screen.getByText('Operator Ltd, licence 123')).toBeTruthy();
  });
});
