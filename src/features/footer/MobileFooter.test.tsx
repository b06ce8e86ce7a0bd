import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRuntime, memoryStorage } from '../../store';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { MobileFooter } from './MobileFooter';

async function setup(settings: Record<string, unknown> = {}, width = 375) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const runtime = createRuntime(
    { brand: 'eurobet', apiBase: 'http://operator.test/' },
    { storage: memoryStorage(), reload: () => undefined, fetch: (async () => Response.json({ eurobet: { web: { locale: 'en', channel: 'web', ...settings } } })) as typeof fetch },
  );
  await runtime.store.settings.load();
  await runtime.i18n.ready;
  render(
    <RuntimeProvider runtime={runtime}>
      <MobileFooter />
    </RuntimeProvider>,
  );
  return runtime;
}

const labels = () => within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => window.history.replaceState(null, '', '/en/sports'));
afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));

describe('mobile footer (spec 2)', () => {
  it('shows the items of the spec table in order, at most five', async () => {
    await setup({ clem_show_header: false, display_hamburger_menu: true, root_page_configuration: 'prematch', kiron_enabled: true });
    expect(labels()).toEqual(['Menu', 'Sports', 'Live', 'Betslip', 'My Bets']);
  });

  it('shows only betslip and My Bets on desktop', async () => {
    await setup({}, 1024);
    expect(labels()).toEqual(['Betslip', 'My Bets']);
  });

  it('links with the locale prefix and marks the current page', async () => {
    await setup({ clem_show_header: true });
    const sports = screen.getByRole('link', { name: 'Sports' });
    expect(sports.getAttribute('href')).toBe('/en/sports');
    expect(sports.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Live' }).getAttribute('href')).toBe('/en/live/sport/');
  });

  it('opens the login dialog for My Bets while logged out, and toggles the betslip', async () => {
    const runtime = await setup({ clem_show_header: true });
    act(() => screen.getByRole('link', { name: 'My Bets' }).click());
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
    const betslip = screen.getByRole('button', { name: 'Betslip' });
    act(() => betslip.click());
    expect(runtime.store.betslip.isOpen.value).toBe(true);
    expect(betslip.getAttribute('aria-expanded')).toBe('true');
    // Nothing is highlighted while the betslip is open.
    expect(screen.getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the betslip count as a badge', async () => {
    const runtime = await setup({ clem_show_header: true });
    act(() => {
      seedCatalogue(runtime.store.catalogue);
      runtime.store.betslip.addSelection('o1-1');
      runtime.store.betslip.addSelection('o2-1');
    });
    expect(screen.getByLabelText('2 selections').textContent).toBe('2');
  });
});
