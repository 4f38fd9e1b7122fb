// The studio's addresses under /studio, each screen its own chunk: the signed-out screens
// in their frame, the rest behind the session guard in the shell, the owner's behind
// their role. A failed read shows in the shell (route-error.tsx); a screen's first read
// starts with its code (warm-read.ts).
import { createBrowserRouter } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { ownSessionsQuery } from '@studio/features/account/api/get-own-sessions';
import { accountsQuery } from '@studio/features/accounts/api/get-accounts';
import { auditQuery, beforeFrom } from '@studio/features/audit/api/get-audit';
import { mediaItemQuery } from '@studio/features/media/api/get-media-item';
import { mediaListQuery } from '@studio/features/media/api/get-media-list';
import { inboxQuery } from '@studio/features/inbox/api/get-inbox';
import { inboxCountsQuery } from '@studio/features/inbox/api/get-inbox-counts';
import { inboxItemQuery } from '@studio/features/inbox/api/get-inbox-item';
import { retentionQuery } from '@studio/features/inbox/api/get-retention';
import { boxFrom, inboxFilterFrom } from '@studio/features/inbox/inbox-filter';
import { mailSettingsQuery } from '@studio/shared/api/mail-settings-query';
import { postQuery } from '@studio/features/posts/api/get-post';
import { postsQuery } from '@studio/features/posts/api/get-posts';
import { revisionsQuery } from '@studio/features/posts/api/get-revisions';
import { pageQuery } from '@studio/features/pages/api/get-page';
import { pageRevisionsQuery } from '@studio/features/pages/api/get-page-revisions';
import { pagesQuery } from '@studio/features/pages/api/get-pages';
import { sectionPageQuery } from '@studio/features/sections/api/get-section-page';
import { sectionPageRevisionsQuery } from '@studio/features/sections/api/get-section-page-revisions';
import { sectionPagesQuery } from '@studio/features/sections/api/get-section-pages';
import { sectionPolicyFrom } from '@studio/features/sections/section-policy';
import { queryClient } from '@studio/shared/api/query-client';
import { paths } from '@studio/shared/paths';
import { itemFilterFrom } from '@studio/shared/translated-items/item-filter';
import { pageFrom } from '@studio/shared/ui/pager';
import { NotFoundScreen } from './not-found-screen';
import { RequireAccess } from './require-access';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { Shell } from './shell';
import { warmRead } from './warm-read';
import { SignedOutFrame } from './signed-out-frame';

