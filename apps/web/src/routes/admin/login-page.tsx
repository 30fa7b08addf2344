import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthError } from '../../features/admin/auth/api/auth-call.ts';
import { useMe, useRefreshMe } from '../../features/admin/auth/api/get-me.ts';
import { requestReset } from '../../features/admin/auth/api/request-reset.ts';
import { signIn } from '../../features/admin/auth/api/sign-in.ts';
import { signUp } from '../../features/admin/auth/api/sign-up.ts';
import { signInWithPopup } from '../../features/admin/auth/provider-sign-in.ts';
import { validateLogin } from '../../features/admin/auth/validate-login.ts';
import { usePublicSettings } from '../../features/admin/settings/api/get-public-settings.ts';

type Mode = 'signin' | 'register' | 'reset';

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500';

export function LoginPage() {
  const me = useMe();
  const refresh = useRefreshMe();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signin');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const providers = usePublicSettings();
  // Without mail a reset link would only reach the server log, so the page says who can help instead.
  const noMail = mode === 'reset' && providers.data?.mailConfigured === false;

  if (me.data) return <Navigate to="/admin/dashboard" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    setNotice(undefined);
    const invalid =
      mode === 'reset'
        ? email.includes('@')
          ? undefined
          : 'Please enter a valid email address.'
        : validateLogin(email, password);
    if (invalid) return setError(invalid);
    if (mode === 'register' && !name.trim()) return setError('Please enter your name.');
    setBusy(true);
    try {
      if (mode === 'reset') {
        await requestReset(email);
        setNotice('If an account exists for this email, a reset link is on its way.');
      } else {
        if (mode === 'register') await signUp(name.trim(), email.trim(), password);
        else await signIn(email.trim(), password);
        await refresh();
        navigate('/admin/dashboard');
      }
    } catch (err) {
      setError(err instanceof AuthError ? err.message : 'An unexpected error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const titles: Record<Mode, string> = {
    signin: 'Sign in to Parley',
    register: 'Create an account',
    reset: 'Reset your password',
  };
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <Link to="/" className="flex items-center gap-2 font-bold text-slate-900">
          <img src="/favicon.svg" alt="" className="h-8 w-8" /> Parley
        </Link>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">{titles[mode]}</h1>
        {error && (
          <div
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <p className="font-semibold">Authentication Error</p>
            <p>{error}</p>
          </div>
        )}
        {notice && (
          <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-800">
            {notice}
          </p>
        )}
        {noMail && (
          <div role="status" className="mt-4 space-y-2 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">Email is not set up on this server.</p>
            <p>
              No reset link can be sent. Ask your administrator to reset your password: on the server they can
              run{' '}
              <code className="rounded bg-white px-1 py-0.5">
                npm run parley -- reset-password &lt;email&gt;
              </code>
              .
            </p>
          </div>
        )}
        <form onSubmit={submit} noValidate className={`mt-6 space-y-4 ${noMail ? 'hidden' : ''}`}>
          {mode === 'register' && (
            <label className="block text-sm font-medium text-slate-700">
              Display name
              <input
                className={input}
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="name"
              />
            </label>
          )}
          <label className="block text-sm font-medium text-slate-700">
            Email
            <input
              className={input}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
          </label>
          {mode !== 'reset' && (
            <label className="block text-sm font-medium text-slate-700">
              Password
              <input
                className={input}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              />
            </label>
          )}
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {mode === 'signin' ? 'Sign in' : mode === 'register' ? 'Create account' : 'Send reset link'}
          </button>
        </form>
        {mode === 'signin' && (providers.data?.authProviders.length ?? 0) > 0 && (
          <div className="mt-4 space-y-2">
            {providers.data?.authProviders.map((p) => (
              <button
                key={p.id}
                type="button"
                disabled={busy}
                onClick={async () => {
                  setError(undefined);
                  try {
                    await signInWithPopup(p.id);
                    await refresh();
                  } catch (err) {
                    setError(
                      err instanceof AuthError
                        ? err.message
                        : 'An unexpected error occurred. Please try again.',
                    );
                  }
                }}
                className="w-full rounded-lg border border-slate-300 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
              >
                Continue with {p.name}
              </button>
            ))}
          </div>
        )}
        <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
          {mode !== 'signin' && (
            <button
              type="button"
              className="text-brand-700 hover:underline"
              onClick={() => setMode('signin')}
            >
              Back to sign in
            </button>
          )}
          {mode === 'signin' && (
            <>
              <button
                type="button"
                className="text-brand-700 hover:underline"
                onClick={() => setMode('register')}
              >
                Create an account
              </button>
              <button
                type="button"
                className="text-brand-700 hover:underline"
                onClick={() => setMode('reset')}
              >
                Forgot password?
              </button>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
