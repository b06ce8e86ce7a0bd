// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness } from '../testing/harness';

describe('the casino backend stand-in (POST /sandbox/game-token)', () => {
  const h = harness();

  it('gives a checked player a game token that GET /api/session accepts', async () => {
    const { status, json } = await h.call('/sandbox/game-token', { body: { username: 'demo', password: 'demo1234' } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ username: 'demo', expiresIn: 3600 });
    expect(json.token).toMatch(/^jwe\./);

    const session = await h.call('/api/session', { headers: { 'x-game-token': String(json.token) } });
    expect(session.status).toBe(200);
    expect(session.json).toMatchObject({ id: '1001', username: 'demo', currency: 'EUR', jwe_token: json.token });
  });

  it('hands out a new token per login', async () => {
    const first = await h.call('/sandbox/game-token', { body: { username: 'demo', password: 'demo1234' } });
    const second = await h.call('/sandbox/game-token', { body: { username: 'demo', password: 'demo1234' } });
    expect(first.json.token).not.toBe(second.json.token);
  });

  it.each([
    ['demo', 'wrong', 401, 'INT003'],
    ['suspended', 'demo1234', 402, 'INT009'],
  ])('refuses %s/%s with %i %s and no token', async (username, password, status, code) => {
    const response = await h.call('/sandbox/game-token', { body: { username, password } });
    expect(response.status).toBe(status);
    expect(response.json.responseCode).toBe(code);
    expect(response.json.token).toBeUndefined();
  });

  it('explains the body it wants when the body is not JSON credentials', async () => {
    const response = await h.call('/sandbox/game-token', { body: { username: 'demo' } });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('"username": "demo", "password": "demo1234"');
  });
});
