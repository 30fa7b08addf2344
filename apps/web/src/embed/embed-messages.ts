/** The only messages the embed loader (on the host page) and the widget iframe exchange. */
export type WidgetState = 'collapsed' | 'expanded' | 'enlarged';

export interface WidgetToHost {
  source: 'parley-widget';
  type: 'state';
  state: WidgetState;
}

export interface HostToWidget {
  source: 'parley-host';
  type: 'ask';
  question: string;
}

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
  return (
    isRecord(x) &&
    x.source === 'parley-host' &&
    x.type === 'ask' &&
    typeof x.question === 'string' &&
    x.question.length <= 4000
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
