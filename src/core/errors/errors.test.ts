import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_PLACEMENT_MESSAGES, betPlacementMessage, betPlacementOutcome } from './betPlacementCodes';
import { betslipServerErrorToast } from './betslipErrorToast';
import { loginErrorId } from './loginErrorId';
import { NOTIFICATION_TEXTS, notificationText } from './notifications';

describe('loginErrorId (spec 8)', () => {
  it.each([
    [401, 'INT003', 'login-error-INT003'],
    [402, 'INT009', 'login-error-INT009'],
    [403, 'INT008', 'login-error-INT008'],
    [421, 'INT056', 'login-error-INT056'],
    [500, 'INT001', 'login-error-INT001'],
    [401, undefined, 'login-error-401'],
    [402, null, 'login-error-402'],
    [403, '  ', 'login-error-403'],
    [421, undefined, 'error-500'],
    [400, 'INT003', 'error-400'],
    [404, undefined, 'error-404'],
    [502, 'INT001', 'error-500'],
    [500, undefined, 'error-500'],
  ])('status %i with code %j is %s', (status, responseCode, id) => {
    expect(loginErrorId({ isHttpError: true, status, responseCode })).toBe(id);
  });

  it('calls an HTTP error without a status error-500', () => {
    expect(loginErrorId({ isHttpError: true })).toBe('error-500');
  });

  it('calls a failure without an HTTP answer something-went-wrong, whatever else it carries', () => {
    expect(loginErrorId({ isHttpError: false })).toBe('something-went-wrong');
    expect(loginErrorId({ isHttpError: false, status: 401, responseCode: 'INT003' })).toBe('something-went-wrong');
  });
});

describe('notificationText (spec 8)', () => {
  it.each([
    ['error-400', 'check your internet connection'],
    ['error-404', 'connectivity issues, try again later'],
    ['error-500', 'difficulties at present'],
    ['login-error-401', 'Invalid login credentials'],
    ['INT003', 'Invalid login credentials'],
    ['login-error-402', 'Player account is suspended'],
    ['INT009', 'Player account is suspended'],
    ['login-error-403', 'Player account is locked'],
    ['INT008', 'Player account is locked'],
    ['INT001', 'error fetching request from third-party provider'],
    ['INT051', 'Token Quota Exceeded'],
    ['INT056', 'Pending Account Activation'],
    ['error-invalid-login-credentials', 'provided credential is invalid'],
    ['Event is Finished', 'Event is Finished'],
    ['Cannot book all selections on a market', 'Cannot book all selections on a market'],
    ['Cannot book more than 1 selection on a reserve market', 'Cannot book more than 1 selection on a reserve market'],
    ['First Deposit Bonus Received', 'First Deposit Bonus Received'],
    ['Your choice has been saved', 'Your choice has been saved'],
    ['File has been downloaded', 'File has been downloaded'],
  ])('%s reads %j', (id, text) => {
    expect(notificationText(id)).toBe(text);
  });

  it('reads login-error-{code} as the code, the way loginErrorId builds it', () => {
    expect(notificationText(loginErrorId({ isHttpError: true, status: 401, responseCode: 'INT003' }))).toBe('Invalid login credentials');
    expect(notificationText(loginErrorId({ isHttpError: true, status: 421, responseCode: 'INT056' }))).toBe('Pending Account Activation');
    expect(notificationText(loginErrorId({ isHttpError: true, status: 500, responseCode: 'INT051' }))).toBe('Token Quota Exceeded');
  });

  it('has a text for every id loginErrorId makes without a code', () => {
    expect(notificationText('something-went-wrong')).toBe('Something went wrong, please try again');
    expect(notificationText('error-no-events-found-for-this-eventpath')).toBe('No events were found for this event path');
  });

  it("shows 'Notification does not exist' for an unknown id, the raw text for a message", () => {
    expect(notificationText('login-error-INT999')).toBe('Notification does not exist');
    expect(notificationText('toString')).toBe('Notification does not exist');
    expect(notificationText('__proto__')).toBe('Notification does not exist');
    expect(notificationText('Your session timed out')).toBe('Your session timed out');
  });

  it('always answers with a catalogue text, the unknown text or the id itself (property)', () => {
    const texts = new Set<string>([...Object.values(NOTIFICATION_TEXTS), 'Notification does not exist']);
    fc.assert(
      fc.property(fc.string(), (id) => {
        const text = notificationText(id);
        expect(texts.has(text) || text === id.trim()).toBe(true);
      }),
    );
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
    [' res-00249 ', 'feed-alert-active'],
    ['RES-99999', 'unknown'],
    ['constructor', 'unknown'],
  ])('%s means %s', (code, outcome) => {
    expect(betPlacementOutcome(code)).toBe(outcome);
  });

  it('gives each meaning its own message', () => {
    expect(betPlacementMessage('RES-00056')).toBe('Your stake is greater than your balance. Lower the stake or deposit.');
    expect(betPlacementMessage('RES-00001')).toBe('Your bet could not be placed.');
    const messages = Object.values(BET_PLACEMENT_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe('betslip 500 toast (spec 8)', () => {
  it('is bottom-centre, closable, 10 s, with the request uuid', () => {
    expect(betslipServerErrorToast('uuid-1')).toEqual({
      type: 'error',
      text: 'Betslip: Something went wrong',
      uuid: 'uuid-1',
      position: 'bottom-centre',
      closable: true,
      durationMs: 10000,
    });
  });
});
