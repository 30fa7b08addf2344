import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { setupI18n } from './i18n/i18n.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

await setupI18n();
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
