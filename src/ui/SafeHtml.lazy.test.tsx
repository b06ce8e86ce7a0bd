import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { loadedSanitizer } from './loadSanitizer';

// A file of its own: the sanitiser has not been loaded in this module graph yet.
describe('SafeHtml before DOMPurify has arrived', () => {
  it('shows nothing unsanitised, loads the sanitiser on first use, then shows the sanitised markup', async () => {
    expect(loadedSanitizer()).toBeNull();
    const { container } = render(<SafeHtml html={'<p>Play responsibly</p><img src="x" onerror="window.__xss = true">'} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.innerHTML).toBe('');
    await waitFor(() => expect(root.querySelector('p')?.textContent).toBe('Play responsibly'));
    expect(root.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(loadedSanitizer()).not.toBeNull();
  });
});
