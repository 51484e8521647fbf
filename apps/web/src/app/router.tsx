import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { loadInTwoTasks } from '../lib/load-in-two-tasks';
import { RequireAuth } from './require-auth';
import { ErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found';

/** A list screen's route: its URL schemas evaluate in a task of their own, then the screen. */
const afterItsSchemas = (schemas: () => Promise<unknown>, screen: () => Promise<ComponentType>) => async () => ({
  Component: await loadInTwoTasks(schemas, screen),
});

/**
 * Each screen is its own chunk, loaded when first visited. The sign-in page loads only itself: the
 * signed-in part (the query client and the other providers, the shell) is lazy behind RequireAuth.
 * The list screens whose URL state reads with the contracts' schemas evaluate those first, in a
 * task of their own (lib/load-in-two-tasks.ts).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      { path: paths.login.path, lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
      {
        path: paths.welcome.path,
        lazy: async () => ({ Component: (await import('./routes/invitation')).InvitationRoute }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./providers')).SignedInProviders }),
            children: [
              {
                path: paths.choosePassword.path,
                lazy: async () => ({ Component: (await import('./routes/choose-password')).ChoosePasswordRoute }),
              },
              {
                lazy: async () => ({ Component: (await import('./layout/app-shell')).AppShell }),
                children: [
                  {
                    // Errors inside a screen keep the sidebar, so the user can go elsewhere.
                    errorElement: <ErrorPage />,
                    children: [
                      {
                        index: true,
                        lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
                      },
                      {
                        path: paths.users.path,
                        lazy: async () => ({ Component: (await import('./routes/users')).UsersRoute }),
                      },
                      {
                        path: paths.teams.path,
                        lazy: async () => ({ Component: (await import('./routes/teams')).TeamsRoute }),
                      },
                      {
                        path: paths.myTeam.path,
                        lazy: async () => ({ Component: (await import('./routes/my-team')).MyTeamRoute }),
                      },
                      {
                        path: paths.leads.path,
                        lazy: afterItsSchemas(
                          () => import('../features/leads/model/lead-filters'),
                          async () => (await import('./routes/leads')).LeadsRoute,
                        ),
                      },
                      {
                        path: paths.lead.path,
                        lazy: async () => ({ Component: (await import('./routes/lead-detail')).LeadDetailRoute }),
                      },
                      {
                        path: paths.leadExports.path,
                        lazy: async () => ({ Component: (await import('./routes/lead-exports')).LeadExportsRoute }),
                      },
                      {
                        path: paths.deletedLeads.path,
                        lazy: async () => ({ Component: (await import('./routes/deleted-leads')).DeletedLeadsRoute }),
                      },
                      {
                        path: paths.tasks.path,
                        lazy: afterItsSchemas(
                          () => import('../features/tasks/model/task-filters'),
                          async () => (await import('./routes/tasks')).TasksRoute,
                        ),
                      },
                      {
                        path: paths.campaigns.path,
                        lazy: async () => ({ Component: (await import('./routes/campaigns')).CampaignsRoute }),
                      },
                      {
                        path: paths.resaleUnits.path,
                        lazy: afterItsSchemas(
                          () => import('../features/units/model/unit-filters'),
                          async () => (await import('./routes/resale-units')).ResaleUnitsRoute,
                        ),
                      },
                      {
                        path: paths.resaleUnit.path,
                        lazy: async () => ({
                          Component: (await import('./routes/resale-unit-detail')).ResaleUnitDetailRoute,
                        }),
                      },
                      {
                        path: paths.notifications.path,
                        lazy: async () => ({ Component: (await import('./routes/notifications')).NotificationsRoute }),
                      },
                      {
                        path: paths.imports.path,
                        lazy: async () => ({ Component: (await import('./routes/imports')).ImportsRoute }),
                      },
                      {
                        path: paths.leadSources.path,
                        lazy: async () => ({ Component: (await import('./routes/lead-sources')).LeadSourcesRoute }),
                      },
                      {
                        path: paths.leadRouting.path,
                        lazy: async () => ({ Component: (await import('./routes/lead-routing')).LeadRoutingRoute }),
                      },
                      {
                        path: paths.settings.path,
                        lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
                      },
                      {
                        path: paths.chats.path,
                        lazy: async () => ({ Component: (await import('./routes/chats')).ChatsRoute }),
                      },
                      {
                        path: paths.chat.path,
                        lazy: async () => ({ Component: (await import('./routes/chats')).ChatsRoute }),
                      },
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the first screen's chunks are in (or failed: the router then holds the error), so
 * the first render draws that screen instead of a loading state, a render, a layout and a paint
 * thrown away a moment later on a phone. Until then index.html's spinner shows.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
