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
