import { describe, expect, it, vi } from 'vitest';
import { createRuntime, memoryStorage } from '../store';
import { createHostBridge, type BridgeWindow } from './createHostBridge';
import { SPORTSBOOK_CAPABILITIES } from './capabilities';
import { SDK_VERSION } from './sdkVersion';

function framed() {
  const postMessage = vi.fn();
  const win: BridgeWindow = { parent: { postMessage }, console: { warn: vi.fn() } };
  const runtime = createRuntime({ brand: 'eurobet' }, { storage: memoryStorage(), reload: () => undefined });
  return { runtime, postMessage, bridge: createHostBridge(runtime, win) };
}

describe('the bridge in a frame', () => {
  it('names its channel in every message when one is set', () => {
    const { runtime, postMessage, bridge } = framed();
    runtime.config.apply({ hostOrigin: 'https://casino.example', channel: 'left' });
    bridge.postToParent('resize', { width: 10, height: 20 });
    expect(postMessage).toHaveBeenCalledWith({ source: 'sportsbook', version: 1, type: 'resize', payload: { width: 10, height: 20 }, channel: 'left' }, 'https://casino.example');
  });

  it('tells a host origin accepted after the element rendered that it is ready, once', () => {
    const { runtime, postMessage, bridge } = framed();
    bridge.announceReady(document.createElement('sportsbook-app'));
    expect(postMessage).not.toHaveBeenCalled();
    runtime.config.apply({ hostOrigin: 'https://casino.example' });
    runtime.config.apply({ hostOrigin: 'https://other.example' });
    expect(postMessage.mock.calls).toEqual([[{ source: 'sportsbook', version: 1, type: 'ready', payload: { version: SDK_VERSION, brand: 'eurobet', locale: 'en', capabilities: [...SPORTSBOOK_CAPABILITIES] } }, 'https://casino.example']]);
  });
});
