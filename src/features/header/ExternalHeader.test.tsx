import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Header } from './Header';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';
import { loadSanitizer } from '../../ui/loadSanitizer';

// DOMPurify loads with the first operator HTML (src/ui/SafeHtml.lazy.test.tsx); here it has arrived, so markup shows in the first render.
beforeAll(() => loadSanitizer());

afterEach(() => {
  cleanupHeaderTests();
  delete (window as { externalHeaderRan?: boolean }).externalHeaderRan;
});

describe('header, optional external header (spec 2)', () => {
  it("loads the configured path and shows the operator's html with its css", async () => {
    const { runtime, paths } = await headerRuntime(inProcessSandbox('header'), { settings: { external_header_path: '/api/external_header' } });
    const { container } = renderInShell(runtime, <Header />);
    const strip = await screen.findByRole('region', { name: 'Operator header' });
    expect(strip.querySelector('.ext-header')?.textContent).toBe('Operator header (external)');
    // Its css is a stylesheet of the root, not a <style> in the markup a host's CSP would block
    // (jsdom has no constructable sheets: its fallback <style> sits outside the strip).
    expect(strip.querySelector('style')).toBeNull();
    expect([...document.querySelectorAll('style')].map((style) => style.textContent)).toContain('.ext-header{background:#111;color:#fff;padding:8px 16px;font:14px sans-serif}');
    expect(paths.filter((path) => path === '/api/external_header')).toHaveLength(1);
    // Our own header still follows it.
    expect(container.querySelector('header')).not.toBeNull();
  });

  it('never runs its js, nor scripts or handlers in its html', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), {
      settings: { external_header_path: '/cms/header.json' },
      answers: {
        '/cms/header.json': {
          css: '.op{color:red}',
          js: 'window.externalHeaderRan = true;',
          html: '<div class="op"><img src="x" onerror="window.externalHeaderRan = true"><script>window.externalHeaderRan = true</script><a href="javascript:window.externalHeaderRan=true">Offers</a></div>',
        },
      },
    });
    renderInShell(runtime, <Header />);
    const strip = await screen.findByRole('region', { name: 'Operator header' });
    expect(strip.querySelector('script')).toBeNull();
    expect(strip.querySelector('[onerror]')).toBeNull();
    expect(strip.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(strip.textContent).not.toContain('externalHeaderRan');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as { externalHeaderRan?: boolean }).externalHeaderRan).toBeUndefined();
  });

  it('asks for nothing and shows nothing without external_header_path', async () => {
    const { runtime, paths } = await headerRuntime(inProcessSandbox('header'));
    renderInShell(runtime, <Header />);
    await waitFor(() => expect(screen.getByRole('banner')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Operator header' })).toBeNull();
    expect(paths.some((path) => path.includes('header'))).toBe(false);
  });
});
