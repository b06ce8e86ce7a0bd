import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFavicon } from './useFavicon';

function Favicon({ url, ownsDocument = false }: { url: string | null; ownsDocument?: boolean }) {
  useFavicon(url, ownsDocument);
  return null;
}

afterEach(() => {
  document.head.querySelectorAll('link[rel~="icon"]').forEach((link) => link.remove());
});

describe('useFavicon', () => {
  it('leaves an embedding page’s icon alone', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="https://casino.example/star.ico">');
    render(<Favicon url="https://operator.example/favicon.svg" />);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.getAttribute('href')).toBe('https://casino.example/star.ico');
  });

  it('on the standalone site replaces the icon and puts the old one back afterwards', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="data:,">');
    const view = render(<Favicon url="https://operator.example/a.svg" ownsDocument />);
    const link = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')!;
    expect(link().getAttribute('href')).toBe('https://operator.example/a.svg');
    view.rerender(<Favicon url="https://operator.example/b.svg" ownsDocument />);
    expect(link().getAttribute('href')).toBe('https://operator.example/b.svg');
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
    view.unmount();
    expect(link().getAttribute('href')).toBe('data:,');
  });
});
