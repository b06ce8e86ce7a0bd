import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { loadSanitizer } from './loadSanitizer';

// DOMPurify loads with the first operator HTML (SafeHtml.lazy.test.tsx); here it has arrived, so markup shows in the first render.
beforeAll(() => loadSanitizer());

describe('SafeHtml', () => {
  it('keeps the markup and drops scripts, handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml html={'<p>Play <a href="/account">responsibly</a></p><script>window.__ran = true</script><img src="x" onerror="window.__xss = true"><a href="javascript:alert(1)">x</a>'} />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.querySelector('p')?.textContent).toBe('Play responsibly');
    expect(root.querySelector('p a')?.getAttribute('href')).toBe('/account');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect([...root.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/account', null]);
  });
});

describe('SafeHtml and the operator\'s styles (no inline style ever reaches a parser)', () => {
  it('applies style attributes through the CSSOM and leaves no attribute to parse', () => {
    const { container } = render(<SafeHtml html={'<h3 style="margin:0 0 4px;letter-spacing:1px">Play</h3><p>limits <strong style="color: rgb(200, 0, 0)">18+</strong></p>'} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.querySelector('h3')!.style.marginBottom).toBe('4px');
    expect(root.querySelector('h3')!.style.letterSpacing).toBe('1px');
    expect(root.querySelector('strong')!.style.color).toBe('rgb(200, 0, 0)');
    expect(root.querySelectorAll('[data-sb-style]')).toHaveLength(0);
  });

  it('takes <style> blocks out of the markup into a stylesheet of the root, removed with the widget', () => {
    const { container, unmount } = render(<SafeHtml html={'<style>.rg-note{border-left:4px solid green}</style><p class="rg-note">18+</p>'} />);
    expect(container.querySelector('style')).toBeNull();
    expect(container.querySelector('.rg-note')?.textContent).toBe('18+');
    // jsdom has no constructable stylesheets: the fallback is a <style> outside the widget's markup.
    const sheets = () => [...document.querySelectorAll('style')].map((style) => style.textContent);
    expect(sheets()).toContain('.rg-note{border-left:4px solid green}');
    unmount();
    expect(sheets()).not.toContain('.rg-note{border-left:4px solid green}');
  });

  it('a style attribute cannot smuggle markup or script past the sanitiser', () => {
    const { container } = render(<SafeHtml html={'<p style="color:red" onclick="window.__x=1">a</p><p style=\'"><img src=x onerror=alert(1)>\'>b</p>'} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('p')!.hasAttribute('onclick')).toBe(false);
    expect(root.querySelector('p')!.style.color).toBe('red');
  });
});
