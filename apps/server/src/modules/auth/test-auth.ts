import type { TestApp } from '../../test-app.ts';

/** Signs up through the real Better Auth endpoint and returns the session cookie header. */
export async function signUp(
  t: TestApp,
  email: string,
  password = 'correct-horse',
  name = 'Test User',
): Promise<string> {
  const res = await t.app.request('/api/v1/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ email, password, name }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

export async function signIn(t: TestApp, email: string, password: string): Promise<Response> {
  return t.app.request('/api/v1/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ email, password }),
  });
}

export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Same-origin headers a browser would send with a cookie-authenticated request. */
export const asBrowser = (cookie: string, extra: Record<string, string> = {}) => ({
  cookie,
  origin: 'http://localhost',
  'content-type': 'application/json',
  ...extra,
});
