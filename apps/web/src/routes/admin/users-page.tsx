import type { User } from '@parley/contract/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { createApiKey } from '../../features/admin/users/api/create-api-key.ts';
import { deleteApiKey } from '../../features/admin/users/api/delete-api-key.ts';
import { useApiKeys } from '../../features/admin/users/api/get-api-keys.ts';
import { useRefresh, useUsers } from '../../features/admin/users/api/get-users.ts';
import { updateUser } from '../../features/admin/users/api/update-user.ts';
import { ApiError } from '../../lib/api-client.ts';

export function UsersPage() {
  const { flashes, show } = useFlash();
  const users = useUsers();
  const keys = useApiKeys();
  const refresh = useRefresh();
  const [keyName, setKeyName] = useState('');
  const [newKey, setNewKey] = useState<string | undefined>();

  async function change(user: User, patch: Partial<Pick<User, 'role' | 'disabled'>>) {
    try {
      await updateUser(user.id, patch);
      show('success', 'User updated');
      await refresh('users');
    } catch (err) {
      show('error', err instanceof ApiError ? err.message : 'Failed to update user');
    }
  }

  async function createKey(e: FormEvent) {
    e.preventDefault();
    try {
      const created = await createApiKey(keyName);
      setNewKey(created.key);
      setKeyName('');
      await refresh('api-keys');
    } catch (err) {
      show('error', err instanceof ApiError ? err.message : 'Failed to create API key');
    }
  }

  async function deleteKey(id: string) {
    await deleteApiKey(id);
    await refresh('api-keys');
  }

  const button = 'rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-50';
  return (
    <div className="space-y-6">
      <FlashList flashes={flashes} />
      <h1 className="text-2xl font-bold text-slate-900">Users</h1>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="table-sticky-actions w-full text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-start">
            <tr>
              <th className="px-4 py-3 text-start">Email</th>
              <th className="px-4 py-3 text-start">Name</th>
              <th className="px-4 py-3 text-start">Role</th>
              <th className="px-4 py-3 text-start">Last login</th>
              <th className="px-4 py-3 text-end">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.data?.items.map((u) => (
              <tr key={u.id} className={u.disabled ? 'text-slate-400' : ''}>
                <td className="px-4 py-3">{u.email}</td>
                <td className="px-4 py-3">{u.name}</td>
                <td className="px-4 py-3">{u.disabled ? 'disabled' : u.role}</td>
                <td className="px-4 py-3">{u.lastLogin ? new Date(u.lastLogin).toLocaleString() : '—'}</td>
                <td className="space-x-2 whitespace-nowrap px-4 py-3 text-end">
                  <button
                    type="button"
                    className={button}
                    onClick={() => void change(u, { role: u.role === 'admin' ? 'user' : 'admin' })}
                  >
                    {u.role === 'admin' ? 'Demote' : 'Promote'}
                  </button>
                  <button
                    type="button"
                    className={button}
                    onClick={() => void change(u, { disabled: !u.disabled })}
                  >
                    {u.disabled ? 'Enable' : 'Disable'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="font-semibold">API keys</h2>
        <p className="mt-1 text-sm text-slate-600">
          For automation: send as <code>Authorization: Bearer &lt;key&gt;</code> to the admin API. Every route
          is described in the{' '}
          <a
            className="text-brand-700 underline"
            href="/api/v1/admin/api-docs"
            target="_blank"
            rel="noreferrer"
          >
            API reference
          </a>
          .
        </p>
        <form onSubmit={createKey} className="mt-3 flex gap-2">
          <Input
            value={keyName}
            onChange={(e) => setKeyName(e.target.value)}
            placeholder="Key name"
            aria-label="Key name"
            required
            className="text-sm"
          />
          <Button type="submit" variant="primary" size="sm">
            Create key
          </Button>
        </form>
        {newKey && (
          <p
            role="status"
            className="mt-3 break-all rounded-lg bg-amber-50 p-3 font-mono text-xs text-amber-900"
          >
            Copy this key now, it will not be shown again: {newKey}
          </p>
        )}
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {keys.data?.items.map((k) => (
            <li key={k.id} className="flex items-center justify-between py-2">
              <span>
                {k.name} <span className="font-mono text-slate-500">{k.prefix}…</span>
              </span>
              <button type="button" className={button} onClick={() => void deleteKey(k.id)}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
