import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Header } from './Header';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

// Vitest does not process CSS imports, so the files are read as they ship.
const headerCss = readFileSync(join(__dirname, 'Header.css'), 'utf8');
const tokensCss = readFileSync(join(__dirname, '../../theme/tokens.css'), 'utf8');

let style: HTMLStyleElement | null = null;
afterEach(() => {
  cleanupHeaderTests();
  style?.remove();
  style = null;
});

describe('site header (spec 2)', () => {
  it('is the banner landmark, sticky at the top, its bar --sb-header-height (56 px) high', async () => {
    style = document.createElement('style');
    style.textContent = headerCss;
    document.head.append(style);
    const { runtime } = await headerRuntime(inProcessSandbox('header'));
    renderInShell(runtime, <Header />);
    const banner = screen.getByRole('banner');
    expect(banner.tagName).toBe('HEADER');
    // jsdom's style engine does not know `sticky`, so the rule is read as written.
    const rule = /\.sb-header \{([^}]*)\}/.exec(headerCss)?.[1] ?? '';
    expect(rule).toMatch(/position:\s*sticky;/);
    expect(rule).toMatch(/top:\s*0;/);
    expect(banner.className).toBe('sb-header');
    expect(getComputedStyle(banner.querySelector('.sb-header__bar')!).height).toBe('var(--sb-header-height)');
    expect(tokensCss).toMatch(/--sb-header-height:\s*56px/);
    // Sizes in px only: rem would follow the host page's root font size.
    expect(headerCss).not.toMatch(/\d+(\.\d+)?rem\b/);
  });

  it('logged out on desktop: logo, search field, Login, Join, languages; every button has a name', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'));
    renderInShell(runtime, <Header />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link').map((link) => link.textContent || link.querySelector('img')?.alt)).toEqual(['EuroBet', 'Join']);
    expect(within(banner).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Login', 'EN Language: English']);
    expect(within(banner).getByRole('combobox').getAttribute('aria-label')).toBe('Search events, teams and leagues');
  });

  it('logged in on mobile: menu, logo, search, balance and its toggle, nothing desktop-only', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo', width: 375 });
    renderInShell(runtime, <Header />);
    const banner = screen.getByRole('banner');
    const names = within(banner)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim());
    expect(names).toEqual(['Menu', 'Search', 'Hide balance', 'Balance EUR 1,000.00']);
    expect(within(banner).queryByRole('combobox')).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Cashier' })).toBeNull();
  });
});
