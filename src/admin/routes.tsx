import type { RouteObject } from 'react-router-dom';
import { adminPages } from './api/contract';
import { SessionRoot, sessionLoader } from './auth/session';
import { useI18n } from './i18n/i18n';
import { AdminLayout } from './layout/admin-layout';
import { ScreenError } from './layout/screen-error';

/** What the router shows while the first screen's code and data arrive. */
function Loading() {
  const { t } = useI18n();
  return (
    <main id="admin-main" className="admin-main">
      <p role="status">{t('common.loading')}</p>
    </main>
  );
}

/**
 * The admin's pages (their paths: contract.ts `adminPages`), under the router's basename
 * /admin; server/admin/pages.ts answers the same paths with the shell. Each screen is a
 * chunk of its own, fetched when it is first opened (`lazy`), with its loader: the screen's
 * data arrives through react-router's loaders, never fetched by a component's effect. The
 * header, navigation and sign-in (AdminLayout) are in the entry; a screen that cannot load
 * says so in words in their place (ScreenError).
 */
export const adminRoutes: RouteObject[] = [
  {
    id: 'root',
    loader: sessionLoader,
    element: <SessionRoot />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        path: adminPages.invitation,
        lazy: async () => ({ Component: (await import('./auth/invitation-page')).InvitationPage }),
      },
      {
        element: <AdminLayout />,
        children: [
          {
            errorElement: <ScreenError />,
            children: [
              {
                path: adminPages.signIn,
                lazy: async () => ({ Component: (await import('./auth/sign-in-route')).SignInPage }),
              },
              {
                index: true,
                lazy: async () => {
                  const { HomePage, homeLoader } = await import('./home/home-page');
                  return { Component: HomePage, loader: homeLoader };
                },
              },
              {
                path: adminPages.bookings,
                lazy: async () => {
                  const { BookingsPage, bookingsLoader, bookingsAction } = await import('./bookings/bookings-page');
                  return { Component: BookingsPage, loader: bookingsLoader, action: bookingsAction };
                },
              },
              {
                path: adminPages.lunch,
                lazy: async () => {
                  const [{ LunchPage }, { lunchLoader }] = await Promise.all([
                    import('./lunch/lunch-page'),
                    import('./lunch/use-lunch-file'),
                  ]);
                  return { Component: LunchPage, loader: lunchLoader };
                },
              },
              {
                path: adminPages.content,
                lazy: async () => {
                  const { ContentPage, contentLoader } = await import('./content/content-page');
                  return { Component: ContentPage, loader: contentLoader };
                },
              },
              {
                path: adminPages.history,
                lazy: async () => {
                  const { HistoryPage, historyLoader, historyAction } = await import('./history/history-page');
                  return { Component: HistoryPage, loader: historyLoader, action: historyAction };
                },
              },
              {
                path: adminPages.photos,
                lazy: async () => {
                  const { PhotosPage, photosLoader } = await import('./photos/photos-page');
                  return { Component: PhotosPage, loader: photosLoader };
                },
              },
              {
                path: adminPages.inbox,
                lazy: async () => {
                  const { InboxPage, inboxLoader, inboxAction } = await import('./inbox/inbox-page');
                  return { Component: InboxPage, loader: inboxLoader, action: inboxAction };
                },
              },
              {
                path: adminPages.owners,
                lazy: async () => {
                  const { OwnersPage, ownersLoader, ownersAction } = await import('./owners/owners-page');
                  return { Component: OwnersPage, loader: ownersLoader, action: ownersAction };
                },
              },
              {
                path: adminPages.audit,
                lazy: async () => {
                  const { AuditPage, auditLoader } = await import('./audit/audit-page');
                  return { Component: AuditPage, loader: auditLoader };
                },
              },
              {
                path: adminPages.soldOut,
                lazy: async () => {
                  const { SoldOutPage, soldOutLoader, soldOutAction } = await import('./sold-out/sold-out-page');
                  return { Component: SoldOutPage, loader: soldOutLoader, action: soldOutAction };
                },
              },
              {
                path: adminPages.visits,
                lazy: async () => {
                  const { VisitsPage, visitsLoader } = await import('./visits/visits-page');
                  return { Component: VisitsPage, loader: visitsLoader };
                },
              },
              {
                path: adminPages.subscribers,
                lazy: async () => {
                  const { SubscribersPage, subscribersLoader, subscribersAction } =
                    await import('./subscribers/subscribers-page');
                  return { Component: SubscribersPage, loader: subscribersLoader, action: subscribersAction };
                },
              },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./layout/not-found-page')).NotFoundPage }),
              },
            ],
          },
        ],
      },
    ],
  },
];
