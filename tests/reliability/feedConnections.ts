import type { Page } from '@playwright/test';

/**
 * How a page keeps up with the live feed, counted from its requests: every event-stream
 * request after the first is a reconnect (the sandbox ended the stream, or the client gave
 * up on it), and snapshots and polls show when it resynchronised or fell back to polling.
 */
export interface FeedConnections {
  readonly streams: number;
  readonly reconnects: number;
  readonly snapshots: number;
  readonly polls: number;
}

export function countFeedConnections(...pages: Page[]): FeedConnections {
  const counts = { streams: 0, snapshots: 0, polls: 0 };
  for (const page of pages) {
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/xapi/live/stream') counts.streams += 1;
      else if (path === '/xapi/rest/live/snapshot') counts.snapshots += 1;
      else if (path === '/xapi/rest/live/changes') counts.polls += 1;
    });
  }
  return {
    get streams() {
      return counts.streams;
    },
    // Each page's first stream is its connection, not a reconnect.
    get reconnects() {
      return Math.max(0, counts.streams - pages.length);
    },
    get snapshots() {
      return counts.snapshots;
    },
    get polls() {
      return counts.polls;
    },
  };
}
