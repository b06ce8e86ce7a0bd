/**
 * The sandbox's live feed extensions (docs/api.md "Live feed"): the snapshot, the push
 * stream and the changes poll are this sandbox's own calls, not the spec's. An operator
 * that offers only the spec's calls (livepage, live/events, markets/{id}, events) answers
 * 404 to them; switched off, so does the sandbox, and the product must run on the spec's
 * calls alone (docs/client.md "Live prices without the push stream").
 */
export interface LiveExtensions {
  readonly enabled: boolean;
  set(enabled: boolean): void;
}

/** The paths an operator without the extensions does not have. */
export const LIVE_EXTENSION_PATHS = ['/xapi/rest/live/snapshot', '/xapi/live/stream', '/xapi/rest/live/changes'] as const;

export function createLiveExtensions(initiallyEnabled = true): LiveExtensions {
  let enabled = initiallyEnabled;
  return {
    get enabled() {
      return enabled;
    },
    set(next) {
      enabled = next;
    },
  };
}

/** SANDBOX_LIVE_EXTENSIONS: `on` (default) or `off`; anything else is a mistake worth stopping for. */
export function parseLiveExtensionsSetting(raw: string | undefined): boolean | Error {
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  return new Error(`SANDBOX_LIVE_EXTENSIONS="${raw}" is not a choice: use on (the snapshot, the push stream and the changes poll are served) or off (they answer 404, as an operator with only the spec's calls).`);
}
