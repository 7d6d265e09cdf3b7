import { Suspense, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { Loader } from '@/components/Loader';
import { lazyWithRetry } from './lazyWithRetry';
import { NormalisePathRedirect, PostOrderRedirect } from './redirects';
import { RouteError } from './RouteError';
import { POST_ORDER_PATTERN, REDIRECT_PATHS, SCREEN_ROUTES, type ScreenName } from './routeTable';

/** Every screen is its own chunk, loaded on first visit. */
const SCREENS: Record<ScreenName, ComponentType> = {
  landing: lazyWithRetry(() => import('@/screens/landing/LandingScreen')),
  notFound: lazyWithRetry(() => import('@/screens/notFound/NotFoundScreen')),
  machines: lazyWithRetry(() => import('@/screens/machines/MachinesScreen')),
};

function AppLayout() {
  return (
    <>
      <Suspense fallback={<Loader fullPage />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

const NotFound = SCREENS.notFound;

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      ...SCREEN_ROUTES.map(({ path, screen }) => {
        const Screen = SCREENS[screen];
        return { path, element: <Screen /> };
      }),
      ...REDIRECT_PATHS.map((path) => ({ path, element: <NormalisePathRedirect /> })),
      { path: POST_ORDER_PATTERN, element: <PostOrderRedirect fallback={<NotFound />} /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
