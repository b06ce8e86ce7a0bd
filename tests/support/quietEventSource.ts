import { vi } from 'vitest';

/**
 * jsdom has no EventSource. The live feed's stream opens on this one and stays quiet: the
 * snapshot still fills the lists, and the only feed changes are the ones a test writes.
 * It records the stream addresses it was opened with.
 */
export class QuietEventSource {
  static opened: string[] = [];
  onerror = null;
  onopen = null;

  constructor(url: string) {
    QuietEventSource.opened.push(url);
  }

  addEventListener(): void {}

  close(): void {}
}

/** Puts QuietEventSource in place of EventSource, with no stream opened yet (`vi.unstubAllGlobals` undoes it). */
export function stubQuietEventSource(): void {
  QuietEventSource.opened = [];
  vi.stubGlobal('EventSource', QuietEventSource);
}
