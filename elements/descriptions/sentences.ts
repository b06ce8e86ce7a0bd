/**
 * The sentences the docs tables and the manifest both use for what a description says in
 * data (when an attribute takes effect, what removing it does, where an event goes), so
 * the two never word the same fact differently.
 */
import type { EventDoc, SettingAttribute } from './elementDescription.ts';

export function takesEffectText(attribute: SettingAttribute): string {
  return attribute.takesEffect === 'live' ? 'live' : 'at start';
}

export function takesEffectSentence(attribute: SettingAttribute): string {
  return attribute.takesEffect === 'live'
    ? 'A change takes effect live.'
    : 'Read when the page\'s sportsbook starts; a later, different value is refused with a console.error.';
}

export function removalText(attribute: SettingAttribute): string {
  return attribute.removal === 'clears' ? 'clears it' : 'keeps the page\'s value';
}

export function removalSentence(attribute: SettingAttribute): string {
  return attribute.removal === 'clears' ? 'Removing it clears the setting.' : 'Removing it keeps the page\'s value (another element may have set it).';
}

export function scopeText(event: EventDoc): string {
  return event.scope === 'page' ? 'page-wide' : 'this element';
}

export function scopeSentence(event: EventDoc): string {
  return event.scope === 'page'
    ? 'Page-wide: fired once on document (bubbling to window) and once on every sportsbook element, not bubbling.'
    : 'Fired on this element, bubbling and composed.';
}
