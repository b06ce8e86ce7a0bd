import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals-core';
import { createPersistence, createRuntime, memoryStorage, type StorageLike } from '../../store';
import { createPreferencesModel } from '../../store/preferencesModel';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { DisplayPreferences } from './DisplayPreferences';

async function setup(settings: Record<string, unknown>, { locale = 'en', storage = memoryStorage() }: { locale?: string; storage?: StorageLike } = {}) {
  const fetch = vi.fn(async () => Response.json({ harimau: { web: { locale, channel: 'web', ...settings } } }));
  const runtime = createRuntime({ brand: 'harimau', locale, apiBase: 'http://operator.test/' }, { storage, reload: () => undefined, fetch: fetch as unknown as typeof globalThis.fetch });
  await runtime.store.settings.load();
  await runtime.i18n.ready;
  await runtime.i18n.i18n.loadNamespaces('preferences');
  render(
    <RuntimeProvider runtime={runtime}>
      <DisplayPreferences />
    </RuntimeProvider>,
  );
  return runtime;
}

const optionLabels = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('DisplayPreferences', () => {
  it('offers the brand’s odds formats and view types, showing the operator’s defaults', async () => {
    await setup({ odds_types: ['malay', 'euro', 'hk'], default_price_format: 'malay', view_types: ['asian', 'euro'], coupon_layout: 'asian' });
    const odds = screen.getByLabelText('Odds format') as HTMLSelectElement;
    const layout = screen.getByLabelText('Layout') as HTMLSelectElement;
    expect(optionLabels(odds)).toEqual(['Malay', 'Decimal', 'Hong Kong']);
    expect(odds.value).toBe('malay');
    expect(optionLabels(layout)).toEqual(['Asian', 'European']);
    expect(layout.value).toBe('asian');
    expect(screen.getByRole('group', { name: 'Display' })).toBeTruthy();
  });

  it('stores a choice in the preferences model, and it survives a reload', async () => {
    const storage = memoryStorage();
    const runtime = await setup({ odds_types: ['euro', 'us'], view_types: ['asian', 'euro', 'thai'], coupon_layout: 'euro' }, { storage });
    act(() => void fireEvent.change(screen.getByLabelText('Odds format'), { target: { value: 'us' } }));
    act(() => void fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'thai' } }));
    expect(runtime.store.preferences.oddsFormat.value).toBe('us');
    expect(runtime.store.preferences.viewType.value).toBe('thai');
    expect((screen.getByLabelText('Odds format') as HTMLSelectElement).value).toBe('us');
    const again = createRuntime({ brand: 'harimau', apiBase: 'http://operator.test/' }, { storage, reload: () => undefined, fetch: (async () => Response.json({ harimau: { web: { locale: 'en', channel: 'web', odds_types: ['euro', 'us'] } } })) as unknown as typeof fetch });
    await again.store.settings.load();
    expect(again.store.preferences.oddsFormat.value).toBe('us');
    expect(again.store.preferences.viewType.value).toBe('thai');
  });

  it('speaks the bettor’s language', async () => {
    await setup({ odds_types: ['euro', 'us'], view_types: ['euro'] }, { locale: 'fr' });
    const odds = screen.getByLabelText('Format des cotes');
    expect(optionLabels(odds)).toEqual(['Décimal', 'Américain']);
    expect(screen.getByLabelText('Présentation')).toBeTruthy();
  });

  it('tells a logged-in bettor when the account could not save the choice', async () => {
    const runtime = createRuntime({ brand: 'harimau', apiBase: 'http://operator.test/' }, { storage: memoryStorage(), reload: () => undefined, fetch: (async () => Response.json({})) as unknown as typeof fetch });
    await runtime.i18n.ready;
    await runtime.i18n.i18n.loadNamespaces('preferences');
    const preferences = createPreferencesModel({
      settings: runtime.store.settings,
      session: { details: signal({ alsPlayerId: 'acc-1' }), preferences: signal(null) },
      accounts: { updatePreferences: async () => Promise.reject(new Error('down')) } as never,
      persistence: createPersistence(memoryStorage()),
    });
    render(
      <RuntimeProvider runtime={{ ...runtime, store: { ...runtime.store, preferences } }}>
        <DisplayPreferences />
      </RuntimeProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => void fireEvent.change(screen.getByLabelText('Odds format'), { target: { value: 'hk' } }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('could not be saved to your account'));
    expect((screen.getByLabelText('Odds format') as HTMLSelectElement).value).toBe('hk');
  });

  it('hides the odds switch while the host imposes a format, and shows it again when the host lets go', async () => {
    const runtime = await setup({ odds_types: ['euro', 'us'], view_types: ['euro'] });
    act(() => void runtime.config.apply({ oddsFormat: 'us' }));
    expect(screen.queryByLabelText('Odds format')).toBeNull();
    expect(screen.getByLabelText('Layout')).toBeTruthy();
    act(() => void runtime.config.apply({ oddsFormat: null }));
    expect((screen.getByLabelText('Odds format') as HTMLSelectElement).value).toBe('euro');
  });
});

