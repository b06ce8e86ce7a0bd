import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_ITEM_RENDERERS, LayoutItems } from './LayoutItems';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';
import { loadSanitizer } from '../../ui/loadSanitizer';

// DOMPurify loads with the first operator HTML (SafeHtml.lazy.test.tsx); here it has arrived, so markup shows in the first render.
beforeAll(() => loadSanitizer());

describe('layout items (spec 2: html_widget or advert)', () => {
  it('shows an HTML widget from the store, without its scripts or handlers', async () => {
    const { runtime, requests } = await layoutRuntime({}, { widgets: { 7: '<p>Hello <b>bettor</b></p><script>window.__ran = true</script><img src="x" onerror="window.__xss = true">' } });
    const { container } = renderInShell(runtime, <LayoutItems items={[{ name: 'html_widget', id: 7 }]} />);
    expect(await screen.findByText('bettor')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(requests.some((request) => request.startsWith('/api/html_widgets/7?active=true'))).toBe(true);
  });

  it('renders nothing for a widget that fails, an advert the operator refuses, or an unknown name', async () => {
    const { runtime, requests } = await layoutRuntime();
    const { container } = renderInShell(
      runtime,
      <LayoutItems
        items={[
          { name: 'html_widget', id: 404 },
          { name: 'advert', id: 11 },
          { name: 'carousel', id: 1 },
        ]}
      />,
    );
    await waitFor(() => expect(requests.some((request) => request.startsWith('/api/html_widgets/404?'))).toBe(true));
    await waitFor(() => expect(requests.some((request) => request.startsWith('/api/adverts/11?'))).toBe(true));
    // Give the failed answer time to settle before checking nothing was drawn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('.sb-layout-item, .sb-advert')).toBeNull();
  });

  it('knows the two item names of spec 2; a new name is added to the map', () => {
    expect(Object.keys(LAYOUT_ITEM_RENDERERS)).toEqual(['html_widget', 'advert']);
  });
});
