import { Outlet } from 'react-router';
import { ChatWidget } from '../../widget/chat-widget.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopNav } from './top-nav.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatWidget />
    </div>
  );
}
