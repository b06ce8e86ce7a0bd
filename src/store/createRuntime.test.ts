import { describe, expect, it } from 'vitest';
import { createRuntime } from './createRuntime';
import { seedCatalogue } from './testing/seedCatalogue';

describe('createRuntime', () => {
  it('wires config and store models from the given settings', () => {
    const runtime = createRuntime({ brand: 'lucky-star', locale: 'de' });
    expect(runtime.config.brand.value).toBe('lucky-star');
    expect(runtime.config.locale.value).toBe('de');
    expect(runtime.store.betslip.count.value).toBe(0);
    expect(runtime.store.myBets.selectedTab.value).toBe('open');
  });

  it('gives each runtime its own state, so two pages (or tests) never share a slip', () => {
    const first = createRuntime();
    const second = createRuntime();
    seedCatalogue(first.store.catalogue);
    first.store.betslip.addSelection('o1-1');
    expect(second.store.betslip.count.value).toBe(0);
    expect(first.store.betslip.count.value).toBe(1);
  });
});
