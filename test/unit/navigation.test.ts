import landingEn from '@/i18n/en/landing';
import { describe, expect, it } from 'vitest';
import { BANNER_TARGETS } from '@/contract/codes';
import {
  DELIVERY_CHOICES,
  DELIVERY_CHOICE_ORDER,
  MENU_SLUGS,
  POST_ORDER_ROUTES,
  QUERY,
  ROUTES,
  afterLocationDetectedRoute,
  afterLogoutRoute,
  bannerRoute,
  changeAddressUrl,
  deliveryChoiceRoute,
  edvRoute,
  irctcStationRoute,
  isExternalUrl,
  isMenuSlug,
  appPathOfPostOrder,
  isPostOrderPath,
  linkActionRoute,
  locationRoute,
  loginRoute,
  mapScreenRoute,
  menuRoute,
  menuSlugRoute,
  menuSlugToCategoryId,
  myAddressRoute,
  myAddressesRoute,
  normalisePath,
  orderDetailsRoute,
  orderIdOf,
  postOrderUrl,
  searchAddressRoute,
  selectRestaurantRoute,
  stripLanding,
  thankYouRoute,
  trackOrderRoute,
  orderTrackingRoute,
  tncRoute,
  withMiniAppSource,
  withQuery,
  menuPizzaTarget,
} from '@/domain/navigation';

const SPEC_APP_SHELL_ROUTES = [
  '/',
  '/address',
  '/cart',
  '/changeAddress',
  '/customise',
  '/deliverOnTrain',
  '/slicePassword',
  '/edv',
  '/everyday-value-offers',
  '/forgotPassword',
  '/login-otp',
  '/login',
  '/manualSelector',
  '/mapScreen',
  '/menu',
  '/offers',
  '/orderHistory',
  '/payGateway',
  '/payment',
  '/paymentTransaction',
  '/paymentType',
  '/paytmForm',
  '/profile',
  '/socialSignin',
  '/thankYou',
  '/tnc',
  '/track',
  '/trackOrder',
  '/wallet',
  '/nearestStore',
  '/locationSelection',
  '/thankYouAndTracking',
  '/landing',
  '/searchAddress',
  '/selectResturant',
  '/takeawayMapScreen',
  '/upiForm',
  '/tncOffers',
  '/info',
  '/search',
  '/notification',
  '/pizzaLoyalty',
  '/worldPizzaLeague',
  '/uf',
  '/vendorPage',
  '/irctcStation',
  '/myAddresses',
];

describe('ROUTES', () => {
  it('holds every app-shell route of SPEC 2 and nothing else', () => {
    expect(Object.values(ROUTES).sort()).toEqual([...SPEC_APP_SHELL_ROUTES].sort());
  });

  it('names the password route after the brand', () => {
    expect(ROUTES.password).toBe('/slicePassword');
  });
});

