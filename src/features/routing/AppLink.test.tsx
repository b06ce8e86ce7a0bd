import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { Header } from '../header/Header';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { disposeTestRuntimes } from '../runtime/testRuntime';
import { AppLink } from './AppLink';
import { SportsbookRouter } from './SportsbookRouter';
import { renderWith, routingRuntime } from './routingTestRuntime';

afterEach(() => {
  vi.restoreAllMocks();
  disposeTestRuntimes();
  cleanupHeaderTests();
  window.history.replaceState(null, '', '/');
});

describe('AppLink with operator addresses', () => {
  it('renders a link that may not be followed as plain text, warns once, and a click does nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uncaught = vi.fn();
    window.addEventListener('error', uncaught);
    window.history.replaceState(null, '', '/en/sports');
    const runtime = await routingRuntime(['en']);
    renderWith(
      runtime,
      <SportsbookRouter>
        <AppLink href=" javascript:alert(1)">Spaced</AppLink>
        <AppLink href=" javascript:alert(1)">Spaced again</AppLink>
        <AppLink href="data:text/html,<script>alert(1)</script>">Data</AppLink>
        <AppLink href="VBScript:msgbox(1)">Visual Basic</AppLink>
        <AppLink href="mailto:help@operator.test">Mail</AppLink>
      </SportsbookRouter>,
    );
    expect(screen.queryAllByRole('link').map((link) => link.textContent)).toEqual(['Mail']);
    const spaced = screen.getByText('Spaced');
    expect(spaced.tagName).toBe('SPAN');
    expect(spaced.hasAttribute('href')).toBe(false);
    act(() => spaced.click());
    expect(window.location.pathname).toBe('/en/sports');
    expect(uncaught).not.toHaveBeenCalled();
    window.removeEventListener('error', uncaught);
    const warned = warn.mock.calls.map(([message]) => String(message));
    expect(warned.filter((message) => message.includes('" javascript:alert(1)"'))).toHaveLength(1);
    expect(warned.some((message) => message.includes('data:text/html'))).toBe(true);
    expect(warned.some((message) => message.includes('VBScript:msgbox(1)'))).toBe(true);
  });

  it('keeps a menu item in the menu (role, focus order) when its address is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = await routingRuntime(['en']);
    renderWith(
      runtime,
      <SportsbookRouter>
        <AppLink href="javascript:void(0)" role="menuitem" tabIndex={-1} className="sb-menu__item">
          Withdraw
        </AppLink>
      </SportsbookRouter>,
    );
    const item = screen.getByRole('menuitem', { name: 'Withdraw' });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.getAttribute('tabindex')).toBe('-1');
    expect(item.className).toBe('sb-menu__item');
  });

  it('shows a data: registration URL from the operator settings as text, an https one as a link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = await headerRuntime(inProcessSandbox('links'), { settings: { registration_mode: 'same_tab', registration_url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' } });
    const { unmount } = renderInShell(refused.runtime, <Header />);
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
    expect(screen.getByText('Join').tagName).toBe('SPAN');
    unmount();
    const followed = await headerRuntime(inProcessSandbox('links'), { settings: { registration_mode: 'same_tab', registration_url: ' https://signup.operator.test/join' } });
    renderInShell(followed.runtime, <Header />);
    expect(screen.getByRole('link', { name: 'Join' }).getAttribute('href')).toMatch(/^https:\/\/signup\.operator\.test\/join\?return_url=/);
  });
});
