import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyIncident } from '../../core';
import { cleanupHeaderTests, renderInShell } from '../header/headerTestRuntime';
import { testRuntime } from '../runtime/testRuntime';
import { asApiEvents, footballLive } from '../events/eventFixtures.testing';
import { EventMedia } from './EventMedia';

const noNetwork = (() => Promise.reject(new Error('this test makes no request'))) as typeof fetch;

async function media(event: Record<string, unknown> = footballLive, query = '') {
  const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
  runtime.store.catalogue.applySnapshot(asApiEvents(event as typeof footballLive));
  const signal = runtime.store.catalogue.event(String(event.id))!;
  renderInShell(runtime, <EventMedia event={signal} />, `/en/live/${String(event.slug)}${query}`);
  return { runtime, section: screen.queryByRole('region', { name: 'Watch and follow' }) as HTMLElement };
}

afterEach(cleanupHeaderTests);

describe('the event page\'s stream and tracker', () => {
  it('opens the url stream in place, muted, with controls, resolved against the API', async () => {
    const { section } = await media();
    const button = within(section).getByRole('button', { name: 'Live stream' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const video = section.querySelector('video')!;
    expect(video.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/sandbox\/streams\/100640\.webm$/);
    expect([video.muted, video.controls, video.autoplay, video.loop]).toEqual([true, true, true, true]);
    expect(video.getAttribute('aria-label')).toBe('Live stream: Westbrook Sporting v Juniper Albion');
    expect(within(section).getByRole('status').textContent).toBe('Starting the stream…');
  });

  it('opens the panel a card\'s chip asks for (?media=tracker)', async () => {
    const { section } = await media(footballLive, '?media=tracker');
    expect(within(section).getByRole('button', { name: 'Match tracker' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(section).getByRole('button', { name: 'Live stream' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(section).getByRole('table', { name: 'Match statistics' }).querySelectorAll('tr[data-stat]').length).toBeGreaterThan(0);
  });

  it('opens no panel for a media value it does not know', async () => {
    const { section } = await media(footballLive, '?media=replay');
    expect(within(section).getAllByRole('button').map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
  });

  it('says the stream is not available when it fails, and ended when the event ends', async () => {
    const { runtime, section } = await media();
    fireEvent.click(within(section).getByRole('button', { name: 'Live stream' }));
    fireEvent.error(section.querySelector('video')!);
    expect(section.querySelector('video')).toBeNull();
    expect(within(section).getByRole('status').textContent).toBe('This stream is not available to you right now.');
    act(() => void runtime.store.catalogue.applyEventChanges([{ eid: '100640', status: 'END_OF_EVENT' }]));
    expect(within(section).getByRole('status').textContent).toBe('The stream has ended: the event is over.');
    // The open panel stays with its button to close it; the tracker is not offered any more,
    // and once closed nothing is left to open on a finished match.
    expect(within(section).getAllByRole('button').map((button) => button.textContent)).toEqual(['Live stream']);
    fireEvent.click(within(section).getByRole('button', { name: 'Live stream' }));
    expect(document.querySelector('.sb-event-media')).toBeNull();
  });

  it('offers no stream button for partner-only entries, and no tracker without the feed\'s state', async () => {
    const { section } = await media({ ...footballLive, streaming: [{ provider: 'betgenius_v3', stream_id: 'bg-1' }], tracker: undefined, id: '100641', slug: '100641-x' });
    expect(section).toBeNull();
  });

  it('shows the tracker\'s incident and stats, and follows the feed', async () => {
    const { runtime, section } = await media();
    fireEvent.click(within(section).getByRole('button', { name: 'Match tracker' }));
    expect(section.querySelector('video')).toBeNull();
    expect(section.querySelector('[data-testid="tracker-incident"]')?.textContent).toBe('Dangerous attackWestbrook Sporting');
    const stats = within(section).getByRole('table', { name: 'Match statistics' });
    const row = (name: string) => [...stats.querySelectorAll(`tr[data-stat="${name}"] td`)].map((cell) => cell.textContent);
    expect(row('corners')).toEqual(['0', '0']);
    const state = runtime.store.catalogue.event('100640')!.value.tracker!;
    act(() => void runtime.store.catalogue.applyEventChanges([{ eid: '100640', status: 'LIVE', tracker: applyIncident(state, { kind: 'corner', side: 'away', points: 0, second: 990 }) }]));
    expect(section.querySelector('[data-testid="tracker-incident"]')?.textContent).toBe('CornerJuniper Albion');
    expect(row('corners')).toEqual(['0', '1']);
    expect(section.querySelector('.sb-tracker-pitch')?.getAttribute('data-incident')).toBe('corner:away');
    // A corner is worth saying (nothing was said before); politely.
    const announcement = section.querySelector('[data-testid="tracker-announcement"]')!;
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('Corner, Juniper Albion. Score 1–1.');
  });
});
