import { expect, type APIRequestContext } from '@playwright/test';

// The reliability sandbox's controls the feed and outage parts use (docs/api.md "Fault
// injection" and "Sandbox controls"). Each checks its answer: a control that silently did
// nothing would let a part pass without having been through its fault.

async function ok(answer: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>, what: string): Promise<void> {
  const response = await answer;
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
}

/** Ends the next open event stream to wake (a change or a heartbeat wakes it); its client reconnects. */
export const cutStream = (request: APIRequestContext) => ok(request.post('/sandbox/stream/cut'), 'POST /sandbox/stream/cut');

/** Cuts asked for that no stream has taken yet. */
export async function pendingCuts(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/sandbox/stream/cut');
  expect(answer.ok(), 'GET /sandbox/stream/cut').toBe(true);
  return ((await answer.json()) as { pending: number }).pending;
}

/** The operator's feed server restarts: a new epoch counting from 0, every open stream ended. */
export async function restartFeed(request: APIRequestContext): Promise<{ epoch: string; previousEpoch: string; cursor: number }> {
  const answer = await request.post('/sandbox/feed/restart');
  expect(answer.ok(), 'POST /sandbox/feed/restart').toBe(true);
  return (await answer.json()) as { epoch: string; previousEpoch: string; cursor: number };
}

/** Moves the world on at once (clocks, scores, prices), `count` seconds of it. */
export const tick = (request: APIRequestContext, count = 1) => ok(request.post('/sandbox/tick', { data: { count, seconds: 1 } }), 'POST /sandbox/tick');

/** Stops the world moving (so the page can be compared with it), or lets it move again. */
export const setFrozen = (request: APIRequestContext, frozen: boolean) => ok(request.post('/sandbox/feed', { data: { frozen } }), 'POST /sandbox/feed');

/** Every API path answers 500 (the sandbox's error fault for the path prefix `/`): the operator's API is down. */
export const takeApiDown = (request: APIRequestContext) => ok(request.put('/sandbox/faults', { data: { errorRate: { '/': 1 } } }), 'PUT /sandbox/faults');

/** No fault any more. */
export const clearFaults = (request: APIRequestContext) => ok(request.delete('/sandbox/faults'), 'DELETE /sandbox/faults');
