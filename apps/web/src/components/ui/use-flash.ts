import { useCallback, useEffect, useRef, useState } from 'react';

export interface Flash {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

const MAX_FLASHES = 20;
const VISIBLE_MS = 3000;

/** Status messages that vanish after 3 s (at most 20 at once), as the spec's toasts do. */
export function useFlash() {
  const [flashes, setFlashes] = useState<Flash[]>([]);
  const next = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const show = useCallback((kind: Flash['kind'], text: string) => {
    const id = next.current++;
    setFlashes((list) => [...list, { id, kind, text }].slice(-MAX_FLASHES));
    timers.current.push(setTimeout(() => setFlashes((list) => list.filter((f) => f.id !== id)), VISIBLE_MS));
  }, []);
  return { flashes, show };
}
