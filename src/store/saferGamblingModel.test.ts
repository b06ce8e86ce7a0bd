// @vitest-environment node
import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistence, memoryStorage } from './persistence';
import { createSaferGamblingModel } from './saferGamblingModel';

const START = Date.UTC(2026, 10, 29, 10);
const MINUTE = 60_000;

function setup(settings: Record<string, unknown> = { jurisdiction: 'uk', safer_gambling_reality_check_minutes: 30 }, storage = memoryStorage()) {
  const established = signal<{ alsPlayerId: string; currency: string } | null>(null);
  const loginKey = signal<string | null>(null);
  const raw = signal<Record<string, unknown> | null>(settings);
  const logout = vi.fn(async () => {
    established.value = null;
    loginKey.value = null;
  });
  const errors: string[] = [];
  const transactions = vi.fn(async () => ({
    transactions: [
      { id: 't0', time: new Date(START - MINUTE).toISOString(), type: 'bet', amount: -100, balanceAfter: 0 },
      { id: 't1', time: new Date(START + MINUTE).toISOString(), type: 'bet', amount: -10.1, balanceAfter: 0 },
      { id: 't2', time: new Date(START + 2 * MINUTE).toISOString(), type: 'bet', amount: -0.2, balanceAfter: 0 },
      { id: 't3', time: new Date(START + 3 * MINUTE).toISOString(), type: 'payout', amount: 7.3, balanceAfter: 0 },
      { id: 't4', time: new Date(START + 4 * MINUTE).toISOString(), type: 'deposit', amount: 50, balanceAfter: 0 },
    ],
  }));
  const accounts = {
    saferGambling: vi.fn(),
    setDepositLimit: vi.fn(),
    timeOut: vi.fn(async () => ({ timedOut: true, timeOutUntil: '' })),
    selfExclude: vi.fn(async () => ({ selfExcluded: true, selfExcludedUntil: '' })),
    transactions,
  };
  const model = createSaferGamblingModel({ settings: raw, session: { established, loginKey, logout }, accounts: accounts as never, persistence: createPersistence(storage), now: () => Date.now(), logger: { error: (message) => errors.push(message) } });
  const login = () => {
    established.value = { alsPlayerId: '3302', currency: 'GBP' };
    loginKey.value = 'token-1';
  };
  return { model, login, logout, raw, errors, accounts, storage };
}

describe('safer gambling model', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the profile and reports an unknown jurisdiction once, with the fix', () => {
    const { model, raw, errors } = setup({ jurisdiction: 'xx' });
    expect(model.profile.value.jurisdiction).toBe('none');
    raw.value = { jurisdiction: 'xx', other: 1 };
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Set jurisdiction to one of');
    raw.value = { jurisdiction: 'se' };
    expect(model.profile.value.links[0]?.name).toBe('Spelpaus');
    model.dispose();
  });

  it('shows the reality check after each interval with the exact net position; Continue waits another interval', async () => {
    const { model, login, accounts } = setup();
    login();
    expect(model.realityCheck.value).toBeNull();
    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(model.realityCheck.value).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(model.realityCheck.value).toEqual({ elapsedMs: 30 * MINUTE, currency: 'GBP', net: { status: 'ready', data: '-3' } });
    expect(accounts.transactions).toHaveBeenCalledWith('3302');
    // Held while open: no second check piles up.
    await vi.advanceTimersByTimeAsync(45 * MINUTE);
    expect(model.realityCheck.value?.elapsedMs).toBe(30 * MINUTE);
    model.continueSession();
    expect(model.realityCheck.value).toBeNull();
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(model.realityCheck.value).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(model.realityCheck.value?.elapsedMs).toBe(90 * MINUTE);
    model.dispose();
  });

  it('Leave logs out and no timer is left', async () => {
    const { model, login, logout } = setup();
    login();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    await model.leave();
    expect(logout).toHaveBeenCalledWith('user');
    expect(model.realityCheck.value).toBeNull();
    expect(model.sessionStartedAt.value).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    model.dispose();
  });

  it('the clock counts whole minutes since login, and a reload keeps the login’s start', async () => {
    const storage = memoryStorage();
    const first = setup(undefined, storage);
    first.login();
    await vi.advanceTimersByTimeAsync(2 * MINUTE + 30_000);
    expect(first.model.elapsedMinutes.value).toBe(2);
    first.model.dispose();
    const second = setup(undefined, storage);
    second.login();
    expect(second.model.sessionStartedAt.value).toBe(START);
    expect(second.model.elapsedMinutes.value).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(second.model.elapsedMinutes.value).toBe(3);
    second.model.dispose();
  });

  it('dispose ends every timer it started', async () => {
    const { model, login } = setup();
    login();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(vi.getTimerCount()).toBe(2);
    model.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('no profile, no timers', () => {
    const { model, login } = setup({});
    login();
    expect(vi.getTimerCount()).toBe(0);
    model.dispose();
  });

  it('a time-out and a self-exclusion log the bettor out after the operator accepted them', async () => {
    const { model, login, logout, accounts } = setup();
    login();
    await model.timeOut(7);
    expect(accounts.timeOut).toHaveBeenCalledWith('3302', 7);
    expect(logout).toHaveBeenCalledTimes(1);
    login();
    accounts.selfExclude.mockRejectedValueOnce(new Error('offline'));
    await expect(model.selfExclude(183)).rejects.toThrow('offline');
    expect(logout).toHaveBeenCalledTimes(1);
    await model.selfExclude(183);
    expect(accounts.selfExclude).toHaveBeenLastCalledWith('3302', 183);
    expect(logout).toHaveBeenCalledTimes(2);
    model.dispose();
  });
});
