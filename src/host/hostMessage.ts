/**
 * The one envelope every message to a parent frame uses. `version` is the envelope's
 * own version (not the SDK's), so a host can refuse shapes it does not understand.
 */
export const HOST_MESSAGE_SOURCE = 'sportsbook';
export const HOST_MESSAGE_VERSION = 1;

export interface HostMessage<Type extends string = string, Payload = unknown> {
  source: typeof HOST_MESSAGE_SOURCE;
  version: typeof HOST_MESSAGE_VERSION;
  type: Type;
  payload: Payload;
  /** The element's `channel` attribute, when set: tells apart several sportsbook frames on one page. */
  channel?: string;
}

export function createHostMessage<Type extends string, Payload>(type: Type, payload: Payload, channel: string | null = null): HostMessage<Type, Payload> {
  const message: HostMessage<Type, Payload> = { source: HOST_MESSAGE_SOURCE, version: HOST_MESSAGE_VERSION, type, payload };
  // Absent rather than null when unset, so a host comparing whole messages sees the same shape as before.
  if (channel !== null) message.channel = channel;
  return message;
}
