/**
 * Builds each language's SEO document from the catalogue at build time (prerender.tsx hands it to the build,
 * scripts/prerenderPlugin.ts writes it). A route whose screen sets a document title takes that very text, so the
 * title a search engine reads and the one the screen shows never differ; the seo namespace holds the rest.
 */
import type { SeoDocument, SeoTags } from '@/contract/seo';
import { BRAND, SEO_PIZZA_PRICE_PAISE } from '@/domain/constants';
import { ROUTES, type RouteName } from '@/domain/navigation';
import { SEO_ROUTE_NAMES, SHARED_ROUTE_NAMES } from '@/domain/seo';
import { formatRupees } from '@/domain/money';
import addressBookEn from '@/i18n/en/addressBook';
import cartEn from '@/i18n/en/cart';
import contentPageEn from '@/i18n/en/contentPage';
import customiseEn from '@/i18n/en/customise';
import edvEn from '@/i18n/en/edv';
import feedbackEn from '@/i18n/en/feedback';
import leagueEn from '@/i18n/en/league';
import locationSearchEn from '@/i18n/en/locationSearch';
import loginEn from '@/i18n/en/login';
import loyaltyEn from '@/i18n/en/loyalty';
import manualSelectorEn from '@/i18n/en/manualSelector';
import mapScreenEn from '@/i18n/en/mapScreen';
import menuEn from '@/i18n/en/menu';
import offersEn from '@/i18n/en/offers';
import orderHistoryEn from '@/i18n/en/orderHistory';
import pagesEn from '@/i18n/en/pages';
import paymentEn from '@/i18n/en/payment';
import paymentTransactionEn from '@/i18n/en/paymentTransaction';
import paytmEn from '@/i18n/en/paytm';
import profileEn from '@/i18n/en/profile';
import railEn from '@/i18n/en/rail';
import searchEn from '@/i18n/en/search';
import seoEn from '@/i18n/en/seo';
import thankYouEn from '@/i18n/en/thankYou';
import trackingEn from '@/i18n/en/tracking';
import upiFormEn from '@/i18n/en/upiForm';
import walletEn from '@/i18n/en/wallet';
import addressBookHi from '@/i18n/hi/addressBook';
import cartHi from '@/i18n/hi/cart';
import contentPageHi from '@/i18n/hi/contentPage';
import customiseHi from '@/i18n/hi/customise';
import edvHi from '@/i18n/hi/edv';
import feedbackHi from '@/i18n/hi/feedback';
import leagueHi from '@/i18n/hi/league';
import locationSearchHi from '@/i18n/hi/locationSearch';
import loginHi from '@/i18n/hi/login';
import loyaltyHi from '@/i18n/hi/loyalty';
import manualSelectorHi from '@/i18n/hi/manualSelector';
import mapScreenHi from '@/i18n/hi/mapScreen';
import menuHi from '@/i18n/hi/menu';
import offersHi from '@/i18n/hi/offers';
import orderHistoryHi from '@/i18n/hi/orderHistory';
import pagesHi from '@/i18n/hi/pages';
import paymentHi from '@/i18n/hi/payment';
import paymentTransactionHi from '@/i18n/hi/paymentTransaction';
import paytmHi from '@/i18n/hi/paytm';
import profileHi from '@/i18n/hi/profile';
import railHi from '@/i18n/hi/rail';
import searchHi from '@/i18n/hi/search';
import seoHi from '@/i18n/hi/seo';
import thankYouHi from '@/i18n/hi/thankYou';
import trackingHi from '@/i18n/hi/tracking';
import upiFormHi from '@/i18n/hi/upiForm';
import walletHi from '@/i18n/hi/wallet';
import type { Language } from '@/i18n/languages';
import { fill, type Translation } from '@/i18n/texts';

type Words<N extends { texts: object }> = Translation<N['texts']>;

