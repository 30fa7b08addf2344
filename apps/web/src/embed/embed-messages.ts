/** The only messages the embed loader (on the host page) and the widget iframe exchange. */
export type WidgetState = 'collapsed' | 'expanded' | 'enlarged';

export interface WidgetToHost {
  source: 'parley-widget';
  type: 'state';
  state: WidgetState;
}

export type HostToWidget =
  | { source: 'parley-host'; type: 'ask'; question: string }
  /** The host page identifies its signed-in user (a user id and its HMAC-SHA256, see docs/security.md). */
  | { source: 'parley-host'; type: 'identify'; userId: string; userHash: string };

const STATES: readonly string[] = ['collapsed', 'expanded', 'enlarged'];

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

export function isWidgetToHost(x: unknown): x is WidgetToHost {
  return (
    isRecord(x) &&
    x.source === 'parley-widget' &&
    x.type === 'state' &&
    typeof x.state === 'string' &&
    STATES.includes(x.state)
  );
}

export function isHostToWidget(x: unknown): x is HostToWidget {
  if (!isRecord(x) || x.source !== 'parley-host') return false;
  if (x.type === 'ask') return typeof x.question === 'string' && x.question.length <= 4000;
  return x.type === 'identify' && isIdentity(x.userId, x.userHash);
}

/** A user id and a hex HMAC-SHA256 as the host page passes them (checked for real by the server). */
export function isIdentity(userId: unknown, userHash: unknown): userId is string {
  return (
    typeof userId === 'string' &&
    userId.length > 0 &&
    userId.length <= 200 &&
    typeof userHash === 'string' &&
    /^[0-9a-f]{64}$/i.test(userHash)
  );
}

/** A value that is exactly an http(s) origin, or undefined. */
export function asOrigin(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Iframe size for each widget state (the spec's 60 px bar, 400x600 panel, 800 px x 80% enlarged). */
export const FRAME_SIZE: Record<WidgetState, { width: string; height: string }> = {
  collapsed: { width: '320px', height: '60px' },
  expanded: { width: '400px', height: '600px' },
  enlarged: { width: '800px', height: '80vh' },
};