describe('post-order area', () => {
  it('lists the thirteen post-order pages under /postorder-ui/', () => {
    expect(Object.values(POST_ORDER_ROUTES)).toEqual([
      '/postorder-ui/offers',
      '/postorder-ui/orderHistory',
      '/postorder-ui/orderDetails',
      '/postorder-ui/login',
      '/postorder-ui/login-otp',
      '/postorder-ui/profile',
      '/postorder-ui/wallet',
      '/postorder-ui/searchAddress',
      '/postorder-ui/myAddresses',
      '/postorder-ui/mapScreen',
      '/postorder-ui/nearestStore',
      '/postorder-ui/takeawayMapScreen',
      '/postorder-ui/selectRestaurant',
    ]);
  });

  it('serves a post-order page loaded as a document with the app page of the same name, query kept', () => {
    expect(appPathOfPostOrder('/postorder-ui/orderHistory')).toBe('/orderHistory');
    expect(appPathOfPostOrder('/postorder-ui/orderDetails?orderId=ord-1')).toBe('/orderHistory?orderId=ord-1');
    expect(appPathOfPostOrder('/postorder-ui/selectRestaurant?deliveryType=pickup')).toBe('/selectResturant?deliveryType=pickup');
    expect(appPathOfPostOrder('/postorder-ui/myAddresses#top')).toBe('/myAddresses#top');
    expect(appPathOfPostOrder('/postorder-ui/orderDetailsX')).toBe('/orderDetailsX');
    expect(appPathOfPostOrder('/postorder-ui')).toBe('/');
    expect(appPathOfPostOrder('/postorder-ui?from=app')).toBe('/?from=app');
  });

  it('recognises post-order paths and only those', () => {
    expect(isPostOrderPath('/postorder-ui/orderDetails?id=3')).toBe(true);
    expect(isPostOrderPath('/postorder-ui')).toBe(true);
    expect(isPostOrderPath('/postorder-uix/offers')).toBe(false);
    expect(isPostOrderPath('/offers')).toBe(false);
  });

  it('builds a post-order url with its query', () => {
    expect(postOrderUrl('orderDetails', { orderId: 'A1' })).toBe('/postorder-ui/orderDetails?orderId=A1');
    expect(postOrderUrl('wallet')).toBe('/postorder-ui/wallet');
  });
});

describe('menu slugs', () => {
  const expected: Record<string, number> = {
    favourites: 0,
    bestsellers: 1,
    'veg-pizza': 2,
    'non-veg-pizza': 3,
    sides: 4,
    beverages: 5,
    'pizza-mania': 20,
    dessert: 26,
    'speciality-chicken': 46,
    combos: 50,
    'world-pizza-league': 51,
    'indian-masala-pizza': 71,
    'daily-essentials': 76,
    'pasta-pizza-party': 77,
    'new-launches': 80,
    'meals-combos': 81,
    'chicken-lovers-pizza': 82,
  };

  it.each(Object.entries(expected))('maps %s to category %i', (slug, id) => {
    expect(menuSlugToCategoryId(slug)).toBe(id);
    expect(isMenuSlug(slug)).toBe(true);
  });

  it('knows exactly the seventeen SPEC slugs', () => {
    expect(Object.keys(MENU_SLUGS).sort()).toEqual(Object.keys(expected).sort());
  });

  it('gives no id for an unknown slug or an inherited property name', () => {
    expect(menuSlugToCategoryId('pizzas')).toBeUndefined();
    expect(menuSlugToCategoryId('toString')).toBeUndefined();
  });

  it('builds /menu/{slug} and /menu with categoryId and pizzaId', () => {
    expect(menuSlugRoute('veg-pizza')).toBe('/menu/veg-pizza');
    expect(menuRoute()).toBe('/menu');
    expect(menuRoute({ categoryId: 20, pizzaId: 'P12' })).toBe('/menu?categoryId=20&pizzaId=P12');
  });

  it('builds /edv with itemId', () => {
    expect(edvRoute('E7')).toBe('/edv?itemId=E7');
    expect(edvRoute()).toBe('/edv');
  });
});

describe('path normalisation', () => {
  it.each([
    ['/landing', '/'],
    ['/landing?deliveryType=delivery', '/?deliveryType=delivery'],
    ['/landing#top', '/#top'],
    ['/landing/offers', '/offers'],
    ['/landingPage', '/landingPage'],
    ['/menu', '/menu'],
  ])('stripLanding(%s) is %s', (from, to) => {
    expect(stripLanding(from)).toBe(to);
  });

  it.each([
    ['/everyday-value-offers', '/edv'],
    ['/everyday-value-offers?itemId=4', '/edv?itemId=4'],
    ['/everyday-value-offers-x', '/everyday-value-offers-x'],
    ['/landing', '/'],
    ['/cart', '/cart'],
  ])('normalisePath(%s) is %s', (from, to) => {
    expect(normalisePath(from)).toBe(to);
  });
});

