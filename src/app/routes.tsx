import { Suspense, useEffect, type ComponentType } from 'react';
import { matchRoutes, NavigationType, Outlet, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ErrorFallback } from '@/components/ErrorFallback';
import { Loader } from '@/components/Loader';
import { lazyWithRetry, type PreloadableComponent } from './lazyWithRetry';
import { NormalisePathRedirect, PostOrderRedirect } from './redirects';
import { POST_ORDER_PATTERN, REDIRECT_PATHS, SCREEN_ROUTES, type ScreenName, type ScreenRoute } from './routeTable';

/** Every screen is its own chunk, loaded on first visit. */
const SCREENS: Record<ScreenName, PreloadableComponent<ComponentType>> = {
  landing: lazyWithRetry(() => import('@/screens/landing/LandingScreen')),
  notFound: lazyWithRetry(() => import('@/screens/notFound/NotFoundScreen')),
  machines: lazyWithRetry(() => import('@/screens/machines/MachinesScreen')),
  login: lazyWithRetry(() => import('@/screens/login/LoginScreen')),
  loginOtp: lazyWithRetry(() => import('@/screens/loginOtp/LoginOtpScreen')),
  password: lazyWithRetry(() => import('@/screens/slicePassword/SlicePasswordScreen')),
  forgotPassword: lazyWithRetry(() => import('@/screens/forgotPassword/ForgotPasswordScreen')),
  socialSignin: lazyWithRetry(() => import('@/screens/socialSignin/SocialSigninScreen')),
  profile: lazyWithRetry(() => import('@/screens/profile/ProfileScreen')),
  locationSearch: lazyWithRetry(() => import('@/screens/locationSearch/LocationSearchScreen')),
  addressBook: lazyWithRetry(() => import('@/screens/addressBook/AddressBookScreen')),
  mapScreen: lazyWithRetry(() => import('@/screens/mapScreen/MapScreen')),
  nearestStore: lazyWithRetry(() => import('@/screens/nearestStore/NearestStoreScreen')),
  takeawayMap: lazyWithRetry(() => import('@/screens/takeawayMap/TakeawayMapScreen')),
  menu: lazyWithRetry(() => import('@/screens/menu/MenuScreen')),
  cart: lazyWithRetry(() => import('@/screens/cart/CartScreen')),
  offers: lazyWithRetry(() => import('@/screens/offers/OffersScreen')),
  edv: lazyWithRetry(() => import('@/screens/edv/EdvScreen')),
  customise: lazyWithRetry(() => import('@/screens/customise/CustomiseScreen')),
  search: lazyWithRetry(() => import('@/screens/search/SearchScreen')),
  upiForm: lazyWithRetry(() => import('@/screens/upiForm/UpiFormScreen')),
  paytmWallet: lazyWithRetry(() => import('@/screens/paytmWallet/PaytmWalletScreen')),
  thankYou: lazyWithRetry(() => import('@/screens/thankYou/ThankYouScreen')),
  paymentTransaction: lazyWithRetry(() => import('@/screens/paymentTransaction/PaymentTransactionScreen')),
  paymentType: lazyWithRetry(() => import('@/screens/paymentType/PaymentTypeScreen')),
  cardPayment: lazyWithRetry(() => import('@/screens/cardPayment/CardPaymentScreen')),
  trackOrder: lazyWithRetry(() => import('@/screens/tracking/TrackOrderScreen')),
  track: lazyWithRetry(() => import('@/screens/tracking/TrackScreen')),
  thankYouAndTracking: lazyWithRetry(() => import('@/screens/tracking/ThankYouAndTrackingScreen')),
  orderHistory: lazyWithRetry(() => import('@/screens/orderHistory/OrderHistoryScreen')),
  wallet: lazyWithRetry(() => import('@/screens/wallet/WalletScreen')),
  pizzaLoyalty: lazyWithRetry(() => import('@/screens/loyalty/PizzaLoyaltyScreen')),
  deliverOnTrain: lazyWithRetry(() => import('@/screens/rail/DeliverOnTrainScreen')),
  irctcStation: lazyWithRetry(() => import('@/screens/rail/IrctcStationScreen')),
  railOrders: lazyWithRetry(() => import('@/screens/rail/RailOrdersScreen')),
  railOrder: lazyWithRetry(() => import('@/screens/rail/RailOrderScreen')),
  tnc: lazyWithRetry(() => import('@/screens/contentPage/TncScreen')),
  info: lazyWithRetry(() => import('@/screens/contentPage/InfoScreen')),
  notification: lazyWithRetry(() => import('@/screens/contentPage/NotificationScreen')),
  manualSelector: lazyWithRetry(() => import('@/screens/manualSelector/ManualSelectorScreen')),
  spinWheel: lazyWithRetry(() => import('@/screens/spinWheel/SpinWheelScreen')),
  refund: lazyWithRetry(() => import('@/screens/refund/RefundScreen')),
  league: lazyWithRetry(() => import('@/screens/league/LeagueScreen')),
  feedback: lazyWithRetry(() => import('@/screens/feedback/FeedbackScreen')),
};

/**
 * A page reached by a link or redirect starts at the top; back/forward and the first load keep the browser's
 * restoration, and a link to a fragment (`/tnc#rail`) is left to the screen, which scrolls to it (useScrollToHash).
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop && hash === '') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}

/** A screen that throws (or whose chunk failed after all retries) shows the SPEC error fallback until the path changes. */
function AppLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ErrorBoundary key={pathname} fallback={<ErrorFallback />} onError={(error) => console.error(error)}>
        <Suspense fallback={<Loader fullPage />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <ScrollToTop />
    </>
  );
}

const NotFound = SCREENS.notFound;

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...SCREEN_ROUTES.map(({ path, screen }) => {
        const Screen = SCREENS[screen];
        return { path, element: <Screen /> };
      }),
      ...REDIRECT_PATHS.map((path) => ({ path, element: <NormalisePathRedirect /> })),
      { path: POST_ORDER_PATTERN, element: <PostOrderRedirect /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * Loads the screen the app opens at `pathname`, so that its first render draws the screen itself: a screen
 * still loading would show the loading fallback, and React keeps a fallback up for a while once shown.
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  const [match] = matchRoutes(SCREEN_ROUTES as ScreenRoute[], pathname) ?? [];
  // A redirect or an unknown path: which screen it shows is known only once it renders.
  return match ? SCREENS[match.route.screen].preload() : Promise.resolve();
}

/** The app's routes, rendered by whichever router is around them (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
