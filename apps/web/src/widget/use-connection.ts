import { useCallback, useEffect, useState } from 'react';

export type Connection = 'online' | 'offline' | 'reconnecting';

const PROBE_EVERY_MS = 3000;

/**
 * Whether the widget can reach Parley: offline while the browser says so; reconnecting after the network
 * returns or a request failed to connect, probing the server until it answers; online otherwise.
 */
export function useConnection(probe: () => Promise<unknown>): { connection: Connection; lost: () => void } {
  const [connection, setConnection] = useState<Connection>(() =>
    navigator.onLine === false ? 'offline' : 'online',
  );
  useEffect(() => {
    const offline = () => setConnection('offline');
    const online = () => setConnection('reconnecting');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  useEffect(() => {
    if (connection !== 'reconnecting') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () =>
      probe().then(
        () => !stopped && setConnection('online'),
        () => {
          if (!stopped) timer = setTimeout(attempt, PROBE_EVERY_MS);
        },
      );
    void attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [connection, probe]);
  const lost = useCallback(() => setConnection((c) => (c === 'offline' ? c : 'reconnecting')), []);
  return { connection, lost };
}
