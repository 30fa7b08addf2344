import type { ErrorBody } from '@parley/contract/errors';
import { AuthError } from './api/auth-call.ts';
import { authErrorMessage } from './auth-error-message.ts';

/**
 * The spec's popup sign-in: a popup opens at once (so browsers do not block it), is sent to the provider's
 * authorization page, and resolves when it comes back to Parley signed in or when the visitor closes it.
 */
export async function signInWithPopup(providerId: string): Promise<void> {
  const popup = window.open('about:blank', 'parley-sign-in', 'width=520,height=680');
  if (!popup)
    throw new AuthError('The sign-in window was blocked. Allow pop-ups for this site and try again.');
  // GitHub and Google are Better Auth social providers; any OpenID Connect issuer goes through generic OAuth.
  const isSocial = providerId === 'github' || providerId === 'google';
  const res = await fetch(`/api/v1/auth/${isSocial ? 'sign-in/social' : 'sign-in/oauth2'}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(isSocial ? { provider: providerId } : { providerId }),
      callbackURL: '/admin/dashboard',
      disableRedirect: true,
    }),
  });
  const data = (await res.json().catch(() => ({}))) as { url?: string } & Partial<ErrorBody>;
  if (!res.ok || !data.url) {
    popup.close();
    throw new AuthError(authErrorMessage(data.error?.code, res.status));
  }
  popup.location.href = data.url;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      let back = false;
      try {
        back = popup.location.origin === location.origin && popup.location.pathname.startsWith('/admin');
      } catch {
        // Still on the provider's origin.
      }
      if (popup.closed || back) {
        clearInterval(timer);
        if (!popup.closed) popup.close();
        resolve();
      }
    }, 300);
  });
}
