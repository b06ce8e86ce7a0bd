import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { LayoutItems } from './LayoutItems';
import { loadSanitizer } from '../../ui/loadSanitizer';

// DOMPurify loads with the first operator HTML (SafeHtml.lazy.test.tsx); here it has arrived, so markup shows in the first render.
beforeAll(() => loadSanitizer());

afterEach(() => {
  cleanupHeaderTests();
  vi.restoreAllMocks();
});

// The sandbox's adverts: 11 ALL, 12 LOGGED_OUT, 13 LOGGED_IN, 14 LOGGED_IN_DEPOSITED,
// 15 LOGGED_IN_NOT_DEPOSITED, 17 IMPORTED_LIST (highroller, demo), 18 ALL as a popup.
const ITEMS = [11, 12, 13, 14, 15, 17, 18, 99].map((id) => ({ name: 'advert', id }));

async function renderAdverts(player?: string) {
  const test = await headerRuntime(inProcessSandbox('adverts'), player ? { player } : {});
  renderInShell(test.runtime, <LayoutItems items={ITEMS} />);
  return test;
}

const shownAdverts = () => screen.queryAllByRole('img').map((image) => image.getAttribute('alt'));

describe('advert layout items (spec 2, 5, 7)', () => {
  it('shows a logged-out visitor the adverts for everyone and for visitors, 280 px wide, with description and link', async () => {
    await renderAdverts();
    await vi.waitFor(() => expect(shownAdverts()).toEqual(['Weekend football', 'Welcome bonus', 'Live streaming']));
    const image = screen.getByRole('img', { name: 'Weekend football' });
    expect(image.getAttribute('src')).toBe('http://sandbox.test/api/advert-assets/11.svg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['280', '160']);
    const link = image.closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/en/promotions');
    expect(within(link).getByText('Weekend football: all offer.')).toBeTruthy();
    expect(within(link).getByText('Find out more')).toBeTruthy();
  });

  it("shows a depositing player the logged-in adverts and the imported list they are on, never the visitors' or non-depositors'", async () => {
    await renderAdverts('demo');
    await vi.waitFor(() => expect(shownAdverts()).toEqual(['Weekend football', 'Reload bonus', 'VIP club', 'Invitation only', 'Live streaming']));
  });

  it('shows a player who has not deposited the first-deposit advert instead of the VIP one', async () => {
    await renderAdverts('newcomer');
    await vi.waitFor(() => expect(shownAdverts()).toEqual(['Weekend football', 'Reload bonus', 'First deposit bonus', 'Live streaming']));
  });

  it('opens a popup advert in a window of its configured size, not in the page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { runtime } = await renderAdverts();
    const image = await screen.findByRole('img', { name: 'Live streaming' });
    fireEvent.click(image.closest('a') as HTMLAnchorElement);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/en\/live\/sport\/$/), 'sb-advert-18', 'width=800,height=450,resizable=yes,scrollbars=no,noopener');
    expect(screen.getByTestId('address').textContent).toBe('/en/');
    expect(runtime.config.locale.value).toBe('en');
  });

  it('shows nothing for an advert the server answers with a status (a failure)', async () => {
    const { paths } = await renderAdverts();
    await vi.waitFor(() => expect(shownAdverts()).toHaveLength(3));
    expect(paths).toContain('/api/adverts/99');
    await act(async () => undefined);
    expect(shownAdverts()).toHaveLength(3);
  });
});
