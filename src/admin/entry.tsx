/**
 * The owner's admin in the browser: a React app of its own, mounted in the admin's
 * HTML shell (server/admin/shell.ts: `<div id="admin-root">`, no SSR), routed by
 * react-router under /admin. Public pages never load it (tests/budget/admin-apart.test.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setApiLanguage } from './api/client';
import { adminMessages, I18nProvider, loadAdminLanguage, storedLang } from './i18n/i18n';
import { adminRoutes } from './routes';
import './admin.css';

const root = document.getElementById('admin-root');
if (root) {
  const stored = storedLang();
  setApiLanguage(stored);
  // The remembered language's words before the first screen (English is a chunk of its own;
  // should it not come, the admin starts in Czech).
  void loadAdminLanguage(stored)
    .catch(() => undefined)
    .then(() => {
      const lang = adminMessages[stored] ? stored : 'cs';
      setApiLanguage(lang);
      const router = createBrowserRouter(adminRoutes, { basename: '/admin' });
      createRoot(root).render(
        <StrictMode>
          <I18nProvider initial={lang}>
            <RouterProvider router={router} />
          </I18nProvider>
        </StrictMode>,
      );
    });
}