interface Catalogue {
  addressBook: Words<typeof addressBookEn>;
  cart: Words<typeof cartEn>;
  contentPage: Words<typeof contentPageEn>;
  customise: Words<typeof customiseEn>;
  edv: Words<typeof edvEn>;
  feedback: Words<typeof feedbackEn>;
  league: Words<typeof leagueEn>;
  locationSearch: Words<typeof locationSearchEn>;
  login: Words<typeof loginEn>;
  loyalty: Words<typeof loyaltyEn>;
  manualSelector: Words<typeof manualSelectorEn>;
  mapScreen: Words<typeof mapScreenEn>;
  menu: Words<typeof menuEn>;
  offers: Words<typeof offersEn>;
  orderHistory: Words<typeof orderHistoryEn>;
  pages: Words<typeof pagesEn>;
  payment: Words<typeof paymentEn>;
  paymentTransaction: Words<typeof paymentTransactionEn>;
  paytm: Words<typeof paytmEn>;
  profile: Words<typeof profileEn>;
  rail: Words<typeof railEn>;
  search: Words<typeof searchEn>;
  seo: Words<typeof seoEn>;
  thankYou: Words<typeof thankYouEn>;
  tracking: Words<typeof trackingEn>;
  upiForm: Words<typeof upiFormEn>;
  wallet: Words<typeof walletEn>;
}

const CATALOGUES: Record<Language, Catalogue> = {
  en: {
    addressBook: addressBookEn.texts,
    cart: cartEn.texts,
    contentPage: contentPageEn.texts,
    customise: customiseEn.texts,
    edv: edvEn.texts,
    feedback: feedbackEn.texts,
    league: leagueEn.texts,
    locationSearch: locationSearchEn.texts,
    login: loginEn.texts,
    loyalty: loyaltyEn.texts,
    manualSelector: manualSelectorEn.texts,
    mapScreen: mapScreenEn.texts,
    menu: menuEn.texts,
    offers: offersEn.texts,
    orderHistory: orderHistoryEn.texts,
    pages: pagesEn.texts,
    payment: paymentEn.texts,
    paymentTransaction: paymentTransactionEn.texts,
    paytm: paytmEn.texts,
    profile: profileEn.texts,
    rail: railEn.texts,
    search: searchEn.texts,
    seo: seoEn.texts,
    thankYou: thankYouEn.texts,
    tracking: trackingEn.texts,
    upiForm: upiFormEn.texts,
    wallet: walletEn.texts,
  },
  hi: {
    addressBook: addressBookHi,
    cart: cartHi,
    contentPage: contentPageHi,
    customise: customiseHi,
    edv: edvHi,
    feedback: feedbackHi,
    league: leagueHi,
    locationSearch: locationSearchHi,
    login: loginHi,
    loyalty: loyaltyHi,
    manualSelector: manualSelectorHi,
    mapScreen: mapScreenHi,
    menu: menuHi,
    offers: offersHi,
    orderHistory: orderHistoryHi,
    pages: pagesHi,
    payment: paymentHi,
    paymentTransaction: paymentTransactionHi,
    paytm: paytmHi,
    profile: profileHi,
    rail: railHi,
    search: searchHi,
    seo: seoHi,
    thankYou: thankYouHi,
    tracking: trackingHi,
    upiForm: upiFormHi,
    wallet: walletHi,
  },
};

type SeoRouteName = Exclude<RouteName, 'landing' | 'edvAlias' | 'vendorPage'>;

