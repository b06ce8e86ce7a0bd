import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import type { FailedRegion } from '../../store';
import { disposeTestRuntimes, renderInRouter, testRuntime } from '../runtime/testRuntime';
import { NewsPopups } from './NewsPopups';

// A popup whose dialog cannot render (a bug, an operator answer it cannot show, its chunk
// failing to arrive) must fail alone: the operator-content notice in its place, reported once.
vi.mock('./lazyNewsPopupDialog', () => ({
  NewsPopupDialog: () => {
    throw new Error('the popup could not render');
  },
}));

afterEach(() => disposeTestRuntimes());

describe('a news popup that fails', () => {
  it('shows the operator-content notice in its place, is reported, and the page around it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = await testRuntime({ config: { apiBase: 'http://sandbox.test/' }, fetch: sandboxFetch({ newsPopups: 'seeded' }).fetch });
    const reported: FailedRegion[] = [];
    runtime.store.failures.subscribe((failure) => reported.push(failure.region));
    await runtime.store.newsPopups.load();
    renderInRouter(
      runtime,
      <>
        <button type="button">Still here</button>
        <NewsPopups />
      </>,
    );
    const notice = await screen.findByRole('status');
    expect(notice.getAttribute('data-region')).toBe('operator-content');
    expect(within(notice).getByText('This content could not be shown.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Still here' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reported).toEqual(['operator-content']);
  });
});