describe('banner targets', () => {
  const expected: Record<string, string> = {
    hygiene: '/notification',
    edv: '/edv',
    irctc: '/deliverOnTrain',
    favourite: '/menu/bestsellers',
    offers: '/offers',
    'world cup': '/menu?categoryId=51',
    leaderboard: '/worldPizzaLeague',
    essentials: '/menu/daily-essentials',
  };

  it.each(BANNER_TARGETS)('routes banner target %s', (target) => {
    expect(bannerRoute(target)).toBe(expected[target]);
  });
});

describe('link actions', () => {
  it.each([
    ['edv', '/edv'],
    ['menu', '/menu'],
    ['deals', '/offers'],
    ['reward', '/pizzaLoyalty'],
  ] as const)('routes %s to %s', (action, to) => {
    expect(linkActionRoute(action)).toBe(to);
  });
});

describe('location routing', () => {
  const coords = { latitude: 28.61, longitude: 77.21 };

  it('goes to /nearestStore with deliveryType when coordinates are known', () => {
    expect(locationRoute({ deliveryType: 'pickup', coords })).toBe('/nearestStore?deliveryType=pickup');
  });

  it('goes to /locationSelection with deliveryType without coordinates', () => {
    expect(locationRoute({ deliveryType: 'delivery' })).toBe('/locationSelection?deliveryType=delivery');
  });

  it('adds latitude and longitude in the variant, and sends it to /searchAddress without coordinates', () => {
    expect(locationRoute({ deliveryType: 'delivery', coords, variant: true })).toBe(
      '/nearestStore?deliveryType=delivery&latitude=28.61&longitude=77.21',
    );
    expect(locationRoute({ deliveryType: 'curb', variant: true })).toBe('/searchAddress?deliveryType=curb');
  });

  it('sends delivery to /mapScreen after detection and every other type to /nearestStore', () => {
    expect(afterLocationDetectedRoute('delivery')).toBe('/mapScreen');
    for (const type of ['pickup', 'dinein', 'takeaway', 'curb'] as const) {
      expect(afterLocationDetectedRoute(type)).toBe(`/nearestStore?deliveryType=${type}`);
    }
  });

  it('builds /mapScreen with latitude, longitude and isAddAddress', () => {
    expect(mapScreenRoute(coords, true)).toBe('/mapScreen?latitude=28.61&longitude=77.21&isAddAddress=true');
  });
});

describe('other navigation', () => {
  it('appends deliveryType=delivery to a changeAddress url', () => {
    expect(changeAddressUrl()).toBe('/changeAddress?deliveryType=delivery');
    expect(changeAddressUrl('/changeAddress?from=cart')).toBe('/changeAddress?from=cart&deliveryType=delivery');
  });

  it('appends the source parameter only inside a mini-app', () => {
    expect(withMiniAppSource('/cart?x=1#pay', 'paymentsApp')).toBe('/cart?x=1&source=paymentsApp#pay');
    expect(withMiniAppSource('/cart', undefined)).toBe('/cart');
  });

  it('builds login urls with redirectUrl and from', () => {
    expect(loginRoute({ redirectUrl: '/cart', from: 'cart' })).toBe('/login?redirectUrl=%2Fcart&from=cart');
    expect(loginRoute({ otp: true })).toBe('/login-otp');
  });

  it('builds the remaining SPEC 2 targets', () => {
    expect(thankYouRoute('NA')).toBe('/thankYou?transactionId=NA');
    expect(searchAddressRoute(true)).toBe('/searchAddress?isFromCart=true');
    expect(myAddressRoute()).toBe('/address?myAddress=true');
    expect(myAddressesRoute()).toBe('/myAddresses?fromProfile=true');
    expect(trackOrderRoute('H9')).toBe('/trackOrder?orderHistoryId=H9');
    expect(orderDetailsRoute('order 1')).toBe('/orderHistory?orderId=order+1');
    expect(selectRestaurantRoute('takeaway')).toBe('/selectResturant?deliveryType=takeaway&storePage=false');
    expect(irctcStationRoute('1234567890')).toBe('/irctcStation?pnr=1234567890');
  });

  it('tracks an order to a train seat on its rail order screen, every other order at /trackOrder', () => {
    expect(orderTrackingRoute({ orderId: 'H9', deliveryType: 'IRCTC' })).toBe('/deliverOnTrain/orders/H9');
    for (const deliveryType of ['D', 'T', 'P', 'DINEIN', 'CURB'] as const) {
      expect(orderTrackingRoute({ orderId: 'H9', deliveryType })).toBe('/trackOrder?orderHistoryId=H9');
    }
  });

  it('opens /tnc at a section by its fragment', () => {
    expect(tncRoute()).toBe('/tnc');
    expect(tncRoute('rail')).toBe('/tnc#rail');
  });

  it('goes home after logout unless told to stay', () => {
    expect(afterLogoutRoute()).toBe('/');
    expect(afterLogoutRoute(true)).toBeNull();
  });

  it('keeps query names as SPEC spells them', () => {
    expect(QUERY.deliveryType).toBe('deliveryType');
    expect(QUERY.orderHistoryId).toBe('orderHistoryId');
  });

  it('withQuery skips undefined values and replaces existing ones', () => {
    expect(withQuery('/a?b=1', { b: 2, c: undefined })).toBe('/a?b=2');
  });
});