/** Each route's title: the one its screen shows (useDocumentTitle), else the seo namespace's. */
const TITLES: Record<SeoRouteName, (c: Catalogue) => string> = {
  home: (c) => c.seo.titles.home,
  address: (c) => c.addressBook.selectDocumentTitle,
  cart: (c) => c.cart.documentTitle,
  changeAddress: (c) => c.addressBook.selectDocumentTitle,
  customise: (c) => c.customise.documentTitle,
  deliverOnTrain: (c) => c.rail.documentTitle,
  password: (c) => c.login.password.documentTitle,
  edv: (c) => c.edv.documentTitle,
  forgotPassword: (c) => c.login.forgotPassword.documentTitle,
  loginOtp: (c) => c.login.otp.documentTitle,
  login: (c) => c.login.login.documentTitle,
  manualSelector: (c) => c.manualSelector.documentTitle,
  mapScreen: (c) => c.mapScreen.documentTitle,
  menu: (c) => c.menu.documentTitle,
  offers: (c) => c.offers.documentTitle,
  orderHistory: (c) => c.orderHistory.documentTitle,
  payGateway: (c) => c.paytm.screenTitle,
  payment: (c) => c.payment.cardDocumentTitle,
  paymentTransaction: (c) => c.paymentTransaction.documentTitle,
  paymentType: (c) => c.payment.documentTitle,
  paytmForm: (c) => c.paytm.screenTitle,
  profile: (c) => c.profile.documentTitle,
  socialSignin: (c) => c.login.social.documentTitle,
  thankYou: (c) => c.thankYou.documentTitle,
  tnc: (c) => fill(c.contentPage.documentTitle, { title: c.pages.tnc.title }),
  track: (c) => c.tracking.trackAnotherTitle,
  trackOrder: (c) => c.tracking.trackOrderTitle,
  wallet: (c) => c.wallet.documentTitle,
  nearestStore: (c) => c.seo.titles.nearestStore,
  locationSelection: (c) => c.locationSearch.documentTitle,
  thankYouAndTracking: (c) => c.thankYou.documentTitle,
  searchAddress: (c) => c.locationSearch.documentTitle,
  selectResturant: (c) => c.seo.titles.selectResturant,
  takeawayMapScreen: (c) => c.seo.titles.takeawayMapScreen,
  upiForm: (c) => c.upiForm.documentTitle,
  tncOffers: (c) => c.offers.terms.documentTitle,
  info: (c) => fill(c.contentPage.documentTitle, { title: c.pages.info.title }),
  search: (c) => c.search.documentTitle,
  notification: (c) => fill(c.contentPage.documentTitle, { title: c.pages.notification.title }),
  pizzaLoyalty: (c) => c.loyalty.documentTitle,
  worldPizzaLeague: (c) => c.league.documentTitle,
  feedback: (c) => c.feedback.documentTitle,
  irctcStation: (c) => c.rail.stations.documentTitle,
  myAddresses: (c) => c.addressBook.manageDocumentTitle,
};

/** The product's own values in the words: the brand, and SPEC 9's two regular pizzas at ₹ 99 each. */
const HOLES = { brand: BRAND, price: formatRupees(SEO_PIZZA_PRICE_PAISE) };

function routeTags(catalogue: Catalogue, name: SeoRouteName): SeoTags {
  const title = fill(TITLES[name](catalogue), HOLES);
  const description = fill(catalogue.seo.descriptions[name], HOLES);
  if (!SHARED_ROUTE_NAMES.includes(name)) return { title, description };
  return { title, description, og: { title, description }, canonical: ROUTES[name] };
}

const isSeoRoute = (name: RouteName): name is SeoRouteName => SEO_ROUTE_NAMES.includes(name);

/** One language's SEO document: the site's tags and every SEO route's, by path. */
export function seoDocument(language: Language): SeoDocument {
  const catalogue = CATALOGUES[language];
  return {
    site: { title: catalogue.seo.titles.site, description: fill(catalogue.seo.descriptions.site, HOLES) },
    routes: Object.fromEntries(SEO_ROUTE_NAMES.filter(isSeoRoute).map((name) => [ROUTES[name], routeTags(catalogue, name)])),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags of a prerendered document (the page's own origin is unknown at build time: the canonical link is a path). */
export function seoHeadHtml(tags: SeoTags): string {
  const metas = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}" />`,
    ...(tags.og
      ? [
          `<meta property="og:title" content="${escapeHtml(tags.og.title)}" />`,
          `<meta property="og:description" content="${escapeHtml(tags.og.description)}" />`,
        ]
      : []),
    ...(tags.canonical ? [`<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`] : []),
  ];
  return metas.join('');
}
