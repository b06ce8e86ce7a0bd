import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { MenuDrawer } from './MenuDrawer';

afterEach(cleanupHeaderTests);

async function openDrawer(brand: string) {
  const test = await headerRuntime(inProcessSandbox('drawer-language'), { width: 375, brand });
  renderInShell(test.runtime, <MenuDrawer items={[]} />, '/en/live/sport/');
  act(() => test.runtime.store.ui.toggleMobileMenu());
  // The drawer's content is loaded on demand (MenuDrawer.tsx).
  return { ...test, dialog: await screen.findByRole('dialog', { name: 'Menu' }) };
}

describe('mobile menu drawer, language choice', () => {
  it("lists the operator's languages and moves the page to the chosen one", async () => {
    const { runtime, dialog } = await openDrawer('eurobet');
    const select = within(dialog).getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      // eurobet also lists de and it, which the sportsbook has no texts for (issue 23).
      ['en', 'English'],
      ['pt', 'Português'],
    ]);
    expect(select.value).toBe('en');
    await act(async () => {
      fireEvent.change(select, { target: { value: 'pt' } });
      await runtime.i18n.changeLanguage('pt');
    });
    expect(runtime.config.locale.value).toBe('pt');
    expect(screen.getByTestId('address').textContent).toBe('/pt/live/sport/');
    // The page moved, so the drawer closed like after any navigation; reopened, it speaks Portuguese.
    if (!runtime.store.ui.mobileMenuOpen.value) act(() => runtime.store.ui.toggleMobileMenu());
    expect((screen.getByRole('combobox', { name: 'Idioma' }) as HTMLSelectElement).value).toBe('pt');
  });

  it('is absent for an operator with one language', async () => {
    const { dialog } = await openDrawer('kingsbet');
    expect(within(dialog).queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});
