import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRuntime, memoryStorage, type SettingsModel } from '../../store';
import { useDocumentMeta } from './useDocumentMeta';

const PAGE_ATTRIBUTES = [
  { url: '/*', title: 'Sportsbook', meta_tags: [{ name: 'description', content: 'Sports betting' }] },
  { url: '/*/live/*', title: 'Live betting', meta_tags: [{ name: 'description', content: 'In-play' }] },
];

async function settingsWith(pageAttributes: unknown): Promise<SettingsModel> {
  const runtime = createRuntime(
    { brand: 'eurobet', apiBase: 'http://operator.test/' },
    { storage: memoryStorage(), reload: () => undefined, fetch: (async () => Response.json({ eurobet: { web: { locale: 'en', channel: 'web', page_attributes: pageAttributes } } })) as typeof fetch },
  );
  await runtime.store.settings.load();
  return runtime.store.settings;
}

function Probe({ settings, owned }: { settings: SettingsModel; owned: boolean }) {
  useDocumentMeta(settings, owned);
  return null;
}

afterEach(() => {
  document.title = '';
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
});

describe('page title and meta tags (spec 2)', () => {
  it('takes the last matching page_attributes entry for the path', async () => {
    window.history.replaceState(null, '', '/en/live/sport/');
    render(<Probe settings={await settingsWith(PAGE_ATTRIBUTES)} owned />);
    expect(document.title).toBe('Live betting');
    expect([...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'))).toEqual(['In-play']);
  });

  it('leaves an operator page’s title alone when embedded', async () => {
    document.title = 'Lucky Star Casino';
    window.history.replaceState(null, '', '/en/live/sport/');
    render(<Probe settings={await settingsWith(PAGE_ATTRIBUTES)} owned={false} />);
    expect(document.title).toBe('Lucky Star Casino');
  });

  it('ignores a malformed setting instead of giving pages a wrong title', async () => {
    document.title = 'Before';
    render(<Probe settings={await settingsWith([{ title: 'no url' }])} owned />);
    expect(document.title).toBe('Before');
  });
});
