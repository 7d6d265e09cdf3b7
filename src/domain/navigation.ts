/** SPEC 2 route rules: paths, query names and the pure functions that build navigation targets. */
import { BRAND, DELIVERY_TYPE, type DeliveryType, type StoreDeliveryType } from '@/domain/constants';
import type { LinkActionCode } from '@/contract/codes';
import type { WidgetContent } from '@/contract/content';

/** SPEC 2: `{product}Password` with the brand in camelCase, e.g. /slicePassword. */
const PASSWORD_PATH = `/${BRAND.charAt(0).toLowerCase()}${BRAND.slice(1)}Password`;

/** SPEC 2: every app-shell route. */
export const ROUTES = {
  home: '/',
  address: '/address',
  cart: '/cart',
  changeAddress: '/changeAddress',
  customise: '/customise',
  deliverOnTrain: '/deliverOnTrain',
  password: PASSWORD_PATH,
  edv: '/edv',
  edvAlias: '/everyday-value-offers',
  forgotPassword: '/forgotPassword',
  loginOtp: '/login-otp',
  login: '/login',
  manualSelector: '/manualSelector',
  mapScreen: '/mapScreen',
  menu: '/menu',
  offers: '/offers',
  orderHistory: '/orderHistory',
  payGateway: '/payGateway',
  payment: '/payment',
  paymentTransaction: '/paymentTransaction',
  paymentType: '/paymentType',
  paytmForm: '/paytmForm',
  profile: '/profile',
  socialSignin: '/socialSignin',
  thankYou: '/thankYou',
  tnc: '/tnc',
  track: '/track',
  trackOrder: '/trackOrder',
  wallet: '/wallet',
  nearestStore: '/nearestStore',
  locationSelection: '/locationSelection',
  thankYouAndTracking: '/thankYouAndTracking',
  landing: '/landing',
  searchAddress: '/searchAddress',
  selectResturant: '/selectResturant',
  takeawayMapScreen: '/takeawayMapScreen',
  upiForm: '/upiForm',
  tncOffers: '/tncOffers',
  info: '/info',
  search: '/search',
  notification: '/notification',
  pizzaLoyalty: '/pizzaLoyalty',
  worldPizzaLeague: '/worldPizzaLeague',
  feedback: '/uf',
  vendorPage: '/vendorPage',
  irctcStation: '/irctcStation',
  myAddresses: '/myAddresses',
} as const;
export type RouteName = keyof typeof ROUTES;

/** SPEC 2: /landing and /everyday-value-offers are not screens; they redirect to their normal path. */
export const REDIRECT_ROUTE_NAMES = ['landing', 'edvAlias'] as const satisfies readonly RouteName[];

/** The menu category route pattern, /menu/{slug}. */
export const MENU_SLUG_PATH = `${ROUTES.menu}/:slug`;

/** DESIGN: the QA route with machine diagrams and live actors (not a SPEC route). */
export const QA_ROUTE = '/machines';

/** SPEC 2: query parameter names. */
export const QUERY = {
  deliveryType: 'deliveryType',
  latitude: 'latitude',
  longitude: 'longitude',
  categoryId: 'categoryId',
  pizzaId: 'pizzaId',
  itemId: 'itemId',
  redirectUrl: 'redirectUrl',
  from: 'from',
  transactionId: 'transactionId',
  isAddAddress: 'isAddAddress',
  isFromCart: 'isFromCart',
  myAddress: 'myAddress',
  fromProfile: 'fromProfile',
  orderHistoryId: 'orderHistoryId',
  /** Ours: the order whose details /orderHistory shows. */
  orderId: 'orderId',
  storePage: 'storePage',
  pnr: 'pnr',
  source: 'source',
  /** Ours: /login for a guest's order waiting for this login (SPEC 4 auto login). */
  autoLogin: 'autoLogin',
} as const;

type QueryValue = string | number | boolean | undefined;

