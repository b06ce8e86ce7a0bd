import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is one busy status named by its label; the placeholders are hidden from assistive technology and hold no text', () => {
    render(<Skeleton label="Loading events…" shape="event-cards" count={3} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading events…');
    const cards = status.querySelectorAll('.sb-skeleton__card');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.getAttribute('aria-hidden')).toBe('true');
    // Three price blocks a card, where the card's three prices will be.
    expect(cards[0]!.querySelectorAll('.sb-skeleton__price')).toHaveLength(3);
  });

  it('cards with a picture, three by default, in the grid of what loads', () => {
    render(<Skeleton label="Loading promotions…" shape="media-cards" className="sb-promotions__grid" />);
    const status = screen.getByRole('status');
    expect(status.className).toBe('sb-skeleton sb-skeleton--media-cards sb-promotions__grid');
    const cards = status.querySelectorAll('.sb-skeleton__media-card[aria-hidden="true"]');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.querySelectorAll('.sb-skeleton__media')).toHaveLength(1);
    expect(status.textContent).toBe('Loading promotions…');
  });

  it('rows by default five, for lists of records', () => {
    render(<Skeleton label="Loading…" shape="rows" />);
    expect(screen.getByRole('status').querySelectorAll('.sb-skeleton__row[aria-hidden="true"]')).toHaveLength(5);
  });
});
