import { createBrowserRouter } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { AboutPage } from '../routes/public/about-page.tsx';
import { ChatPage } from '../routes/public/chat-page.tsx';
import { ContactPage } from '../routes/public/contact-page.tsx';
import { HomePage } from '../routes/public/home-page.tsx';
import { NotFoundPage } from '../routes/public/not-found-page.tsx';
import { PrivacyPage } from '../routes/public/privacy-page.tsx';
import { TermsPage } from '../routes/public/terms-page.tsx';
import { adminRoutes } from './admin-routes.ts';

// The public site is bundled here; every admin page is loaded on demand (admin-routes.ts), so a visitor
// never downloads the admin's code (measured by bench/bundle-size).
export const router = createBrowserRouter([
  ...adminRoutes,
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'chat', element: <ChatPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
