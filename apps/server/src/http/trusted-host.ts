const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a request's Host header names an address Parley may put in links it mails. The Host header is
 * chosen by the client, so without PUBLIC_URL only loopback and the operator's ALLOWED_HOSTS qualify;
 * an entry without a port allows any port.
 */
export function isTrustedHost(host: string | undefined, allowedHosts: readonly string[]): boolean {
  if (!host) return false;
  const value = host.trim().toLowerCase();
  const name = value.replace(/:\d+$/, '');
  if (LOOPBACK.has(name)) return true;
  return allowedHosts.some((allowed) => allowed === value || allowed === name);
}
