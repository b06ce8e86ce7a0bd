import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORE_CONSTANTS } from '../../core';
import { Header } from './Header';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const subHeader = () => screen.findByRole('navigation', { name: 'Quick links' });
const groupNames = (nav: HTMLElement) => [...nav.querySelectorAll(':scope > ul')].map((list) => within(list as HTMLElement).queryAllByRole('link').map((link) => link.textContent));

describe('header, desktop sub-header (spec 2)', () => {
  it('shows submenu subheader_id, 46 px high, the right-hand names on the right', async () => {
    const { runtime, paths } = await headerRuntime(inProcessSandbox('header'), { settings: { subheader_id: 1 } });
    renderInShell(runtime, <Header />);
    const nav = await subHeader();
    expect(paths).toContain('/api/submenus/1');
    expect(nav.style.height).toBe(`${CORE_CONSTANTS.subHeaderHeightPx}px`);
    expect(nav.style.height).toBe('46px');
    expect(groupNames(nav)).toEqual([
      ['Football', 'Live', 'Tennis', 'Basketball', 'Jackpot', 'Virtuals'],
      ['Promotions', 'VIP', 'Chat'],
    ]);
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('keeps its 46 px while the links load, so nothing below moves when they arrive', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { subheader_id: 1 } });
    const { container } = renderInShell(runtime, <Header />);
    const placeholder = container.querySelector<HTMLElement>('.sb-subheader--loading');
    expect(placeholder?.style.height).toBe('46px');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    const nav = await subHeader();
    expect(nav.style.height).toBe('46px');
    expect(container.querySelector('.sb-subheader--loading')).toBeNull();
  });

  it('links with the locale prefix, marks the current page, and keeps absolute links absolute', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { subheader_id: '1' } });
    renderInShell(runtime, <Header />, '/en/jackpot');
    const nav = await subHeader();
    expect(within(nav).getByRole('link', { name: 'Football' }).getAttribute('href')).toBe('/en/sports/240-FOOT');
    expect(within(nav).getByRole('link', { name: 'Jackpot' }).getAttribute('aria-current')).toBe('page');
    const chat = within(nav).getByRole('link', { name: 'Chat' });
    expect(chat.getAttribute('href')).toBe('https://chat.sandbox.test/');
    act(() => within(nav).getByRole('link', { name: 'Live' }).click());
    expect(screen.getByTestId('address').textContent).toBe('/en/live/sport/');
  });

  it('puts the links that do not fit under More (fit count given)', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { subheader_id: 1 } });
    renderInShell(runtime, <Header subHeaderFitCount={5} />);
    const nav = await subHeader();
    expect(groupNames(nav)).toEqual([
      ['Football', 'Live'],
      ['Promotions', 'VIP', 'Chat'],
    ]);
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    act(() => more.click());
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Tennis', '/en/sports/239-TENN'],
      ['Basketball', '/en/sports/227-BASK'],
      ['Jackpot', '/en/jackpot'],
      ['Virtuals', '/en/sports/kiron'],
    ]);
    act(() => within(menu).getByRole('menuitem', { name: 'Jackpot' }).click());
    expect(screen.getByTestId('address').textContent).toBe('/en/jackpot');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('measures how many fit with a ResizeObserver on the row, and follows a resize', async () => {
    let rowWidth = 560;
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {}
        unobserve() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('sb-subheader') ? rowWidth : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { width: this.hasAttribute('data-measure') ? 100 : 0 } as DOMRect;
    });
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { subheader_id: 1 } });
    renderInShell(runtime, <Header />);
    const nav = await subHeader();
    // 560 px: four links of 100 px and More (100 px) fit; the right-hand group keeps its places first.
    expect(groupNames(nav)).toEqual([['Football'], ['Promotions', 'VIP', 'Chat']]);
    expect(within(nav).getByRole('button', { name: 'More' })).toBeTruthy();
    rowWidth = 2000;
    act(() => observers.forEach((notify) => notify()));
    expect(groupNames(nav)[0]).toHaveLength(6);
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('is absent without subheader_id, and on mobile', async () => {
    // The sandbox brands set subheader_id 1; an operator without it sends nothing.
    const none = await headerRuntime(inProcessSandbox('header'), { settings: { subheader_id: null } });
    const first = renderInShell(none.runtime, <Header />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    expect(none.paths.some((path) => path.startsWith('/api/submenus'))).toBe(false);
    first.unmount();
    const mobile = await headerRuntime(inProcessSandbox('header'), { width: 375, settings: { subheader_id: 1 } });
    renderInShell(mobile.runtime, <Header />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  });
});
