/**
 * The event card a list draws (new_event_card_enabled, spec 9 default on): 'new' is the
 * card (league and status above the teams, the prices under them), 'classic' the older
 * row (the event and its prices side by side at desktop widths, a flat ruled row on a
 * phone). The spec names the switch only; docs/settings.md says what each layout is.
 */
export type EventCardStyle = 'new' | 'classic';

export function eventCardStyle(settings: { new_event_card_enabled: boolean }): EventCardStyle {
  return settings.new_event_card_enabled ? 'new' : 'classic';
}

