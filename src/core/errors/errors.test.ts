import { describe, expect, it } from 'vitest';
import { BET_PLACEMENT_MESSAGES, betPlacementOutcome } from './betPlacementCodes';
import { betslipServerErrorToast } from './betslipErrorToast';
import { loginErrorId } from './loginErrorId';
import { notificationText } from './notifications';

describe('loginErrorId (spec 8)', () => {
  it.each([
    [401, 'INT003', 'login-error-INT003'],
    [402, 'INT009', 'login-error-INT009'],
    [403, 'INT008', 'login-error-INT008'],
    [421, 'INT056', 'login-error-INT056'],
    [500, 'INT001', 'login-error-INT001'],
    [401, undefined, 'login-error-401'],
    [402, null, 'login-error-402'],
    [403, '', 'login-error-403'],
    [421, undefined, 'error-500'],
    [400, 'INT003', 'error-400'],
    [404, undefined, 'error-404'],
    [502, undefined, 'error-500'],
    [500, undefined, 'error-500'],
  ])('status %i with code %j is %s', (status, responseCode, id) => {
    expect(loginErrorId({ kind: 'http', status, responseCode })).toBe(id);
  });

  it('calls a failure without an HTTP answer something-went-wrong', () => {
    expect(loginErrorId({ kind: 'network' })).toBe('something-went-wrong');
  });
});

describe('notificationText (spec 8)', () => {
  it('gives the catalogue texts', () => {
    expect(notificationText('login-error-401')).toBe('Invalid login credentials');
    expect(notificationText('INT003')).toBe('Invalid login credentials');
    expect(notificationText('INT009')).toBe('Player account is suspended');
    expect(notificationText('login-error-403')).toBe('Player account is locked');
    expect(notificationText('INT051')).toBe('Token Quota Exceeded');
    expect(notificationText('INT056')).toBe('Pending Account Activation');
    expect(notificationText('error-500')).toMatch(/difficulties at present/);
    expect(notificationText('error-400')).toMatch(/check your internet connection/);
    expect(notificationText('error-404')).toMatch(/connectivity issues, please try again later/);
  });

  it("shows 'Notification does not exist' for an unknown id, the raw text for a message", () => {
    expect(notificationText('login-error-INT999')).toBe('Notification does not exist');
    expect(notificationText('Your session timed out')).toBe('Your session timed out');
  });
});

describe('bet-placement codes (spec 8)', () => {
  it.each([
    ['RES-00152', 'bet-change'],
    ['RES-00048', 'bet-suspended'],
    ['RES-00109', 'bet-suspended'],
    ['RES-00108', 'single-bet-or-event-suspended'],
    ['RES-00056', 'stake-greater-than-balance'],
    ['RES-00034', 'stake-above-maximum'],
    ['RES-00103', 'wagers-disallowed'],
    ['RES-00140', 'stake-below-minimum'],
    ['RES-00057', 'running-bet-greater-than-balance'],
    ['RES-00153', 'spread-changed'],
    ['RES-00195', 'rejected-by-attendant'],
    ['RES-00047', 'event-passed'],
    ['RES-00046', 'force-feed-error'],
    ['RES-00100', 'starting-price-not-allowed'],
    ['RES-00098', 'no-price-available'],
    ['RES-00199', 'timed-out'],
    ['RES-00196', 'timed-out'],
    ['RES-00218', 'outcomes-combined-not-allowed'],
    ['RES-00233', 'critical-combination-limit-reached'],
    ['RES-00241', 'free-bet-failed'],
    ['RES-00049', 'exception-occurred'],
    ['RES-00246', 'another-bet-in-progress'],
    ['RES-00247', 'number-of-bets-exceeded'],
    ['RES-00249', 'feed-alert-active'],
    ['res-00249', 'feed-alert-active'],
    ['RES-99999', 'unknown'],
  ])('%s means %s', (code, outcome) => {
    expect(betPlacementOutcome(code)).toBe(outcome);
    expect(BET_PLACEMENT_MESSAGES[betPlacementOutcome(code)]).toMatch(/\w/);
  });
});

describe('betslip 500 toast (spec 8)', () => {
  it('is bottom-centre, closable, 10 s, with the request uuid', () => {
    expect(betslipServerErrorToast('uuid-1')).toEqual({
      type: 'error',
      text: 'Betslip: Something went wrong',
      requestId: 'uuid-1',
      position: 'bottom-centre',
      closable: true,
      durationMs: 10000,
    });
  });
});