export const router = createBrowserRouter(
  [
    {
      element: <SignedOutFrame />,
      errorElement: <RouteError />,
      children: [
        {
          path: paths.setup,
          lazy: () =>
            import('@studio/features/setup/setup-screen').then((m) => ({
              Component: m.SetupScreen,
            })),
        },
        {
          path: paths.signIn,
          lazy: () =>
            import('@studio/features/sign-in/sign-in-screen').then((m) => ({
              Component: m.SignInScreen,
            })),
        },
      ],
    },
    {
      element: <RequireSession />,
      children: [
        {
          element: <Shell />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                {
                  index: true,
                  lazy: () =>
                    import('@studio/features/home/home-screen').then((m) => ({
                      Component: m.HomeScreen,
                    })),
                },
                {
                  path: paths.account,
                  loader: warmRead('ownSessions', () =>
                    queryClient.prefetchQuery(ownSessionsQuery),
                  ),
                  lazy: () =>
                    import('@studio/features/account/account-screen').then((m) => ({
                      Component: m.AccountScreen,
                    })),
                },
                {
                  path: paths.accounts,
                  loader: warmRead('accounts', () => queryClient.prefetchQuery(accountsQuery)),
                  lazy: () =>
                    import('@studio/features/accounts/accounts-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="accounts">
                          <m.AccountsScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.audit,
                  loader: warmRead('audit', ({ request }) =>
                    queryClient.prefetchQuery(
                      auditQuery(beforeFrom(new URL(request.url).searchParams)),
                    ),
                  ),
                  lazy: () =>
                    import('@studio/features/audit/audit-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="audit">
                          <m.AuditScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.posts,
                  loader: warmRead('posts', ({ request }) =>
                    queryClient.prefetchQuery(
                      postsQuery(itemFilterFrom(new URL(request.url).searchParams)),
                    ),
                  ),
                  lazy: () =>
                    import('@studio/features/posts/posts-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="posts">
                          <m.PostsScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.media,
                  loader: warmRead('media', ({ request }) =>
                    queryClient.prefetchQuery(
                      mediaListQuery({ page: pageFrom(new URL(request.url).searchParams) }),
                    ),
                  ),
                  lazy: () =>
                    import('@studio/features/media/media-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="media">
                          <m.MediaScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.mediaItem,
                  loader: warmRead('mediaItem', ({ params }) =>
                    queryClient.prefetchQuery(mediaItemQuery(Number(params.id))),
                  ),
                  lazy: () =>
                    import('@studio/features/media/media-item-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="mediaItem">
                          <m.MediaItemScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.inboxRetention,
                  loader: warmRead('retention', () =>
                    queryClient
                      .prefetchQuery(retentionQuery)
                      .then(() => queryClient.prefetchQuery(inboxCountsQuery)),
                  ),
                  lazy: () =>
                    import('@studio/features/inbox/retention-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="retention">
                          <m.RetentionScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                ...[paths.inbox, paths.inboxBox].map((path) => ({
                  path,
                  loader: warmRead('inbox', async ({ params, request }: LoaderFunctionArgs) => {
                    const box = boxFrom(params.box);
                    if (!box) return;
                    const search = new URL(request.url).searchParams;
                    const filter = inboxFilterFrom(box, search);
                    await Promise.all([
                      queryClient.prefetchQuery(inboxQuery(filter, pageFrom(search))),
                      queryClient.prefetchQuery(inboxCountsQuery),
                    ]);
                  }),
                  lazy: () =>
                    import('@studio/features/inbox/inbox-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="inbox">
                          <m.InboxScreen />
                        </RequireAccess>
                      ),
                    })),
                })),
                {
                  path: paths.inboxItem,
                  loader: warmRead('inboxItem', async ({ params }) => {
                    const box = boxFrom(params.box);
                    if (box)
                      await queryClient.prefetchQuery(inboxItemQuery(box, Number(params.id)));
                  }),
                  lazy: () =>
                    import('@studio/features/inbox/inbox-item-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="inboxItem">
                          <m.InboxItemScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.mailSettings,
                  loader: warmRead('mailSettings', () =>
                    queryClient.prefetchQuery(mailSettingsQuery),
                  ),
                  lazy: () =>
                    import('@studio/features/mail-settings/mail-settings-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="mailSettings">
                          <m.MailSettingsScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.postRevisions,
                  loader: warmRead('postRevisions', ({ params }) =>
                    queryClient
                      .prefetchQuery(revisionsQuery(Number(params.id)))
                      .then(() => queryClient.prefetchQuery(postQuery(Number(params.id)))),
                  ),
                  lazy: () =>
                    import('@studio/features/posts/revisions-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="postRevisions">
                          <m.RevisionsScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.post,
                  loader: warmRead('post', ({ params }) =>
                    queryClient.prefetchQuery(postQuery(Number(params.id))),
                  ),
                  lazy: () =>
                    import('@studio/features/posts/post-editor-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="post">
                          <m.PostEditorScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.pages,
                  loader: warmRead('pages', ({ request }) =>
                    queryClient.prefetchQuery(
                      pagesQuery(itemFilterFrom(new URL(request.url).searchParams)),
                    ),
                  ),
                  lazy: () =>
                    import('@studio/features/pages/pages-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="pages">
                          <m.PagesScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.pageRevisions,
                  loader: warmRead('pageRevisions', ({ params }) =>
                    queryClient
                      .prefetchQuery(pageRevisionsQuery(Number(params.id)))
                      .then(() => queryClient.prefetchQuery(pageQuery(Number(params.id)))),
                  ),
                  lazy: () =>
                    import('@studio/features/pages/page-revisions-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="pageRevisions">
                          <m.PageRevisionsScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.page,
                  loader: warmRead('page', ({ params }) =>
                    queryClient.prefetchQuery(pageQuery(Number(params.id))),
                  ),
                  lazy: () =>
                    import('@studio/features/pages/page-editor-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="page">
                          <m.PageEditorScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.sectionPages,
                  loader: warmRead('sectionPages', () =>
                    queryClient.prefetchQuery(sectionPagesQuery),
                  ),
                  lazy: () =>
                    import('@studio/features/sections/section-pages-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="sectionPages">
                          <m.SectionPagesScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.sectionPageRevisions,
                  loader: warmRead('sectionPageRevisions', async ({ params }) => {
                    const policy = sectionPolicyFrom(params.policy);
                    if (!policy) return;
                    await queryClient.prefetchQuery(sectionPageRevisionsQuery(policy));
                    await queryClient.prefetchQuery(sectionPageQuery(policy));
                  }),
                  lazy: () =>
                    import('@studio/features/sections/section-page-revisions-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="sectionPageRevisions">
                          <m.SectionPageRevisionsScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                {
                  path: paths.sectionPage,
                  loader: warmRead('sectionPage', async ({ params }) => {
                    const policy = sectionPolicyFrom(params.policy);
                    if (policy) await queryClient.prefetchQuery(sectionPageQuery(policy));
                  }),
                  lazy: () =>
                    import('@studio/features/sections/section-page-editor-screen').then((m) => ({
                      element: (
                        <RequireAccess endpoint="sectionPage">
                          <m.SectionPageEditorScreen />
                        </RequireAccess>
                      ),
                    })),
                },
                { path: '*', element: <NotFoundScreen /> },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: '/studio' },
);
