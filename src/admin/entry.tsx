/**
 * The owner's admin in the browser: a React app of its own, mounted in the admin's
 * HTML shell (server/admin/shell.ts: `<div id="admin-root">`, no SSR), routed by
 * react-router under /admin. Public pages never load it (tests/budget/admin-apart.test.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setApiLanguage } from './api/client';
import { I18nProvider, storedLang } from './i18n/i18n';
import { adminRoutes } from './routes';
import './admin.css';

const root = document.getElementById('admin-root');
if (root) {
  setApiLanguage(storedLang());
  const router = createBrowserRouter(adminRoutes, { basename: '/admin' });
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}