/** Sets query parameters on a relative or absolute URL, keeping its existing query and fragment. */
export function withQuery(url: string, params: Record<string, QueryValue>): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const search = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/** SPEC 2: the post-order area, reached by a full page load. */
export const POST_ORDER_BASE = '/postorder-ui';
export const POST_ORDER_ROUTES = {
  offers: `${POST_ORDER_BASE}/offers`,
  orderHistory: `${POST_ORDER_BASE}/orderHistory`,
  orderDetails: `${POST_ORDER_BASE}/orderDetails`,
  login: `${POST_ORDER_BASE}/login`,
  loginOtp: `${POST_ORDER_BASE}/login-otp`,
  profile: `${POST_ORDER_BASE}/profile`,
  wallet: `${POST_ORDER_BASE}/wallet`,
  searchAddress: `${POST_ORDER_BASE}/searchAddress`,
  myAddresses: `${POST_ORDER_BASE}/myAddresses`,
  mapScreen: `${POST_ORDER_BASE}/mapScreen`,
  nearestStore: `${POST_ORDER_BASE}/nearestStore`,
  takeawayMapScreen: `${POST_ORDER_BASE}/takeawayMapScreen`,
  selectRestaurant: `${POST_ORDER_BASE}/selectRestaurant`,
} as const;
export type PostOrderPage = keyof typeof POST_ORDER_ROUTES;

export function isPostOrderPath(url: string): boolean {
  return url === POST_ORDER_BASE || url.startsWith(`${POST_ORDER_BASE}/`);
}

/**
 * A post-order page opened as a document (a partner's link, a reload) is served by the app page of the same
 * name, query kept: order details are a view of /orderHistory, and selectRestaurant is SPEC's /selectResturant.
 */
