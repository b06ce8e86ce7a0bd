import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from './Header';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

afterEach(cleanupHeaderTests);

const languages = (locales: string[]) => locales.map((locale) => ({ id: locale, name: locale.toUpperCase(), external_locale: `${locale}-${locale.toUpperCase()}`, locale }));

describe('header language selector (spec 2)', () => {
  it('is a flag button whose menu names each language; the current one is checked', async () => {
    // The sandbox's eurobet lists en, de, it, pt and turns enable_flags on; the sportsbook
    // ships no German or Italian texts, so it offers en and pt only (issue 23).
    const { runtime } = await headerRuntime(inProcessSandbox('header'));
    renderInShell(runtime, <Header />);
    const button = screen.getByRole('button', { name: 'EN Language: English' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.textContent).toBe('EN');
    act(() => button.click());
    const menu = screen.getByRole('menu', { name: 'Languages' });
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['ENEnglish', 'PTPortuguês']);
    expect(options.map((option) => option.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(screen.getByRole('menuitemradio', { name: 'Português' }).getAttribute('lang')).toBe('pt');
    expect(menu.className).toContain('sb-header__languages--single-column');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(button);
  });

  it('switches the language: the same page under the new locale, texts in that language', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'));
    renderInShell(runtime, <Header />, '/en/live/sport/');
    act(() => screen.getByRole('button', { name: 'EN Language: English' }).click());
    await act(async () => {
      screen.getByRole('menuitemradio', { name: 'Português' }).click();
      await runtime.i18n.changeLanguage('pt');
    });
    expect(runtime.config.locale.value).toBe('pt');
    expect(screen.getByTestId('address').textContent).toBe('/pt/live/sport/');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    // Join leads to the operator's registration page (eurobet opens it in the frame dialog, docs/account-cashier.md).
    expect(screen.getByRole('link', { name: 'Registar' }).getAttribute('href')).toMatch(/^http:\/\/sandbox\.test\/operator\/register/);
    expect(screen.getByRole('button', { name: 'PT Idioma: Português' })).toBeTruthy();
  });

  it('offers only the languages whose texts ship, in the brand’s order (8 listed, 5 shipped: one column)', async () => {
    // The grid above 7 languages is core's languageSelectorLayout (its own test); the
    // sportsbook ships 5 complete languages, so no brand reaches it today.
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { languages: languages(['en', 'fr', 'de', 'es', 'pt', 'it', 'sw', 'nl']) } });
    renderInShell(runtime, <Header />);
    act(() => screen.getByRole('button', { name: 'EN Language: English' }).click());
    const menu = screen.getByRole('menu', { name: 'Languages' });
    expect(within(menu).getAllByRole('menuitemradio').map((option) => option.getAttribute('lang'))).toEqual(['en', 'fr', 'es', 'pt', 'sw']);
    expect(menu.className).toContain('sb-header__languages--single-column');
  });

  it('is not shown when enable_flags is off, with a single language, or on mobile', async () => {
    const off = await headerRuntime(inProcessSandbox('header'), { settings: { enable_flags: false } });
    const first = renderInShell(off.runtime, <Header />);
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull();
    first.unmount();
    const single = await headerRuntime(inProcessSandbox('header'), { settings: { languages: languages(['en']) } });
    const second = renderInShell(single.runtime, <Header />);
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull();
    second.unmount();
    const mobile = await headerRuntime(inProcessSandbox('header'), { width: 375 });
    renderInShell(mobile.runtime, <Header />);
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull();
  });
});
