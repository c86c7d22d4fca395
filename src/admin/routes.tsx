import type { RouteObject } from 'react-router-dom';
import { AuditPage } from './audit/audit-page';
import { InvitationPage } from './auth/invitation-page';
import { SignInPage } from './auth/sign-in-route';
import { ContentPage } from './content/content-page';
import { HistoryPage } from './history/history-page';
import { HomePage } from './home/home-page';
import { InboxPage } from './inbox/inbox-page';
import { AdminLayout } from './layout/admin-layout';
import { NotFoundPage } from './layout/not-found-page';
import { LunchPage } from './lunch/lunch-page';
import { OwnersPage } from './owners/owners-page';
import { PhotosPage } from './photos/photos-page';

/** The admin's pages, under the router's basename /admin; server/admin/pages.ts answers the same paths with the shell. */
export const adminRoutes: RouteObject[] = [
  { path: '/invitation', element: <InvitationPage /> },
  {
    element: <AdminLayout />,
    children: [
      { path: '/sign-in', element: <SignInPage /> },
      { index: true, element: <HomePage /> },
      { path: '/lunch/:date?', element: <LunchPage /> },
      { path: '/content/:file', element: <ContentPage /> },
      { path: '/history/:file', element: <HistoryPage /> },
      { path: '/photos', element: <PhotosPage /> },
      { path: '/inbox', element: <InboxPage /> },
      { path: '/owners', element: <OwnersPage /> },
      { path: '/audit', element: <AuditPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