export function appPathOfPostOrder(url: string): string {
  const rest = url.slice(POST_ORDER_BASE.length);
  return (rest.startsWith('/') ? rest : `${ROUTES.home}${rest}`)
    .replace(/^\/orderDetails(?=[/?#]|$)/, ROUTES.orderHistory)
    .replace(/^\/selectRestaurant(?=[/?#]|$)/, ROUTES.selectResturant);
}

/** The full-page target of a post-order page, with optional query parameters. */
export function postOrderUrl(page: PostOrderPage, params: Record<string, QueryValue> = {}): string {
  return withQuery(POST_ORDER_ROUTES[page], params);
}

/**
 * SPEC 2: menu slugs and their category ids. new-launches, meals-combos and chicken-lovers-pizza
 * have no id in SPEC; 80, 81 and 82 are ours and must match the server's menu seed.
 */
export const MENU_SLUGS = {
  favourites: 0,
  bestsellers: 1,
  'veg-pizza': 2,
  'non-veg-pizza': 3,
  sides: 4,
  beverages: 5,
  dessert: 26,
  'pizza-mania': 20,
  'speciality-chicken': 46,
  combos: 50,
  'world-pizza-league': 51,
  'indian-masala-pizza': 71,
  'daily-essentials': 76,
  'pasta-pizza-party': 77,
  'new-launches': 80,
  'meals-combos': 81,
  'chicken-lovers-pizza': 82,
} as const;
export type MenuSlug = keyof typeof MENU_SLUGS;

export function isMenuSlug(slug: string): slug is MenuSlug {
  return Object.prototype.hasOwnProperty.call(MENU_SLUGS, slug);
}

export function menuSlugToCategoryId(slug: string): number | undefined {
  return isMenuSlug(slug) ? MENU_SLUGS[slug] : undefined;
}

export function menuSlugRoute(slug: MenuSlug): string {
  return `${ROUTES.menu}/${slug}`;
}

/** SPEC 2: /menu takes optional categoryId and pizzaId. */
export function menuRoute(params: { categoryId?: number; pizzaId?: string } = {}): string {
  return withQuery(ROUTES.menu, { [QUERY.categoryId]: params.categoryId, [QUERY.pizzaId]: params.pizzaId });
}

/** SPEC 2: /customise?pizzaId={id}. */
export function customiseRoute(pizzaId: number): string {
  return withQuery(ROUTES.customise, { [QUERY.pizzaId]: pizzaId });
}

/** SPEC 2: /menu?pizzaId={id} opens that pizza's customisation; null when the query names no pizza. */
export function menuPizzaTarget(search: URLSearchParams): string | null {
  const raw = search.get(QUERY.pizzaId);
  const pizzaId = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(pizzaId) && pizzaId > 0 ? customiseRoute(pizzaId) : null;
}

/** SPEC 2: /edv takes query itemId. */
export function edvRoute(itemId?: string): string {
  return withQuery(ROUTES.edv, { [QUERY.itemId]: itemId });
}

const LANDING_SEGMENT = /\/landing(?=[/?#]|$)/;

/** SPEC 2: the word landing is stripped on navigation (/landing -> /, /landing?x=1 -> /?x=1). */
export function stripLanding(url: string): string {
  const stripped = url.replace(LANDING_SEGMENT, '');
  return stripped.startsWith('/') ? stripped : `/${stripped}`;
}

/** SPEC 2: /everyday-value-offers is an alias of /edv; landing is stripped. */
export function normalisePath(url: string): string {
  const aliased = url.replace(new RegExp(`^${ROUTES.edvAlias}(?=[/?#]|$)`), ROUTES.edv);
  return stripLanding(aliased);
}

/** SPEC 2 banner targets. */
const BANNER_ROUTES = {
  hygiene: ROUTES.notification,
  edv: ROUTES.edv,
  irctc: ROUTES.deliverOnTrain,
  favourite: menuSlugRoute('bestsellers'),
  offers: ROUTES.offers,
  'world cup': menuRoute({ categoryId: MENU_SLUGS['world-pizza-league'] }),
  leaderboard: ROUTES.worldPizzaLeague,
  essentials: menuSlugRoute('daily-essentials'),
} as const;
export type BannerTargetName = keyof typeof BANNER_ROUTES;

export function bannerRoute(target: BannerTargetName): string {
  return BANNER_ROUTES[target];
}

/** SPEC 2: link actions edv, menu and deals (/offers); a reward action goes to the loyalty page. */
const LINK_ACTION_ROUTES = {
  edv: ROUTES.edv,
  menu: ROUTES.menu,
  deals: ROUTES.offers,
  reward: ROUTES.pizzaLoyalty,
} as const satisfies Record<LinkActionCode, string>;
export type LinkAction = keyof typeof LINK_ACTION_ROUTES;

export function linkActionRoute(action: LinkAction): string {
  return LINK_ACTION_ROUTES[action];
}

/** Where a landing widget's card leads: a banner to its target, a link to its link action; null when the widget has no such card. */
export function widgetCardRoute(widget: WidgetContent, cardId: string): string | null {
  if (widget.kind === 'banners') {
    const banner = widget.banners.find((candidate) => candidate.id === cardId);
    return banner ? bannerRoute(banner.target) : null;
  }
  const link = widget.links.find((candidate) => candidate.id === cardId);
  return link ? linkActionRoute(link.action) : null;
}

/** SPEC 2: values of the deliveryType query parameter. */
export type DeliveryTypeParam = 'delivery' | 'pickup' | 'dinein' | 'takeaway' | 'curb';

/** The deliveryType query value for a delivery type code; IRCTC has no location step. */
export const DELIVERY_TYPE_PARAMS: Record<StoreDeliveryType, DeliveryTypeParam> = {
  D: 'delivery',
  T: 'takeaway',
  P: 'pickup',
  DINEIN: 'dinein',
  CURB: 'curb',
};

/** The delivery type code a deliveryType query value stands for. */
export const DELIVERY_TYPE_CODES: Record<DeliveryTypeParam, StoreDeliveryType> = {
  delivery: 'D',
  takeaway: 'T',
  pickup: 'P',
  dinein: 'DINEIN',
  curb: 'CURB',
};

/** Reads a deliveryType query value; a missing or unknown value means delivery (SPEC 7: deliveryType defaults to D). */
export function parseDeliveryTypeParam(value: string | null | undefined): DeliveryTypeParam {
  return value !== null && value !== undefined && Object.prototype.hasOwnProperty.call(DELIVERY_TYPE_CODES, value)
    ? (value as DeliveryTypeParam)
    : 'delivery';
}

export interface Coords {
  latitude: number;
  longitude: number;
}

/**
 * SPEC 2 location routing: coordinates known -> /nearestStore, else /locationSelection, both with
 * deliveryType. The variant adds latitude and longitude, and without coordinates goes to /searchAddress.
 */
export function locationRoute(options: { deliveryType: DeliveryTypeParam; coords?: Coords; variant?: boolean }): string {
  const { deliveryType, coords, variant = false } = options;
  if (coords) {
    const position = variant ? { [QUERY.latitude]: coords.latitude, [QUERY.longitude]: coords.longitude } : {};
    return withQuery(ROUTES.nearestStore, { [QUERY.deliveryType]: deliveryType, ...position });
  }
  return withQuery(variant ? ROUTES.searchAddress : ROUTES.locationSelection, { [QUERY.deliveryType]: deliveryType });
}

/** SPEC 2 /manualSelector?deliveryType: a store chosen by city, without a location. */
export function manualSelectorRoute(deliveryType: DeliveryTypeParam): string {
  return withQuery(ROUTES.manualSelector, { [QUERY.deliveryType]: deliveryType });
}

/** SPEC 2: after location detection, delivery leads to /mapScreen; every other type to /nearestStore. */
export function afterLocationDetectedRoute(deliveryType: DeliveryTypeParam): string {
  return deliveryType === 'delivery' ? ROUTES.mapScreen : withQuery(ROUTES.nearestStore, { [QUERY.deliveryType]: deliveryType });
}

/** SPEC 2: /mapScreen with latitude, longitude and isAddAddress. */
export function mapScreenRoute(coords: Coords, isAddAddress = false): string {
  return withQuery(ROUTES.mapScreen, {
    [QUERY.latitude]: coords.latitude,
    [QUERY.longitude]: coords.longitude,
    [QUERY.isAddAddress]: isAddAddress,
  });
}

/** SPEC 2: a changeAddress url gets deliveryType=delivery appended. */
export function changeAddressUrl(url: string = ROUTES.changeAddress): string {
  return withQuery(url, { [QUERY.deliveryType]: 'delivery' });
}

/** SPEC 2: inside a mini-app a source parameter is appended to URLs; outside one the URL is unchanged. */
export function withMiniAppSource(url: string, source: string | undefined): string {
  return source ? withQuery(url, { [QUERY.source]: source }) : url;
}

/** The pages where an order is being paid for: a login asked for there is a login to place the order. */
const CHECKOUT_PATHS: readonly string[] = [ROUTES.paymentType, ROUTES.payment];

export function isCheckoutPath(url: string | null): boolean {
  return url !== null && CHECKOUT_PATHS.includes(url.split(/[?#]/)[0] ?? '');
}

/** SPEC 2: /login and /login-otp accept redirectUrl and from. */
export function loginRoute(options: { otp?: boolean; redirectUrl?: string; from?: string; autoLogin?: boolean } = {}): string {
  return withQuery(options.otp ? ROUTES.loginOtp : ROUTES.login, {
    [QUERY.redirectUrl]: options.redirectUrl,
    [QUERY.from]: options.from,
    [QUERY.autoLogin]: options.autoLogin || undefined,
  });
}

/** SPEC 2 /uf with an order's form open; `medium` says which page invited the customer (SPEC 3 medium). */
export function feedbackRoute(orderId: string, medium?: string): string {
  return withQuery(ROUTES.feedback, { [QUERY.orderId]: orderId, medium });
}

/** SPEC 2: transaction id shown after a failed mini-app payment. */
export const FAILED_MINI_APP_TRANSACTION_ID = 'NA';

export function thankYouRoute(transactionId: string): string {
  return withQuery(ROUTES.thankYou, { [QUERY.transactionId]: transactionId });
}

export function searchAddressRoute(isFromCart: boolean): string {
  return withQuery(ROUTES.searchAddress, { [QUERY.isFromCart]: isFromCart });
}

export function myAddressRoute(): string {
  return withQuery(ROUTES.address, { [QUERY.myAddress]: true });
}

export function myAddressesRoute(): string {
  return withQuery(ROUTES.myAddresses, { [QUERY.fromProfile]: true });
}

export function trackOrderRoute(orderHistoryId: string): string {
  return withQuery(ROUTES.trackOrder, { [QUERY.orderHistoryId]: orderHistoryId });
}

/** An order's details: a view of /orderHistory, named by the orderId query. */
export function orderDetailsRoute(orderId: string): string {
  return withQuery(ROUTES.orderHistory, { [QUERY.orderId]: orderId });
}

/** The order a /orderHistory URL names; null for the list. */
export function orderIdOf(search: URLSearchParams): string | null {
  const orderId = search.get(QUERY.orderId)?.trim() ?? '';
  return orderId === '' ? null : orderId;
}

export function selectRestaurantRoute(deliveryType: DeliveryTypeParam): string {
  return withQuery(ROUTES.selectResturant, { [QUERY.deliveryType]: deliveryType, [QUERY.storePage]: false });
}

export function irctcStationRoute(pnr: string): string {
  return withQuery(ROUTES.irctcStation, { [QUERY.pnr]: pnr });
}

/** Ours (SPEC names the rail orders screens, not their paths): the customer's rail orders, under /deliverOnTrain. */
export const RAIL_ORDERS_PATH = `${ROUTES.deliverOnTrain}/orders`;
/** One rail order, named by its order id. */
export const RAIL_ORDER_PATH = `${RAIL_ORDERS_PATH}/:orderId`;

export function railOrderRoute(orderId: string): string {
  return `${RAIL_ORDERS_PATH}/${encodeURIComponent(orderId)}`;
}

/** Ours (SPEC 1 names the spin-the-wheel game, not its path): the game page, reached from the landing widget. */
export const SPIN_WHEEL_PATH = '/spinWheel';

/** Ours (SPEC 4 REFUND_PAGE names the page, not its path): a failed order's refund, named by its order id. */
export const REFUND_PATH = '/refund';

export function refundRoute(orderId: string): string {
  return withQuery(REFUND_PATH, { [QUERY.orderId]: orderId });
}

/** Ours: the sections of /tnc, each an id that a link can land on (`/tnc#rail`). */
export const TNC_SECTIONS = ['ordering', 'delivery', 'refunds', 'rail'] as const;
export type TncSection = (typeof TNC_SECTIONS)[number];

/** SPEC 2 /tnc, opened at one of its sections when given. */
export function tncRoute(section?: TncSection): string {
  return section ? `${ROUTES.tnc}#${section}` : ROUTES.tnc;
}

/** Where an order is tracked: an order to a train seat on its rail order screen, every other one at /trackOrder. */
export function orderTrackingRoute(order: { orderId: string; deliveryType: DeliveryType }): string {
  return order.deliveryType === DELIVERY_TYPE.train ? railOrderRoute(order.orderId) : trackOrderRoute(order.orderId);
}

/** SPEC 2: after logout the user goes to / unless told not to (null = stay). */
export function afterLogoutRoute(stay = false): string | null {
  return stay ? null : ROUTES.home;
}

/** The nav menu items a customer sees: those that need a login only once logged in (SPEC 6). */
export function visibleNavItems<T extends { requiresLogin: boolean }>(items: readonly T[], loggedIn: boolean): T[] {
  return items.filter((item) => loggedIn || !item.requiresLogin);
}

/** SPEC 5 external URL check: http or https host, optional port, path, query, fragment. */
const EXTERNAL_URL =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?(?:\/[^\s?#]*)?(?:\?[^\s#]*)?(?:#\S*)?$/i;

export function isExternalUrl(url: string): boolean {
  return EXTERNAL_URL.test(url);
}

/** The landing screen's delivery choices and the delivery type code each stands for (SPEC 1). */
export const DELIVERY_CHOICES = {
  delivery: { code: 'D' },
  takeaway: { code: 'P' },
  drivePick: { code: 'CURB' },
  train: { code: 'IRCTC' },
} as const satisfies Record<string, { code: DeliveryType }>;
export type DeliveryChoice = keyof typeof DELIVERY_CHOICES;
export const DELIVERY_CHOICE_ORDER: readonly DeliveryChoice[] = ['delivery', 'takeaway', 'drivePick', 'train'];

/** Where a delivery choice leads: train to /deliverOnTrain, the others to the location step. */
export function deliveryChoiceRoute(choice: DeliveryChoice): string {
  const { code } = DELIVERY_CHOICES[choice];
  if (code === DELIVERY_TYPE.train) return ROUTES.deliverOnTrain;
  return locationRoute({ deliveryType: DELIVERY_TYPE_PARAMS[code] });
}