describe('order details (/orderHistory?orderId)', () => {
  it('reads the order the URL names, trimmed', () => {
    expect(orderIdOf(new URLSearchParams(orderDetailsRoute('order-7').split('?')[1]))).toBe('order-7');
    expect(orderIdOf(new URLSearchParams('orderId=%20order-7%20'))).toBe('order-7');
  });

  it('is null for the list: no orderId, or a blank one', () => {
    for (const query of ['', 'orderId=', 'orderId=%20%20', 'orderHistoryId=order-7']) {
      expect(orderIdOf(new URLSearchParams(query))).toBeNull();
    }
  });
});

describe('isExternalUrl (SPEC 5)', () => {
  it.each([
    'https://example.com',
    'http://pay.example.co.in:8443/checkout/step?x=1&y=2#done',
    'https://localhost:3000/',
    'HTTPS://EXAMPLE.COM/a',
  ])('accepts %s', (url) => {
    expect(isExternalUrl(url)).toBe(true);
  });

  it.each([
    '/menu',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://',
    'https://exa mple.com',
    'https://-bad.com',
    'https://example.com:port',
    '//example.com',
  ])('rejects %s', (url) => {
    expect(isExternalUrl(url)).toBe(false);
  });
});

describe('delivery choices', () => {
  it('offers the four choices in order with SPEC labels and codes', () => {
    expect(DELIVERY_CHOICE_ORDER.map((choice) => landingEn.texts.choices[choice].label)).toEqual([
      'Delivery',
      'Takeaway/Dine-in',
      'Drive-n-Pick',
      'Deliver on train',
    ]);
    expect(DELIVERY_CHOICE_ORDER.map((choice) => DELIVERY_CHOICES[choice].code)).toEqual(['D', 'P', 'CURB', 'IRCTC']);
  });

  it.each([
    ['delivery', '/locationSelection?deliveryType=delivery'],
    ['takeaway', '/locationSelection?deliveryType=pickup'],
    ['drivePick', '/locationSelection?deliveryType=curb'],
    ['train', '/deliverOnTrain'],
  ] as const)('routes %s to %s', (choice, to) => {
    expect(deliveryChoiceRoute(choice)).toBe(to);
  });
});

describe('menu pizza target (SPEC 2 /menu?pizzaId)', () => {
  it('opens the customisation of the named pizza', () => {
    expect(menuPizzaTarget(new URLSearchParams('pizzaId=101'))).toBe('/customise?pizzaId=101');
  });

  it('is null without a usable pizza id', () => {
    for (const query of ['', 'pizzaId=', 'pizzaId=abc', 'pizzaId=-3', 'pizzaId=1.5', 'categoryId=2']) {
      expect(menuPizzaTarget(new URLSearchParams(query))).toBeNull();
    }
  });
});
