import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { EventCard } from '../events/EventCard';
import { SportsbookRouter } from '../routing/SportsbookRouter';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { disposeTestRuntimes, testRuntime } from '../runtime/testRuntime';

const noNetwork = (() => Promise.reject(new Error('this test makes no request'))) as typeof fetch;

afterEach(disposeTestRuntimes);

/** Twenty cards, each under its own Profiler: a card's commits are recorded under its id. */
async function renderedCards() {
  const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
  seedCatalogue(runtime.store.catalogue, 20);
  const commits: string[] = [];
  const ids = Array.from({ length: 20 }, (_, index) => `e${index + 1}`);
  render(
    <RuntimeProvider runtime={runtime}>
      <SportsbookRouter>
        {ids.map((id) => (
          <Profiler key={id} id={id} onRender={(cardId) => commits.push(cardId)}>
            <EventCard eventId={id} />
          </Profiler>
        ))}
      </SportsbookRouter>
    </RuntimeProvider>,
  );
  commits.length = 0;
  return { runtime, commits };
}

describe('favourite star', () => {
  it('toggles aria-pressed, its name and the store; only its own card commits', async () => {
    const { runtime, commits } = await renderedCards();
    const star = screen.getByRole('button', { name: 'Add Home 7 v Away 7 to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');

    act(() => star.click());
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(star.getAttribute('aria-label')).toBe('Remove Home 7 v Away 7 from favourites');
    expect(runtime.store.favourites.ids.value).toEqual(['e7']);
    // One commit, under card e7's Profiler: the other nineteen cards rendered nothing.
    expect(commits).toEqual(['e7']);

    commits.length = 0;
    act(() => screen.getByRole('button', { name: 'Add Home 12 v Away 12 to favourites' }).click());
    act(() => star.click());
    expect(commits).toEqual(['e12', 'e7']);
    expect(runtime.store.favourites.ids.value).toEqual(['e12']);
    expect(screen.getAllByRole('button', { pressed: true }).map((button) => button.getAttribute('aria-label'))).toEqual(['Remove Home 12 v Away 12 from favourites']);
  });

  it('a favourite starred elsewhere (another element, the store) shows pressed on its card alone', async () => {
    const { runtime, commits } = await renderedCards();
    act(() => runtime.store.favourites.toggle('e3'));
    expect(screen.getByRole('button', { name: 'Remove Home 3 v Away 3 from favourites' }).getAttribute('aria-pressed')).toBe('true');
    expect(commits).toEqual(['e3']);
  });
});
