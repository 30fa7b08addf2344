import { useVisitorIdentity } from './api/get-visitor-identity.ts';

/** The secret a business's server signs visitor ids with, for "Allow anonymous visitors" off (docs/security.md). */
export function VisitorIdentitySecret() {
  const secret = useVisitorIdentity();
  return (
    <div className="text-sm text-slate-700">
      <label htmlFor="visitor-identity-secret" className="font-medium">
        Visitor identity secret
      </label>
      <input
        id="visitor-identity-secret"
        readOnly
        value={secret.data?.secret ?? ''}
        onFocus={(e) => e.target.select()}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs"
      />
      <p className="mt-1 text-xs text-slate-500">
        Identified visitors: your server puts <code>data-user-id</code> and <code>data-user-hash</code> (the
        HMAC-SHA256 of the user id with this secret, in hex) on the widget's script tag. Keep the secret on
        your server.
      </p>
    </div>
  );
}
