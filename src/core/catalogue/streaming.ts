/** Spec 3 "Streaming provider entry". */
export type StreamingProvider = 'perform_mobile' | 'perform_desktop' | 'perform_v2' | 'betgenius_v3' | 'oddin' | 'url';

export const STREAMING_PROVIDERS: readonly StreamingProvider[] = Object.freeze(['perform_mobile', 'perform_desktop', 'perform_v2', 'betgenius_v3', 'oddin', 'url']);

export interface StreamingEntry {
  provider: StreamingProvider;
  stream_id: string;
  betradar_id?: string | null;
}

/** Spec 3: e-sports and virtual sports whose events stream. */
export const STREAMING_SPORT_CODES: readonly string[] = Object.freeze(['VICR', 'EBSK', 'EFOT', 'CSGO', 'LOLS', 'DOTA', 'VKBD', 'ECRI']);

export function isStreamingSportCode(code: string): boolean {
  return STREAMING_SPORT_CODES.includes(code.trim().toUpperCase());
}

/** Where the bettor watches: Perform sells its mobile and desktop feeds apart. */
export type StreamingChannel = 'mobile' | 'desktop';

/**
 * The order a stream is chosen in when an event has several (docs/streaming.md "Which
 * stream is offered"): our own player first (no partner script, no partner login),
 * then Perform's current player, the channel's own Perform feed, Betgenius, Oddin.
 */
const PREFERENCE: readonly StreamingProvider[] = Object.freeze(['url', 'perform_v2', 'perform_mobile', 'perform_desktop', 'betgenius_v3', 'oddin']);

/** Providers whose player this product can show today (others need a partner adapter). */
export const PLAYABLE_PROVIDERS: readonly StreamingProvider[] = Object.freeze(['url']);

export type StreamChoice =
  | { offered: true; entry: StreamingEntry }
  | { offered: false; reason: 'no-entries' | 'not-for-channel' | 'no-player' };

const isProvider = (value: unknown): value is StreamingProvider => typeof value === 'string' && (STREAMING_PROVIDERS as readonly string[]).includes(value);

/**
 * Spec 3 "Streaming provider entry" list as the API sends it: entries with an unknown
 * provider or no stream id are dropped (never offered), never thrown on.
 */
export function readStreamingEntries(value: unknown): StreamingEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { provider, stream_id: streamId, betradar_id: betradarId } = item as Record<string, unknown>;
    if (!isProvider(provider) || typeof streamId !== 'string' || streamId.trim() === '') return [];
    return [{ provider, stream_id: streamId.trim(), betradar_id: typeof betradarId === 'string' ? betradarId : null }];
  });
}

/** Whether an entry may be shown on this channel and for this sport. */
function fits(entry: StreamingEntry, channel: StreamingChannel, sportCode: string): boolean {
  if (entry.provider === 'perform_mobile') return channel === 'mobile';
  if (entry.provider === 'perform_desktop') return channel === 'desktop';
  // Oddin streams e-sports only: an Oddin id on another sport is a feed mistake.
  if (entry.provider === 'oddin') return isStreamingSportCode(sportCode);
  return true;
}

/**
 * The stream an event offers: the most preferred entry that fits the channel and sport and
 * that this product can play. `offered: false` says why not, so the chip stays hidden.
 */
export function chooseStream(entries: readonly StreamingEntry[], channel: StreamingChannel, sportCode: string, playable: readonly StreamingProvider[] = PLAYABLE_PROVIDERS): StreamChoice {
  if (entries.length === 0) return { offered: false, reason: 'no-entries' };
  const fitting = entries.filter((entry) => fits(entry, channel, sportCode));
  if (fitting.length === 0) return { offered: false, reason: 'not-for-channel' };
  const ranked = [...fitting].sort((a, b) => PREFERENCE.indexOf(a.provider) - PREFERENCE.indexOf(b.provider));
  const entry = ranked.find((candidate) => playable.includes(candidate.provider));
  return entry ? { offered: true, entry } : { offered: false, reason: 'no-player' };
}

/** Whether a card offers a stream at all: on either channel (the card does not know which one the bettor is on). */
export function isStreamOffered(entries: readonly StreamingEntry[], sportCode: string): boolean {
  return chooseStream(entries, 'desktop', sportCode).offered || chooseStream(entries, 'mobile', sportCode).offered;
}
