import { useState } from 'react';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useMe, useRefreshMe } from '../../features/admin/auth/api/get-me.ts';
import { signOut } from '../../features/admin/auth/api/sign-out.ts';
import { useCollapsedSidebar } from '../../features/admin/shell/collapsed-sidebar.ts';
import { InitialsAvatar } from '../../features/admin/shell/initials-avatar.tsx';
import { NotificationBell } from '../../features/admin/shell/notification-bell.tsx';

const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/chat-management', label: 'Chat Management' },
  { to: '/admin/faq-management', label: 'FAQ Management' },
  { to: '/admin/document-training', label: 'Document Training' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/messages', label: 'Contact messages' },
  { to: '/admin/unanswered', label: 'Unanswered questions' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/users', label: 'Users' },
];

/** Protected admin shell: spinner while the session loads, login when signed out, a waiting page for non-admins. */
export function AdminLayout() {
  const me = useMe();
  const refresh = useRefreshMe();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [collapsed, setCollapsed] = useCollapsedSidebar();

  if (me.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center" role="status" aria-label="Loading">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      </div>
    );
  }
  if (!me.data) return <Navigate to="/admin/login" replace />;
  const logout = async () => {
    await signOut().catch(() => {});
    await refresh();
    navigate('/admin/login');
  };
  if (!me.data.isAdmin) {
    return (
      <main className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Waiting for access</h1>
        <p className="mt-3 text-slate-600">
          Your account ({me.data.user.email}) is registered, but an administrator must grant you access before
          you can use the admin panel.
        </p>
        <button
          type="button"
          onClick={logout}
          className="mt-6 rounded-lg border border-slate-300 px-4 py-2 font-medium"
        >
          Log out
        </button>
      </main>
    );
  }
  const email = me.data.user.email;
  return (
    <div className="flex min-h-screen bg-slate-50">
      {sidebarOpen && (
        <button
          type="button"
          aria-label="Close sidebar"
          className="fixed inset-0 z-30 bg-black/30 md:hidden"
          onClick={() => setSidebarOpen(false)}
        />
      )}
      <aside
        aria-label="Admin"
        data-testid="sidebar"
        className={`fixed inset-y-0 start-0 z-40 flex w-64 flex-col border-e border-slate-200 bg-white transition-transform md:static md:translate-x-0 ${sidebarOpen ? 'translate-x-0' : '-translate-x-full rtl:translate-x-full'} ${collapsed ? 'md:hidden' : ''}`}
      >
        <div className="flex h-16 items-center gap-2 border-b border-slate-200 px-5 font-bold">
          <img src="/favicon.svg" alt="" className="h-7 w-7" /> <span className="flex-1">Parley admin</span>
          <button
            type="button"
            className="hidden rounded-md p-1.5 text-slate-500 hover:bg-slate-100 md:block"
            aria-label="Collapse sidebar"
            onClick={() => setCollapsed(true)}
          >
            <Icon name="collapse" className="h-5 w-5 rtl:-scale-x-100" />
          </button>
        </div>
        <nav className="flex-1 space-y-1 p-3">
          {LINKS.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              onClick={() => setSidebarOpen(false)}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="border-t border-slate-200 p-4 text-sm">
          <p className="truncate font-medium text-slate-900">{email}</p>
          <p className="text-slate-500">Administrator</p>
          <button
            type="button"
            onClick={logout}
            className="mt-3 w-full rounded-lg border border-slate-300 py-1.5 font-medium hover:bg-slate-50"
          >
            Logout
          </button>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4">
          <button
            type="button"
            className="rounded-md p-2 md:hidden"
            aria-label="Open sidebar"
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarOpen(true)}
          >
            <Icon name="menu" />
          </button>
          {collapsed && (
            <button
              type="button"
              className="hidden rounded-md p-2 md:block"
              aria-label="Expand sidebar"
              onClick={() => setCollapsed(false)}
            >
              <Icon name="menu" />
            </button>
          )}
          <p className="min-w-0 flex-1 truncate text-sm text-slate-600">
            Welcome back, {me.data.user.name || email}
          </p>
          <a href="/" className="hidden text-sm font-medium text-brand-700 hover:underline sm:block">
            Visit Homepage
          </a>
          <NotificationBell />
          <InitialsAvatar email={email} />
        </header>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
