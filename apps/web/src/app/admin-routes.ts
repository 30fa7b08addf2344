import { type RouteObject, redirect } from 'react-router';

/** Admin routes, each page its own chunk so the public site carries none of them. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/login',
    lazy: () => import('../routes/admin/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/admin/reset-password',
    lazy: () =>
      import('../routes/admin/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/admin',
    lazy: () => import('../routes/admin/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
    children: [
      { index: true, loader: () => redirect('/admin/dashboard') },
      {
        path: 'dashboard',
        lazy: () =>
          import('../routes/admin/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: 'chat-management',
        lazy: () =>
          import('../routes/admin/chat-management-page.tsx').then((m) => ({
            Component: m.ChatManagementPage,
          })),
      },
      {
        path: 'faq-management',
        lazy: () =>
          import('../routes/admin/faq-management-page.tsx').then((m) => ({ Component: m.FaqManagementPage })),
      },
      {
        path: 'document-training',
        lazy: () =>
          import('../routes/admin/document-training-page.tsx').then((m) => ({
            Component: m.DocumentTrainingPage,
          })),
      },
      {
        path: 'analytics',
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
        lazy: () =>
          import('../routes/admin/unanswered-page.tsx').then((m) => ({ Component: m.UnansweredPage })),
      },
      {
        path: 'settings',
        lazy: () => import('../routes/admin/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: 'users',
        lazy: () => import('../routes/admin/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
      },
    ],
  },
];
