import type { Sandbox } from '../../demo/server/sandbox';
import { formatFeedPosition, parseFeedPosition } from '../../src/core/index';

type World = Sandbox['world'];
type Listener = (event: MessageEvent<string>) => void;

/**
 * jsdom and node have no EventSource. This one plays the sandbox's stream route in
 * process: the backlog after `since`, then every change the world appends, each as a
 * message with its position (`epoch:cursor`) as id. So a test drives the real transport, decoder,
 * coalescer and live model (stub it with `vi.stubGlobal('EventSource', WorldEventSource)`).
 */
export class WorldEventSource {
  static world: World;
  onerror = null;
  onopen = null;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly unsubscribe: () => void;

  private readonly epoch: string;

  constructor(url: string) {
    const log = WorldEventSource.world.changes;
    this.epoch = log.epoch;
    const since = parseFeedPosition(new URL(url).searchParams.get('since'));
    const backlog = since === null || (since.epoch !== '' && since.epoch !== log.epoch) ? 'gap' : log.since(since.cursor);
    // The transport adds its listeners after constructing: deliver the backlog after that.
    queueMicrotask(() => {
      if (backlog !== 'gap') for (const change of backlog) this.deliver(change);
      else for (const listener of this.listeners.get('resync') ?? []) listener({ data: JSON.stringify({ epoch: log.epoch, latest: log.latest }), lastEventId: formatFeedPosition({ epoch: log.epoch, cursor: log.latest }) } as MessageEvent<string>);
    });
    this.unsubscribe = log.subscribe((change) => this.deliver(change));
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.unsubscribe();
  }

  private deliver(change: { cursor: number; type: string; payload: unknown }): void {
    const message = { data: JSON.stringify(change.payload), lastEventId: formatFeedPosition({ epoch: this.epoch, cursor: change.cursor }) } as MessageEvent<string>;
    for (const listener of this.listeners.get(change.type) ?? []) listener(message);
  }
}
