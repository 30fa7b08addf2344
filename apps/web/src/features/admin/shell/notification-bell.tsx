import { useState } from 'react';
import { Link } from 'react-router';
import { useNotifications } from '../dashboard/api/get-notifications.ts';

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  return (
    <div className="relative">
      <button
        type="button"
        aria-label={`Notifications (${data?.unread ?? 0} new)`}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0" />
        </svg>
        {(data?.unread ?? 0) > 0 && (
          <span className="absolute -end-0.5 -top-0.5 rounded-full bg-red-600 px-1.5 text-[10px] font-bold text-white">
            {data?.unread}
          </span>
        )}
      </button>
      {open && (
        <div className="absolute end-0 z-20 mt-2 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {data?.items.length ? (
            <ul className="max-h-80 overflow-y-auto">
              {data.items.map((n) => (
                <li key={n.id} className="rounded-lg px-3 py-2 text-sm hover:bg-slate-50">
                  <p className={`text-slate-800 ${n.read ? '' : 'font-semibold'}`}>{n.title}</p>
                  <p className="text-xs text-slate-500">{new Date(n.created_at).toLocaleString()}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-2 text-sm text-slate-500">No notifications.</p>
          )}
          <Link
            to="/admin/messages"
            onClick={() => setOpen(false)}
            className="mt-1 block border-t border-slate-100 px-3 pt-2 text-sm font-medium text-brand-700 hover:underline"
          >
            All contact messages
          </Link>
        </div>
      )}
    </div>
  );
}
