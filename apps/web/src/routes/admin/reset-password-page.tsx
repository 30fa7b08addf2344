import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthError } from '../../features/admin/auth/api/auth-call.ts';
import { resetPassword } from '../../features/admin/auth/api/reset-password.ts';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<{ error?: string; done?: boolean }>({});
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await resetPassword(params.get('token') ?? '', password);
      setState({ done: true });
    } catch (err) {
      setState({
        error: err instanceof AuthError ? err.message : 'An unexpected error occurred. Please try again.',
      });
    }
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <form
        onSubmit={submit}
        className="w-full max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-8"
      >
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        {state.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {state.error}
          </p>
        )}
        {state.done ? (
          <p role="status">
            Your password was changed.{' '}
            <Link to="/admin/login" className="text-brand-700 underline">
              Sign in
            </Link>
          </p>
        ) : (
          <>
            <label className="block text-sm font-medium text-slate-700">
              New password
              <input
                type="password"
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="new-password"
              />
            </label>
            <button type="submit" className="w-full rounded-lg bg-brand-600 py-2.5 font-semibold text-white">
              Save password
            </button>
          </>
        )}
      </form>
    </main>
  );
}
