/** The route table as data: which screen each SPEC 2 route shows, and which paths redirect. */
import {
  MENU_SLUG_PATH,
  POST_ORDER_BASE,
  QA_ROUTE,
  RAIL_ORDER_PATH,
  REDIRECT_ROUTE_NAMES,
  RAIL_ORDERS_PATH,
  REFUND_PATH,
  ROUTES,
  SPIN_WHEEL_PATH,
  type RouteName,
} from '@/domain/navigation';

/** Screens that exist today; a SPEC route whose screen comes with a later capability shows notFound. */
export type ScreenName =
  | 'landing'
  | 'notFound'
  | 'machines'
  | 'login'
  | 'loginOtp'
  | 'password'
  | 'forgotPassword'
  | 'socialSignin'
  | 'profile'
  | 'locationSearch'
  | 'addressBook'
  | 'mapScreen'
  | 'nearestStore'
  | 'takeawayMap'
  | 'menu'
  | 'cart'
  | 'offers'
  | 'edv'
  | 'customise'
  | 'search'
  | 'upiForm'
  | 'paytmWallet'
  | 'thankYou'
  | 'paymentTransaction'
  | 'paymentType'
  | 'cardPayment'
  | 'trackOrder'
  | 'track'
  | 'thankYouAndTracking'
  | 'orderHistory'
  | 'wallet'
  | 'pizzaLoyalty'
  | 'deliverOnTrain'
  | 'irctcStation'
  | 'railOrders'
  | 'railOrder'
  | 'tnc'
  | 'info'
  | 'notification'
  | 'manualSelector'
  | 'spinWheel'
  | 'refund'
  | 'league'
  | 'feedback';

/** The redirecting routes' paths (REDIRECT_ROUTE_NAMES). */
export const REDIRECT_PATHS = REDIRECT_ROUTE_NAMES.map((name) => ROUTES[name]);

/** SPEC 2 routes with a built screen; every other SPEC route shows the 404 page until its screen exists. */
const BUILT_SCREENS: Partial<Record<RouteName, ScreenName>> = {
  home: 'landing',
  login: 'login',
  loginOtp: 'loginOtp',
  password: 'password',
  forgotPassword: 'forgotPassword',
  socialSignin: 'socialSignin',
  profile: 'profile',
  locationSelection: 'locationSearch',
  searchAddress: 'locationSearch',
  address: 'addressBook',
  myAddresses: 'addressBook',
  changeAddress: 'addressBook',
  mapScreen: 'mapScreen',
  nearestStore: 'nearestStore',
  selectResturant: 'nearestStore',
  takeawayMapScreen: 'takeawayMap',
  menu: 'menu',
  cart: 'cart',
  offers: 'offers',
  tncOffers: 'offers',
  edv: 'edv',
  customise: 'customise',
  search: 'search',
  upiForm: 'upiForm',
  paytmForm: 'paytmWallet',
  payGateway: 'paytmWallet',
  thankYou: 'thankYou',
  paymentTransaction: 'paymentTransaction',
  paymentType: 'paymentType',
  payment: 'cardPayment',
  trackOrder: 'trackOrder',
  track: 'track',
  thankYouAndTracking: 'thankYouAndTracking',
  orderHistory: 'orderHistory',
  wallet: 'wallet',
  pizzaLoyalty: 'pizzaLoyalty',
  deliverOnTrain: 'deliverOnTrain',
  irctcStation: 'irctcStation',
  tnc: 'tnc',
  info: 'info',
  notification: 'notification',
  manualSelector: 'manualSelector',
  worldPizzaLeague: 'league',
  feedback: 'feedback',
};

export interface ScreenRoute {
  path: string;
  screen: ScreenName;
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...(Object.keys(ROUTES) as RouteName[])
    .filter((name) => !(REDIRECT_PATHS as readonly string[]).includes(ROUTES[name]))
    .map((name) => ({ path: ROUTES[name], screen: BUILT_SCREENS[name] ?? 'notFound' })),
  { path: MENU_SLUG_PATH, screen: 'menu' },
  { path: RAIL_ORDERS_PATH, screen: 'railOrders' },
  { path: RAIL_ORDER_PATH, screen: 'railOrder' },
  { path: SPIN_WHEEL_PATH, screen: 'spinWheel' },
  { path: REFUND_PATH, screen: 'refund' },
  { path: QA_ROUTE, screen: 'machines' },
];

/** SPEC 2: the post-order area is left with a full page load. */
export const POST_ORDER_PATTERN = `${POST_ORDER_BASE}/*`;
