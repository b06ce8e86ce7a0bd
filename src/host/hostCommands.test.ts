import { describe, expect, it, vi } from 'vitest';
import { createRuntime, memoryStorage, type SportsbookSettings } from '../store';
import { HOST_COMMAND_TYPES, listenToHostCommands, type HostCommandActions, type HostCommandWindow } from './hostCommands';

const HOST = 'https://casino.example';

function setup(settings: Partial<SportsbookSettings> = { hostOrigin: HOST }) {
  const runtime = createRuntime(settings, { storage: memoryStorage(), reload: () => undefined });
  const parent = { name: 'the host page' };
  const otherFrame = { name: 'an ad frame of the same origin' };
  let listener: ((event: MessageEvent) => void) | null = null;
  const warn = vi.fn();
  const error = vi.fn();
  const win: HostCommandWindow = {
    parent,
    addEventListener: (_type, handler) => (listener = handler),
    removeEventListener: (_type, handler) => {
      if (listener === handler) listener = null;
    },
    console: { warn, error },
  };
  const actions = {
    navigate: vi.fn(),
    setToken: vi.fn(async () => undefined),
    setLocale: vi.fn(),
    logout: vi.fn(async () => undefined),
    addSelection: vi.fn(async () => undefined),
    viewport: vi.fn(),
  } satisfies HostCommandActions;
  const stop = listenToHostCommands(runtime, win, actions);
  function post(data: unknown, { origin = HOST, source = parent as unknown }: { origin?: string; source?: unknown } = {}) {
    listener?.({ data, origin, source } as MessageEvent);
  }
  const command = (type: string, payload: unknown, extra: Record<string, unknown> = {}) => ({ source: 'sportsbook-host', version: 1, type, payload, ...extra });
  return { runtime, actions, post, command, warn, error, stop, otherFrame };
}

describe('commands from the parent frame', () => {
  it('runs each command from the host origin and the parent window with its payload', async () => {
    const { actions, post, command, error } = setup();
    post(command('navigate', { path: '/en/live/sport/' }));
    post(command('set-locale', { locale: 'de' }));
    post(command('set-token', { token: ' abc.def ' }));
    post(command('set-token', { token: null }));
    post(command('logout', {}));
    post(command('add-selection', { outcomeId: '1-1-1' }));
    post(command('viewport', { top: -120, height: 800 }));
    expect(actions.navigate).toHaveBeenCalledWith('/en/live/sport/');
    expect(actions.setLocale).toHaveBeenCalledWith('de');
    expect(actions.setToken.mock.calls).toEqual([['abc.def'], [null]]);
    expect(actions.logout).toHaveBeenCalledTimes(1);
    expect(actions.addSelection).toHaveBeenCalledWith('1-1-1');
    expect(actions.viewport).toHaveBeenCalledWith({ top: -120, height: 800 });
    expect(error).not.toHaveBeenCalled();
  });

  it('ignores a foreign origin, warning once with the origin and never the message', () => {
    const { actions, post, command, warn } = setup();
    post(command('set-token', { token: 'secret-token-123' }), { origin: 'https://evil.example' });
    post(command('navigate', { path: '/en/' }), { origin: 'https://evil.example' });
    post(command('navigate', { path: '/en/' }), { origin: 'http://casino.example' });
    expect(actions.setToken).not.toHaveBeenCalled();
    expect(actions.navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('https://evil.example');
    expect(warn.mock.calls[0]?.[0]).toContain(HOST);
    expect(warn.mock.calls[0]?.[0]).not.toContain('secret-token-123');
  });

  it('ignores the right origin from a window that is not the parent (another frame of that origin)', () => {
    const { actions, post, command, otherFrame } = setup();
    post(command('navigate', { path: '/en/' }), { source: otherFrame });
    post(command('navigate', { path: '/en/' }), { source: null });
    expect(actions.navigate).not.toHaveBeenCalled();
  });

  it('ignores every command until host-origin is set', () => {
    const { actions, post, command, warn } = setup({});
    post(command('logout', {}));
    expect(actions.logout).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]?.[0]).toMatch(/host-origin/);
  });

  it('with a channel, runs only the commands for that channel', () => {
    const { actions, post, command } = setup({ hostOrigin: HOST, channel: 'left' });
    post(command('navigate', { path: '/en/a' }));
    post(command('navigate', { path: '/en/b' }, { channel: 'right' }));
    post(command('navigate', { path: '/en/c' }, { channel: 'left' }));
    expect(actions.navigate.mock.calls).toEqual([['/en/c']]);
  });

  it('without a channel, runs commands whatever channel they name', () => {
    const { actions, post, command } = setup();
    post(command('navigate', { path: '/en/c' }, { channel: 'left' }));
    expect(actions.navigate).toHaveBeenCalledWith('/en/c');
  });

  it('reports a bad payload with the shape it needs, and runs nothing', () => {
    const { actions, post, command, error } = setup();
    post(command('navigate', { path: '//evil.example/en/' }));
    post(command('navigate', 'not an object'));
    post(command('add-selection', { outcomeId: '' }));
    post(command('viewport', { top: 'far', height: 800 }));
    post(command('set-locale', {}));
    expect(actions.navigate).not.toHaveBeenCalled();
    expect(actions.addSelection).not.toHaveBeenCalled();
    expect(actions.viewport).not.toHaveBeenCalled();
    expect(actions.setLocale).not.toHaveBeenCalled();
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^The host's "navigate" command needs \{ path: "\/en\/live\/sport\/" \}/),
      expect.stringMatching(/"navigate" command needs/),
      expect.stringMatching(/"add-selection" command needs \{ outcomeId/),
      expect.stringMatching(/"viewport" command needs \{ top, height \}/),
      expect.stringMatching(/"set-locale" command needs \{ locale: "de" \}/),
    ]);
  });

  it('names the commands it knows for an unknown type, and the version it speaks for another version', () => {
    const { post, command, error } = setup();
    post(command('reload', {}));
    post({ ...command('logout', {}), version: 2 });
    expect(error.mock.calls[0]?.[0]).toContain(HOST_COMMAND_TYPES.map((type) => `"${type}"`).join(', '));
    expect(error.mock.calls[1]?.[0]).toMatch(/version 2.*Send version: 1/);
  });

  it('reports an action that fails instead of throwing into the page', async () => {
    const { actions, post, command, error } = setup();
    actions.addSelection.mockRejectedValueOnce(new Error('outcome "x" is not on a page the sportsbook has loaded'));
    actions.setLocale.mockImplementationOnce(() => {
      throw new Error('locale "xyz" is not a two-letter language code');
    });
    post(command('add-selection', { outcomeId: 'x' }));
    post(command('set-locale', { locale: 'xyz' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error.mock.calls.map(([message]) => message).sort()).toEqual([
      'The host\'s "add-selection" command failed: outcome "x" is not on a page the sportsbook has loaded',
      'The host\'s "set-locale" command failed: locale "xyz" is not a two-letter language code',
    ]);
  });

  it('passes over other postMessage traffic silently, and stops listening when asked', () => {
    const { actions, post, command, warn, error, stop } = setup();
    post({ source: 'react-devtools', type: 'navigate' }, { origin: 'https://evil.example' });
    post('a string');
    post(null);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    stop();
    post(command('logout', {}));
    expect(actions.logout).not.toHaveBeenCalled();
  });
});
