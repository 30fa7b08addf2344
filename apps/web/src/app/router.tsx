import { createBrowserRouter, Navigate } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { AdminLayout } from '../routes/admin/admin-layout.tsx';
import { DashboardPage } from '../routes/admin/dashboard-page.tsx';
import { DocumentTrainingPage } from '../routes/admin/document-training-page.tsx';
import { FaqManagementPage } from '../routes/admin/faq-management-page.tsx';
import { LoginPage } from '../routes/admin/login-page.tsx';
import { ResetPasswordPage } from '../routes/admin/reset-password-page.tsx';
import { SettingsPage } from '../routes/admin/settings-page.tsx';
import { UsersPage } from '../routes/admin/users-page.tsx';
import { AboutPage } from '../routes/public/about-page.tsx';
import { ChatPage } from '../routes/public/chat-page.tsx';
import { ContactPage } from '../routes/public/contact-page.tsx';
import { HomePage } from '../routes/public/home-page.tsx';
import { NotFoundPage } from '../routes/public/not-found-page.tsx';
import { PrivacyPage } from '../routes/public/privacy-page.tsx';
import { TermsPage } from '../routes/public/terms-page.tsx';

export const router = createBrowserRouter([
  { path: '/admin/login', element: <LoginPage /> },
  { path: '/admin/reset-password', element: <ResetPasswordPage /> },
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      {
        path: 'chat-management',
        lazy: () =>
          import('../routes/admin/chat-management-page.tsx').then((m) => ({
            Component: m.ChatManagementPage,
          })),
      },
      { path: 'faq-management', element: <FaqManagementPage /> },
      { path: 'document-training', element: <DocumentTrainingPage /> },
      {
        path: 'analytics',
        // Loaded on demand, like every page with charts.
        lazy: () =>
          import('../routes/admin/analytics-page.tsx').then((m) => ({ Component: m.AnalyticsPage })),
      },
      {
        path: 'messages',
        lazy: () =>
          import('../routes/admin/contact-messages-page.tsx').then((m) => ({
            Component: m.ContactMessagesPage,
          })),
      },
      {
        path: 'unanswered',
        // Loaded on demand: its chart library would otherwise double the size of every admin page load.
        lazy: () =>
          import('../routes/admin/unanswered-page.tsx').then((m) => ({ Component: m.UnansweredPage })),
      },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'users', element: <UsersPage /> },
    ],
  },
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
