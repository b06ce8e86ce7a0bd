/** A framed page's message: one of its contract's actions, or its content height. */
export type FrameMessage<Action extends string> = { action: Action } | { action: 'resize'; height: number };

/**
 * A message from a framed page (a partner's game, an operator's page), or null when it is not
 * one: another origin than the page's, another `type`, an action not in `actions`, a height
 * that is not a positive number. Everything else in the message is ignored. Each contract
 * names its type and actions (core's partnerGames and operatorPages).
 */
export function readFrameMessage<Action extends string>(data: unknown, origin: string, expectedOrigin: string, type: string, actions: readonly Action[]): FrameMessage<Action> | null {
  if (origin !== expectedOrigin || typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; action?: unknown; height?: unknown };
  if (message.type !== type) return null;
  if ((actions as readonly unknown[]).includes(message.action)) return { action: message.action as Action };
  if (message.action === 'resize' && typeof message.height === 'number' && Number.isFinite(message.height) && message.height > 0) return { action: 'resize', height: Math.round(message.height) };
  return null;
}
