import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

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
