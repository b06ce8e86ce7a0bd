import type { EventSourceLike } from '../../src/live';

/**
 * A small EventSource over fetch for Node tests (Node 20 has none): reads the
 * text/event-stream body, dispatches named events with their ids, calls onerror when the
 * stream ends or fails, like the browser's.
 */
export class FetchEventSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  private readonly controller = new AbortController();

  constructor(url: string) {
    void this.run(url);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.controller.abort();
  }

  private async run(url: string): Promise<void> {
    try {
      const response = await fetch(url, { signal: this.controller.signal, headers: { accept: 'text/event-stream' } });
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      this.onopen?.(new Event('open'));
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) this.dispatch(block);
      }
      throw new Error('stream ended');
    } catch {
      if (!this.controller.signal.aborted) this.onerror?.(new Event('error'));
    }
  }

  private dispatch(block: string): void {
    let type = 'message';
    let id = '';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: data.join('\n'), lastEventId: id }));
  }
}
