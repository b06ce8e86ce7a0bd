import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../core';
import { createI18n } from '../../i18n/createI18n';
import { EventStatus } from '../events/EventStatus';
import { formatStartTime } from '../search/formatStartTime';

// An evening instant: a 12-hour clock would write it "07:56 PM".
const START = '2027-03-24T19:56:00Z';

async function statusText(language: string): Promise<string> {
  const { i18n, ready, loadLaterTexts } = createI18n(language);
  // The instance initialises asynchronously: asked for a namespace before that, i18next
  // answers at once with nothing loaded (seen when the worker was warm from other files).
  await ready;
  await loadLaterTexts();
  await i18n.loadNamespaces('events');
  const view = render(
    <I18nextProvider i18n={i18n}>
      <EventStatus eventId="1" layout="default" live={false} isFinished={false} startTime={START} />
    </I18nextProvider>,
  );
  const text = view.container.querySelector('time')?.textContent ?? '';
  view.unmount();
  return text;
}

describe('one date format across screens (issue 23)', () => {
  it('an event card and a search result write the same start the same way, in English as en-GB', async () => {
    const card = await statusText('en');
    // Before: the card wrote "Wed, Mar 24, 07:56 PM" while search wrote "Wed 24 Mar, 19:56".
    expect(card).toBe(formatStartTime(START, 'en'));
    expect(card).toBe(formatDate(START, 'en', 'eventStart'));
    expect(card).not.toMatch(/AM|PM/);
    expect(card).toMatch(/^\w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/);
  });

  it('the same instant on the card follows the language: French words and order', async () => {
    const card = await statusText('fr');
    expect(card).toBe(formatDate(START, 'fr', 'eventStart'));
    expect(card).toMatch(/^\S+\. \d{1,2} mars, \d{2}:\d{2}$/);
  });
});
