import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModules() {
  vi.resetModules();
  const { getPageRuntime } = await import('./pageRuntime');
  const { setInteractionBlocked } = await import('./interactionBlocker');
  return { runtime: getPageRuntime().runtime, setInteractionBlocked };
}

afterEach(() => vi.restoreAllMocks());

describe('Sportsbook.setInteractionBlocked', () => {
  it('holds and releases the page runtime\'s blocker', async () => {
    const { runtime, setInteractionBlocked } = await freshModules();
    runtime.config.apply({ mode: 'native-app' });
    setInteractionBlocked(true);
    expect(runtime.store.interaction.blocked.value).toBe(true);
    setInteractionBlocked(false);
    expect(runtime.store.interaction.blocked.value).toBe(false);
    runtime.dispose();
  });

  it('refuses anything but a boolean, saying what to pass', async () => {
    const { runtime, setInteractionBlocked } = await freshModules();
    expect(() => setInteractionBlocked('yes' as never)).toThrow(new TypeError("Sportsbook.setInteractionBlocked(blocked): pass true while your app's own overlay covers the sportsbook and false when it closes (got string)."));
    expect(runtime.store.interaction.blocked.value).toBe(false);
    runtime.dispose();
  });

  it('warns once outside native-app mode, where no blocker shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { runtime, setInteractionBlocked } = await freshModules();
    setInteractionBlocked(true);
    setInteractionBlocked(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('Set mode="native-app"');
    runtime.dispose();
  });
});
