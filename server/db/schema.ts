/**
 * Database schema, one definition for PGlite and PostgreSQL. Amounts are integer paise.
 * Migrations are generated from this file: `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CartCalculationRow } from '../../src/contract/cart';
import type { ContentPageSection } from '../../src/contract/contentPages';
import { BANNER_TARGETS, LINK_ACTIONS, WIDGET_KINDS, type TrackerStage } from '../../src/contract/codes';
import {
  CHEESY_STATUSES,
  ENROLMENT_SOURCES,
  LOYALTY_MEMBER_STATUSES,
  PRIZE_KINDS,
  WALLET_ENTRY_REASONS,
  WALLET_PARTS,
} from '../../src/domain/loyalty';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Server-owned values such as the generated token secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** SPEC 9 app config: one row per key, served as one object. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * One row: the catalogue's version. A trigger raises it on every change to the tables the menu, toppings,
 * EDV deals and config are made of, so every server process knows when the answers it keeps are stale.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

/** SPEC 3 Config: a single row. */
export const siteConfig = pgTable(
  'site_config',
  {
    id: smallint('id').primaryKey().default(1),
    disableCookies: boolean('disable_cookies').notNull(),
    vendorConfig: jsonb('vendor_config')
      .$type<{ blockedFeatures: string[]; partners: Record<string, { blockedFeatures: string[] }> }>()
      .notNull(),
    features: jsonb('features').$type<Record<string, unknown>>().notNull(),
    isDefaultWalletApplied: boolean('is_default_wallet_applied').notNull(),
  },
  (t) => [check('site_config_single_row', sql`${t.id} = 1`)],
);

/**
 * Anonymous and logged-in users. A deleted account keeps only its id (deleted_at set, personal data
 * cleared) so that its old tokens can be told apart from unknown ones.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    anonymous: boolean('anonymous').notNull(),
    mobile: text('mobile'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    /** scrypt, see server/services/passwords.ts. */
    passwordHash: text('password_hash'),
    /** Set once the mobile answered an OTP. */
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    /** Set while the email is the one an identity provider asserted. */
    emailVerified: boolean('email_verified').notNull().default(false),
    isVip: boolean('is_vip').notNull().default(false),
    /** The language the customer reads Slice in (src/i18n/languages.ts); null until they choose one. */
    language: text('language'),
    cartId: text('cart_id'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_mobile_idx').on(t.mobile)],
);

export const sessionRevokeReason = pgEnum('session_revoke_reason', ['rotated', 'ended']);

/**
 * One row per issued refresh token; refreshing revokes the row and issues a new one (rotation).
 * Rows of one login share a family: its access tokens work while the family has an unrevoked row.
 * Revoked as 'rotated' by a refresh, 'ended' by logout, account deletion or detected token theft.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    accessKeyId: text('access_key_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: sessionRevokeReason('revoke_reason'),
    replacedBy: text('replaced_by'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_token_hash_idx').on(t.refreshTokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_family_id_idx').on(t.familyId),
  ],
);

export const socialProvider = pgEnum('social_provider', ['sandbox']);

/** A user's sign-in identities at identity providers; one per provider and user. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: socialProvider('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), uniqueIndex('social_identities_user_provider_idx').on(t.userId, t.provider)],
);

/**
 * SPEC 3 walletSummary: one wallet per logged-in user, held in its three parts (SPEC 3 wallet point titles).
 * Every change goes through server/services/walletLedger.ts, which writes a wallet_entries row with it.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pizzaPalsPaise: integer('pizza_pals_paise').notNull().default(0),
    promoPaise: integer('promo_paise').notNull().default(0),
    refundPaise: integer('refund_paise').notNull().default(0),
    balancePaise: integer('balance_paise')
      .notNull()
      .generatedAlwaysAs(sql`pizza_pals_paise + promo_paise + refund_paise`),
    loyaltyProgram: text('loyalty_program'),
  },
  (t) => [check('wallets_parts_non_negative', sql`${t.pizzaPalsPaise} >= 0 and ${t.promoPaise} >= 0 and ${t.refundPaise} >= 0`)],
);

export const walletPart = pgEnum('wallet_part', WALLET_PARTS);
export const walletEntryReason = pgEnum('wallet_entry_reason', WALLET_ENTRY_REASONS);

/**
 * The wallet's history: one row per part moved (credits positive, debits negative). An order, a spin or an
 * expiry moves a part for a reason at most once (the unique indexes), so a retried or concurrent step books nothing twice.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    part: walletPart('part').notNull(),
    reason: walletEntryReason('reason').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** What else the entry belongs to (a spin, an expiry round); null for order entries. */
    reference: text('reference'),
    /** PROMO credits: when what is left of them expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('wallet_entries_order_part_reason_idx').on(t.orderId, t.part, t.reason),
    uniqueIndex('wallet_entries_reference_part_reason_idx').on(t.reference, t.part, t.reason),
    index('wallet_entries_user_created_idx').on(t.userId, t.createdAt),
    check('wallet_entries_amount_non_zero', sql`${t.amountPaise} <> 0`),
  ],
);

export const loyaltyMemberStatus = pgEnum('loyalty_member_status', LOYALTY_MEMBER_STATUSES);
export const enrolmentSource = pgEnum('enrolment_source', ENROLMENT_SOURCES);

/** Pizza Pals membership (SPEC 4 loyalty enrollment): WAITING until the programme confirms at confirms_at. */
export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SPEC 3 loyaltyCardCode. */
    cardCode: text('card_code').notNull(),
    status: loyaltyMemberStatus('status').notNull(),
    source: enrolmentSource('source').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmsAt: timestamp('confirms_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('loyalty_members_card_code_idx').on(t.cardCode)],
);

/** login and forgotPassword: the customer's own mobile; codOrder: a cash order's COD OTP; voucher: an e-voucher's OTP; paytmLink: linking the sandbox Paytm wallet. */
export const otpPurpose = pgEnum('otp_purpose', ['login', 'forgotPassword', 'codOrder', 'voucher', 'paytmLink']);

/** The one live one-time code per mobile and purpose; sending a new code replaces it. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: text('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: otpPurpose('purpose').notNull(),
    /** HMAC-SHA256 of the code with the server secret. */
    codeHash: text('code_hash').notNull(),
    /** Names given with the send call, used when the first login creates the user. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What the code is for beyond the mobile (an order transaction id, a voucher code, a link state); null for login codes. */
    subject: text('subject'),
  },
  (t) => [uniqueIndex('otp_codes_mobile_purpose_idx').on(t.mobile, t.purpose)],
);

/** Fixed-window counters shared by every server process; keys are keyed hashes, never raw mobiles or addresses. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_start_idx').on(t.windowStart)],
);

/** Outside production: what the built-in SMS provider "sent", so every process and the tests can read it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);

/** SPEC 7 usage tracking (SAVE_UA_TRACKING). */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    action: text('action').notNull(),
    actionType: text('action_type').notNull(),
    pageName: text('page_name').notNull(),
    referrer: text('referrer').notNull(),
    userAgent: text('user_agent').notNull(),
    platform: text('platform').notNull(),
    clientTimestamp: bigint('client_timestamp', { mode: 'number' }).notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('usage_events_user_id_idx').on(t.userId)],
);

export const navMenuItems = pgTable('nav_menu_items', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  link: text('link').notNull(),
  requiresLogin: boolean('requires_login').notNull(),
  position: integer('position').notNull(),
});

export const alertSeverity = pgEnum('alert_severity', ['info', 'warning']);

/** Shown while now is inside [active_from, active_until); no end means open-ended. */
export const alerts = pgTable('alerts', {
  id: text('id').primaryKey(),
  message: text('message').notNull(),
  severity: alertSeverity('severity').notNull(),
  activeFrom: timestamp('active_from', { withTimezone: true }).notNull(),
  activeUntil: timestamp('active_until', { withTimezone: true }),
  position: integer('position').notNull(),
});

export const bannerTarget = pgEnum('banner_target', BANNER_TARGETS);

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  image: text('image').notNull(),
  altText: text('alt_text').notNull(),
  target: bannerTarget('target').notNull(),
  position: integer('position').notNull(),
});

/** The words of a content page (/tnc, /info, /notification) in one language; `{name}` holes are filled when served. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    sections: jsonb('sections').$type<ContentPageSection[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.language] })],
);

/** SPEC 7 static widgets (CMS) of a page of the site on a platform, for one delivery type and language, in position order. */
export const cmsWidgets = pgTable(
  'cms_widgets',
  {
    id: text('id').notNull(),
    language: text('language').notNull(),
    site: text('site').notNull(),
    platform: text('platform').notNull(),
    page: text('page').notNull(),
    deliveryType: text('delivery_type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.language, t.deliveryType] }),
    index('cms_widgets_lookup_idx').on(t.site, t.platform, t.page, t.deliveryType, t.language),
  ],
);

export const widgetKind = pgEnum('widget_kind', WIDGET_KINDS);

/** The landing widgets in order (SPEC 7); a `banners` widget shows the banners, a `links` widget its widget_links. */
export const landingWidgets = pgTable('landing_widgets', {
  id: text('id').primaryKey(),
  /** Lowercase (SPEC 6 blocked features filter home widgets by it). */
  label: text('label').notNull(),
  kind: widgetKind('kind').notNull(),
  /** English title; the catalogue words it by id in the request's language. */
  title: text('title').notNull(),
  position: integer('position').notNull(),
});

export const linkAction = pgEnum('link_action', LINK_ACTIONS);

export const widgetLinks = pgTable(
  'widget_links',
  {
    id: text('id').primaryKey(),
    widgetId: text('widget_id')
      .notNull()
      .references(() => landingWidgets.id),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    action: linkAction('action').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('widget_links_widget_idx').on(table.widgetId)],
);

export const menuCategories = pgTable('menu_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const foodType = pgEnum('food_type', ['VEG', 'NON_VEG']);

export const crusts = pgTable('crusts', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const sizes = pgTable('sizes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  serves: integer('serves').notNull(),
  position: integer('position').notNull(),
});

export const toppings = pgTable(
  'toppings',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    foodType: foodType('food_type').notNull(),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [check('toppings_price_positive', sql`${t.pricePaise} > 0`)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    /** Pizzas' codes start with PIZ. */
    code: text('code').notNull().unique(),
    menuCode: text('menu_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    foodType: foodType('food_type').notNull(),
    image: text('image').notNull(),
    /** World Pizza League pizzas: the country the recipe comes from (ISO 3166-1 alpha-2); null for others. */
    country: text('country'),
    isCustomizable: boolean('is_customizable').notNull(),
    /** Price of items sold without crust and size; pizzas are priced per crust and size in product_prices. */
    pricePaise: integer('price_paise'),
    position: integer('position').notNull(),
  },
  (t) => [check('products_price_positive', sql`${t.pricePaise} is null or ${t.pricePaise} > 0`)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    crustId: integer('crust_id')
      .notNull()
      .references(() => crusts.id),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.crustId, t.sizeId] }), check('product_prices_price_positive', sql`${t.pricePaise} > 0`)],
);

/** Toppings a product allows; `is_default` marks the ones it comes with. */
export const productToppings = pgTable(
  'product_toppings',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    toppingId: integer('topping_id')
      .notNull()
      .references(() => toppings.id),
    isDefault: boolean('is_default').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.toppingId] })],
);

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  state: text('state').notNull(),
});

export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    region: text('region').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** SPEC 3: 1 online, 0 offline. */
    online: smallint('online').notNull(),
    /** Store that takes advance orders while this one is offline. */
    advanceOrderStoreId: text('advance_order_store_id'),
    /** The locality the store stands in (SPEC 9 filters pickup locality 'pokhra'). */
    locality: text('locality'),
    /** Delivery area: points within this distance of the store. */
    deliveryRadiusKm: doublePrecision('delivery_radius_km').notNull().default(7),
    /** Rail catering: how long before a train's arrival the store must have an order (its cut-off, 15 to 105 minutes). */
    railLeadMinutes: integer('rail_lead_minutes').notNull().default(45),
  },
  (t) => [
    check('stores_online_flag', sql`${t.online} in (0, 1)`),
    check('stores_rail_lead_minutes', sql`${t.railLeadMinutes} between 15 and 105`),
    index('stores_city_id_idx').on(t.cityId),
  ],
);

/** Rail catering: the railway stations a store serves (one store per station), with the platform's point. */
export const railStations = pgTable('rail_stations', {
  /** The railway's station code ('SBC'): the station id of a rail order. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  storeId: text('store_id')
    .notNull()
    .references(() => stores.id),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** SPEC 7 rail localities data.edvEnable: everyday-value deals can be ordered to a seat at this station. */
  edvEnabled: boolean('edv_enabled').notNull(),
});

/** Seeded gazetteer of Indian localities for geocoding and place search. */
export const localities = pgTable(
  'localities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    subLocality: text('sub_locality'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    postalCode: text('postal_code').notNull(),
  },
  (t) => [index('localities_city_idx').on(t.city), uniqueIndex('localities_name_city_idx').on(t.name, t.city)],
);

/** SPEC 3 Address: a logged-in user's saved addresses. */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    houseNo: text('house_no').notNull(),
    locality: text('locality').notNull(),
    subLocality: text('sub_locality').notNull(),
    city: text('city').notNull(),
    area1: text('area1').notNull(),
    area2: text('area2').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    deliveryType: text('delivery_type').notNull(),
    /** Null when every value was empty (SPEC 5). */
    addressComponent: jsonb('address_component').$type<Record<string, string>>(),
    childStoreId: text('child_store_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * Per-store availability (SPEC 8 'Temporarily out of stock'). A product without a row is in stock at
 * that store; a row with in_stock false takes it off sale there until the row says true again.
 */
export const storeProductStock = pgTable(
  'store_product_stock',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    inStock: boolean('in_stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] })],
);

/** Everyday-value deals (SPEC 2 /edv, SPEC 7 EDV by store and by dealId): pizzas of one size at one price each. */
export const edvDeals = pgTable(
  'edv_deals',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pricePerPizzaPaise: integer('price_per_pizza_paise').notNull(),
    pizzasRequired: smallint('pizzas_required').notNull(),
    /** R or M. */
    sizeCode: text('size_code')
      .notNull()
      .references(() => sizes.code),
    /** True: offered at every store; false: only at the stores of edv_deal_stores. */
    allStores: boolean('all_stores').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('edv_deals_price_positive', sql`${t.pricePerPizzaPaise} > 0`),
    check('edv_deals_pizzas_required_positive', sql`${t.pizzasRequired} > 0`),
    check('edv_deals_size_code', sql`${t.sizeCode} in ('R', 'M')`),
  ],
);

/** The products a deal takes, in the order the deal lists them. */
export const edvDealProducts = pgTable(
  'edv_deal_products',
  {
    dealId: text('deal_id')
      .notNull()
      .references(() => edvDeals.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.productId] })],
);

/** The stores of a deal that is not offered at every store. */
export const edvDealStores = pgTable(
  'edv_deal_stores',
  {
    dealId: text('deal_id')
      .notNull()
      .references(() => edvDeals.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.storeId] }), index('edv_deal_stores_store_id_idx').on(t.storeId)],
);

/** SPEC 7 favourites: the products a logged-in user marked, newest first. */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * SPEC 3 Cart: one cart per caller (anonymous or logged-in user). Only what the customer chose is kept;
 * prices, taxes and discounts are computed from the catalogue on every read.
 */
export const carts = pgTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  id: text('id').notNull().unique(),
  storeId: text('store_id').references(() => stores.id, { onDelete: 'set null' }),
  deliveryType: text('delivery_type').notNull(),
  tipPaise: integer('tip_paise').notNull().default(0),
  tipRemoved: boolean('tip_removed').notNull().default(false),
  autoTipSelected: boolean('auto_tip_selected').notNull().default(false),
  /** SPEC 3 optedOptionalCharges: the codes (K) the customer opted into. */
  optedChargeCodes: jsonb('opted_charge_codes').$type<string[]>().notNull().default([]),
  /** The applied coupon (SPEC 3 explicitPromo); dropped as soon as it no longer applies. */
  promoCode: text('promo_code').references(() => promos.code, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The lines of a cart in the order they were added. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    crustId: integer('crust_id').references(() => crusts.id),
    sizeId: integer('size_id').references(() => sizes.id),
    quantity: integer('quantity').notNull(),
    addTopngs: jsonb('add_topngs').$type<number[]>().notNull(),
    repTopngs: jsonb('rep_topngs').$type<number[]>().notNull(),
    remTopngs: jsonb('rem_topngs').$type<number[]>().notNull(),
    edvDealId: text('edv_deal_id'),
    /** SPEC 3 menuType LOYALTY: a free regular pizza paid with Pizza Pals points; null for bought lines. */
    menuType: text('menu_type'),
  },
  (t) => [index('cart_items_user_id_idx').on(t.userId, t.position), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const promoKind = pgEnum('promo_kind', ['FLAT', 'PERCENT', 'EDV']);

/** Coupons and the offers list (SPEC 5 coupons, SPEC 2 /offers). Amounts in paise. */
export const promos = pgTable(
  'promos',
  {
    code: text('code').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    kind: promoKind('kind').notNull(),
    /** FLAT: paise off; PERCENT: percent off; EDV: paise per pizza. */
    value: integer('value').notNull(),
    /** PERCENT: the most it takes off; null: no cap. */
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** Payment types the coupon is limited to; empty: any. */
    paymentOptions: jsonb('payment_options').$type<string[]>().notNull().default([]),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    loginRequired: boolean('login_required').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    tnc: jsonb('tnc').$type<string[]>().notNull(),
    position: integer('position').notNull(),
    /** A reward coupon (spin prize, cheesy milestone): only its owner may use it, once; never listed in the offers. */
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('promos_owner_idx').on(t.ownerUserId),
    check('promos_value_positive', sql`${t.value} > 0`),
    check('promos_percent_range', sql`${t.kind} <> 'PERCENT' or ${t.value} <= 100`),
    check('promos_min_order_non_negative', sql`${t.minOrderPaise} >= 0`),
  ],
);

/**
 * Users who have placed an order (first-order coupons, SPEC 5). A logged-in user without a row is on
 * their first order; the order service adds the row when an order is confirmed.
 */
export const firstOrderMarkers = pgTable('first_order_markers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderRef: text('order_ref').notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC 4 payment methods offered at checkout; `enabled` is the E/D flag. */
export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  paymentType: text('payment_type').notNull(),
  name: text('name').notNull(),
  provider: text('provider'),
  enabled: text('enabled').notNull(),
  /** UPI only: INTENT, COLLECT. */
  upiModes: jsonb('upi_modes').$type<string[]>().notNull().default([]),
  position: integer('position').notNull(),
});

export const orderStatus = pgEnum('order_status', ['PENDING', 'CONFIRMED', 'FAILED']);

/** Why an order FAILED: its payment failed, a newer confirmation of the cart superseded it, the customer cancelled it, it expired unpaid, or (rail) its train came too late to be served. */
export const ORDER_FAILURE_REASONS = ['PAYMENT_FAILED', 'SUPERSEDED', 'CANCELLED', 'EXPIRED', 'UNDELIVERED'] as const;
export type OrderFailureReason = (typeof ORDER_FAILURE_REASONS)[number];

/** What the customer chose on a line: enough to put the same line in a cart again (reorder). */
export interface OrderLineChoice {
  crustId: number | null;
  sizeId: number | null;
  addTopngs: number[];
  repTopngs: number[];
  remTopngs: number[];
  edvDealId: string | null;
  /** SPEC 3 menuType LOYALTY: a free item paid with points; absent for bought lines and older orders. */
  menuType?: string | null;
}

/** One line of an order as it was priced when the order was placed. */
export interface OrderLine {
  productId: number;
  name: string;
  quantity: number;
  totalPaise: number;
  /** The line before any coupon discount: the lines add up to the order's sub total. Absent on orders placed before order details existed. */
  beforeDiscountPaise?: number;
  /** Size and crust of a pizza, or the product's description. Absent on orders placed before order details existed. */
  description?: string;
  /** Absent on orders placed before reorder existed: such lines are reordered as the product alone. */
  choice?: OrderLineChoice;
}

/** A cart line as an order took it: the line's choice and how many of it. */
export interface OrderedCartLine extends OrderLineChoice {
  productId: number;
  quantity: number;
}

/** Epoch ms at which an order reaches each tracker stage (pickup orders have no DISPATCHED), fixed when it is confirmed. */
export type StagePlan = Partial<Record<Exclude<TrackerStage, 'CANCELLED'>, number>>;

/**
 * Orders, created from the server cart's price (never the client's). One order per user and idempotency
 * key: the same confirm sent again answers this order. PENDING until its payment succeeds or fails;
 * cash and wallet-only orders are CONFIRMED at once.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    orderTransactionId: text('order_transaction_id').notNull(),
    sliceOrderId: text('slice_order_id').notNull(),
    status: orderStatus('status').notNull(),
    storeId: text('store_id').notNull(),
    storeName: text('store_name').notNull(),
    cartId: text('cart_id').notNull(),
    deliveryType: text('delivery_type').notNull(),
    addressId: text('address_id'),
    mobile: text('mobile').notNull(),
    advanceTime: timestamp('advance_time', { withTimezone: true }),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    subTotalPaise: integer('sub_total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    /** Taxes plus delivery and optional charges. */
    taxesPaise: integer('taxes_paise').notNull(),
    tipPaise: integer('tip_paise').notNull(),
    grandTotalPaise: integer('grand_total_paise').notNull(),
    /** Paid from the Slice wallet (PIGGYBANK). */
    walletPaise: integer('wallet_paise').notNull().default(0),
    /** Paid by an e-voucher or gift card (EVOUCHER): held at placement, captured at confirmation, released on failure. */
    voucherPaise: integer('voucher_paise').notNull().default(0),
    /** SPEC 3 deliveryInstructions and zeroContactDelivery (prepaid orders only). */
    deliveryInstructions: text('delivery_instructions'),
    zeroContactDelivery: boolean('zero_contact_delivery').notNull().default(false),
    /** SPEC 4 auto login: a guest's cash order that waits for the customer to log in with its mobile before it is confirmed. */
    autoLogin: boolean('auto_login').notNull().default(false),
    primaryPaymentId: text('primary_payment_id').notNull(),
    secondaryPaymentId: text('secondary_payment_id'),
    paymentMode: text('payment_mode').notNull(),
    loyaltyEligible: boolean('loyalty_eligible').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Delivery orders: the map point and address text the order goes to; null for pickup types. */
    deliveryLatitude: doublePrecision('delivery_latitude'),
    deliveryLongitude: doublePrecision('delivery_longitude'),
    deliveryAddress: text('delivery_address'),
    /** Delivery orders: the house or flat number (SPEC 5) and the optional landmark the customer gave. */
    deliveryHouseNo: text('delivery_house_no'),
    deliveryLandmark: text('delivery_landmark'),
    /** The cart's SPEC 3 cartCalculations rows as charged (row codes and paise); null for orders placed before rows were kept. */
    billRows: jsonb('bill_rows').$type<CartCalculationRow[]>(),
    /** SPEC 7 favourite order save. */
    favourite: boolean('favourite').notNull().default(false),
    /** Written at confirmation; every server process reads the tracker stage from it. Null until confirmed. */
    stagePlan: jsonb('stage_plan').$type<StagePlan>(),
    /** The cart lines the order took, taken out of the cart when it is confirmed. Null on orders placed before it existed. */
    cartLines: jsonb('cart_lines').$type<OrderedCartLine[]>(),
    /** Set when the order FAILED. */
    failureReason: text('failure_reason').$type<OrderFailureReason>(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_order_transaction_id_idx').on(t.orderTransactionId),
    uniqueIndex('orders_slice_order_id_idx').on(t.sliceOrderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The World Pizza League counts the week's confirmed orders.
    index('orders_confirmed_at_idx')
      .on(t.confirmedAt)
      .where(sql`${t.status} = 'CONFIRMED'`),
    check(
      'orders_amounts_non_negative',
      sql`${t.grandTotalPaise} >= 0 and ${t.walletPaise} >= 0 and ${t.walletPaise} <= ${t.grandTotalPaise}`,
    ),
    check('orders_voucher_within_total', sql`${t.voucherPaise} >= 0 and ${t.walletPaise} + ${t.voucherPaise} <= ${t.grandTotalPaise}`),
  ],
);

/**
 * Single-use coupons held by an order from its confirmation: one per user and scope (a first-order coupon's
 * scope is the first order), so no second order can use it while this one is pending or after it is confirmed.
 * The row goes when the order fails.
 */
export const couponReservations = pgTable(
  'coupon_reservations',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    promoCode: text('promo_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('coupon_reservations_user_scope_idx').on(t.userId, t.scope)],
);

export const paymentStatus = pgEnum('payment_status', ['PENDING', 'SUCCESS', 'FAILED', 'CASH_ON_DELIVERY']);

/** SPEC 4 next actions that wait for the customer before the payment goes on. */
export const PAYMENT_STEPS = [
  'COD_OTP',
  'EV_PIN',
  'EV_OTP',
  'REMOVE_PROMO',
  'PAYTM_LINK',
  'PAYTM_ADD_MONEY',
  'PAYTM_WITHDRAW_MONEY',
  'LOGIN',
] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

/** Our record of an order's charge (one per order); its id is the payment_tranx_id the gateway reports back. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type').notNull(),
    provider: text('provider'),
    /** What the gateway charges (the order total less the wallet part). */
    amountPaise: integer('amount_paise').notNull(),
    status: paymentStatus('status').notNull(),
    upiMode: text('upi_mode'),
    vpa: text('vpa'),
    bankCode: text('bank_code'),
    /** Where the gateway sends the customer back (a path of this site). */
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Still PENDING by then, the payment is cancelled at the gateway and the order fails (docs/payments.md). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
    /** FAILED payments: when the gateway was asked whether money was taken (and its refund started); null until then. */
    refundCheckedAt: timestamp('refund_checked_at', { withTimezone: true }),
    /**
     * The customer's step a PENDING payment waits for before it goes on (SPEC 4 next actions COD_OTP, EV_PIN, EV_OTP,
     * REMOVE_PROMO, PAYTM_LINK, PAYTM_ADD_MONEY, PAYTM_WITHDRAW_MONEY); null when none.
     */
    step: text('step').$type<PaymentStep>(),
  },
  (t) => [
    uniqueIndex('payments_order_id_idx').on(t.orderId),
    index('payments_pending_idx').on(t.status, t.createdAt),
    check('payments_amount_non_negative', sql`${t.amountPaise} >= 0`),
  ],
);

export const refundStatus = pgEnum('refund_status', ['INITIATED', 'COMPLETED']);
/** Where refunded money goes: back to the payment's source, or to the Slice wallet as Refund Points. */
export const refundDestination = pgEnum('refund_destination', ['SOURCE', 'WALLET']);

/** SPEC 4 'A refund is initiated on failure': money taken for an order that failed. */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** PIGGYBANK for the wallet part, else the gateway's payment type. */
    paymentType: text('payment_type').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: refundStatus('status').notNull(),
    /** The gateway's refund reference; null for the wallet. */
    gatewayRefundId: text('gateway_refund_id'),
    destination: refundDestination('destination').notNull().default('SOURCE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refunds_order_type_idx').on(t.orderId, t.paymentType), check('refunds_amount_positive', sql`${t.amountPaise} > 0`)],
);

/**
 * SPEC 9 loyalty earnings: the points an order earns, one row per India calendar day (a member earns on the
 * first eligible order of a day only), pending until credited to the wallet's Pizza Pals part. Points spent
 * on free items are wallet entries (LOYALTY_BURNED).
 */
export const loyaltyPoints = pgTable(
  'loyalty_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** YYYY-MM-DD in India time for earnings; null for other entries. */
    earnedOn: text('earned_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Delivery plus 24 hours (SPEC 9): from then the points are credited and usable; null while the delivery time is unknown. */
    creditableAt: timestamp('creditable_at', { withTimezone: true }),
    /** When the points reached the wallet as Pizza Pals Points (SPEC 9: within 24-48 hours); null until then. */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('loyalty_points_user_day_idx').on(t.userId, t.earnedOn), index('loyalty_points_user_idx').on(t.userId)],
);

export const gatewayPaymentStatus = pgEnum('gateway_payment_status', ['CREATED', 'OTP_PENDING', 'SUCCESS', 'FAILED', 'CANCELLED']);

/**
 * The sandbox payment gateway's own books (a real provider keeps these on its side). Card numbers are
 * never stored: only the last four digits of the card that was charged.
 */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  /** The merchant's payment reference (our payments.id): creating it again answers the same payment. */
  id: text('id').primaryKey(),
  orderTransactionId: text('order_transaction_id').notNull(),
  provider: text('provider').notNull(),
  paymentType: text('payment_type').notNull(),
  upiMode: text('upi_mode'),
  vpa: text('vpa'),
  amountPaise: integer('amount_paise').notNull(),
  status: gatewayPaymentStatus('status').notNull(),
  /** Set when the amount was debited (a refund is due if the payment then fails). */
  debited: boolean('debited').notNull().default(false),
  cardLast4: text('card_last4'),
  failureReason: text('failure_reason'),
  returnUrl: text('return_url').notNull(),
  /** UPI collect: unanswered by then, the request times out. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const gatewayRefundStatus = pgEnum('gateway_refund_status', ['PENDING', 'SETTLED', 'CANCELLED']);

/** The sandbox gateway's refunds, one per payment: PENDING until the settlement time, then SETTLED (or CANCELLED before it). */
export const sandboxGatewayRefunds = pgTable('sandbox_gateway_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .unique()
    .references(() => sandboxGatewayPayments.id, { onDelete: 'cascade' }),
  amountPaise: integer('amount_paise').notNull(),
  status: gatewayRefundStatus('status').notNull().default('PENDING'),
  settlesAt: timestamp('settles_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The sandbox gateway's callback outbox: every ended payment's signed callback, sent to the merchant until a 2xx
 * acknowledges it, with exponential backoff for up to 24 hours (docs/payments.md). Rows are claimed by a conditional
 * update of next_attempt_at, so several server processes never send one attempt twice.
 */
export const sandboxGatewayCallbacks = pgTable(
  'sandbox_gateway_callbacks',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxGatewayPayments.id, { onDelete: 'cascade' }),
    orderTransactionId: text('order_transaction_id').notNull(),
    status: text('status').$type<'SUCCESS' | 'FAILED'>().notNull(),
    checksum: text('checksum').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Null once acknowledged or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** No attempt after this: the retry period (24 hours, scaled) is over. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_callbacks_payment_idx').on(t.paymentId),
    index('sandbox_gateway_callbacks_due_idx').on(t.nextAttemptAt),
  ],
);

/**
 * The sandbox railway's journeys (docs/sandbox-rail.md): when each seeded ticket's train left its first station.
 * Fixed at the ticket's first lookup, so the train moves on from then; booked again once it has arrived.
 */
export const sandboxPnrJourneys = pgTable('sandbox_pnr_journeys', {
  pnr: text('pnr').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Sandbox control: the train's delay from now on, in place of the seeded one; null keeps the seeded delay. */
  delayMinutes: integer('delay_minutes'),
  /** Sandbox control: the passenger cancelled the ticket. */
  ticketCancelled: boolean('ticket_cancelled').notNull().default(false),
});

/** Rail order states written when an order ends (the others follow from the clock). */
export type RailEndState = 'DELIVERED' | 'UNDELIVERED' | 'CANCELLED';

/**
 * An order to a train seat (SPEC 3 rail order): the ticket, train run and station it goes to, as they were when it
 * was placed, its delivery code, and how it ended. The states before the end follow from the order clock
 * against the train's expected arrival (server/services/rail/railOrders.ts).
 */
export const railOrders = pgTable(
  'rail_orders',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pnr: text('pnr').notNull(),
    trainNo: text('train_no').notNull(),
    trainName: text('train_name').notNull(),
    /** India date the train left its first station: with the number it names the run. */
    trainStartDate: text('train_start_date').notNull(),
    /** India date the passenger boards. */
    dateOfJourney: text('date_of_journey').notNull(),
    coach: text('coach'),
    berth: integer('berth'),
    stationId: text('station_id').notNull(),
    stationName: text('station_name').notNull(),
    scheduledArrival: timestamp('scheduled_arrival', { withTimezone: true }).notNull(),
    /** The train's expected arrival as last heard from the railway. */
    expectedArrival: timestamp('expected_arrival', { withTimezone: true }).notNull(),
    /** The store's cut-off when the order was placed. */
    leadMinutes: integer('lead_minutes').notNull(),
    /** How long the train halts at the station: the handover must be made before it leaves. */
    haltMinutes: integer('halt_minutes').notNull(),
    /** When the railway was last asked about the train (bounded per order, however often the order is read). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** What the passenger shows the delivery agent at the seat. */
    deliveryCode: text('delivery_code').notNull(),
    endState: text('end_state').$type<RailEndState>(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('rail_orders_pnr_idx').on(t.pnr)],
);

export const cheesyStatus = pgEnum('cheesy_status', CHEESY_STATUSES);

/** Cheesy rewards milestones (docs/rewards.md): the Nth delivered order since registering unlocks a coupon of this shape. */
export const rewardMilestones = pgTable(
  'reward_milestones',
  {
    orders: integer('orders').primaryKey(),
    title: text('title').notNull(),
    kind: promoKind('kind').notNull(),
    /** FLAT: paise off; PERCENT: percent off. */
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
  },
  (t) => [check('reward_milestones_orders_positive', sql`${t.orders} > 0 and ${t.value} > 0`)],
);

/** A customer's place in cheesy rewards: delivered orders confirmed after registered_at count. */
export const cheesyMembers = pgTable('cheesy_members', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: cheesyStatus('status').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A milestone reached: its coupon, issued once per customer and milestone. */
export const rewardCoupons = pgTable(
  'reward_coupons',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    milestoneOrders: integer('milestone_orders')
      .notNull()
      .references(() => rewardMilestones.orders, { onDelete: 'cascade' }),
    promoCode: text('promo_code')
      .notNull()
      .references(() => promos.code, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.milestoneOrders] })],
);

export const prizeKind = pgEnum('prize_kind', PRIZE_KINDS);

/** Spin the wheel's segments in wheel order (docs/rewards.md); the server draws one by weight. */
export const gamePrizes = pgTable(
  'game_prizes',
  {
    code: text('code').primaryKey(),
    position: integer('position').notNull().unique(),
    kind: prizeKind('kind').notNull(),
    /** POINTS: promo points; COUPON: paise off (FLAT) or percent (PERCENT); NONE: 0. */
    value: integer('value').notNull(),
    couponKind: promoKind('coupon_kind'),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    weight: integer('weight').notNull(),
  },
  (t) => [check('game_prizes_weight_positive', sql`${t.weight} > 0 and ${t.value} >= 0`)],
);

/** One spin per customer per India day (the unique index), with what it won. */
export const gameSpins = pgTable(
  'game_spins',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in India time. */
    day: text('day').notNull(),
    prizeCode: text('prize_code')
      .notNull()
      .references(() => gamePrizes.code),
    /** COUPON prizes: the coupon issued. */
    promoCode: text('promo_code').references(() => promos.code, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('game_spins_user_day_idx').on(t.userId, t.day)],
);

/** SPEC 1 e-vouchers and gift cards: a balance spent by orders, valid until its expiry, authorised by PIN or OTP. */
export const vouchers = pgTable(
  'vouchers',
  {
    code: text('code').primaryKey(),
    kind: text('kind').$type<'GIFT_CARD' | 'EVOUCHER'>().notNull(),
    /** What is left to spend, less nothing held: holds are in voucher_redemptions until captured. */
    balancePaise: integer('balance_paise').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How the holder proves the voucher is theirs: EV_PIN or EV_OTP. */
    auth: text('auth').$type<'PIN' | 'OTP'>().notNull(),
    /** Keyed hash of the PIN; null for OTP vouchers. */
    pinHash: text('pin_hash'),
    /** OTP vouchers: the mobile the OTP goes to; null for PIN vouchers. */
    mobile: text('mobile'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('vouchers_balance_non_negative', sql`${t.balancePaise} >= 0`)],
);

/** One voucher spend per order: HELD at placement, CAPTURED at confirmation (the balance moves then), RELEASED on failure. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    voucherCode: text('voucher_code')
      .notNull()
      .references(() => vouchers.code),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<'HELD' | 'CAPTURED' | 'RELEASED'>().notNull(),
    /** When the PIN or OTP was accepted; null until then. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('voucher_redemptions_voucher_idx').on(t.voucherCode, t.status),
    check('voucher_redemptions_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** The sandbox Paytm wallet's own books (a real Paytm keeps these): a balance per mobile. */
export const sandboxPaytmWallets = pgTable(
  'sandbox_paytm_wallets',
  {
    mobile: text('mobile').primaryKey(),
    balancePaise: integer('balance_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sandbox_paytm_wallets_balance_non_negative', sql`${t.balancePaise} >= 0`)],
);

/** Every change of a sandbox Paytm wallet: ADD_MONEY (top-up), PAYMENT (withdrawn for an order), REFUND; once per reference and kind. */
export const sandboxPaytmEntries = pgTable(
  'sandbox_paytm_entries',
  {
    id: text('id').primaryKey(),
    mobile: text('mobile')
      .notNull()
      .references(() => sandboxPaytmWallets.mobile, { onDelete: 'cascade' }),
    kind: text('kind').$type<'ADD_MONEY' | 'PAYMENT' | 'REFUND'>().notNull(),
    /** Signed: a payment is negative. */
    amountPaise: integer('amount_paise').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_paytm_entries_reference_idx').on(t.reference, t.kind)],
);

/** A customer's linked Paytm wallet (SPEC 7 payment-app OTP verify): the wallet's token, kept by the merchant. */
export const paytmLinks = pgTable('paytm_links', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mobile: text('mobile').notNull(),
  token: text('token').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
});

/** A tag a food item's rating offers at the levels from `minLevel` to `maxLevel` (SPEC 9 rating tags 1-5), in `position` order. */
export const feedbackFoodTags = pgTable('feedback_food_tags', {
  code: text('code').primaryKey(),
  minLevel: smallint('min_level').notNull(),
  maxLevel: smallint('max_level').notNull(),
  position: integer('position').notNull(),
});

/**
 * Orders placed in a store or by phone (SPEC 3 orderMode offline), as the stores' tills report them: the sandbox
 * keeps seeded ones (docs/feedback.md). Feedback finds one by its number and the mobile it was placed with.
 */
export const offlineOrders = pgTable('offline_orders', {
  id: text('id').primaryKey(),
  mobile: text('mobile').notNull(),
  storeId: text('store_id')
    .notNull()
    .references(() => stores.id),
  /** STORE (at the counter) or PHONE (called in). */
  channel: text('channel').$type<'STORE' | 'PHONE'>().notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  items: jsonb('items').$type<string[]>().notNull(),
});

/** A food item's rating in a feedback (SPEC 3 food list). */
export interface FoodRating {
  productId: number;
  productName: string;
  menuCode: string;
  rating: number;
  ratedTags: string[];
}

/**
 * Feedback on one order (SPEC 3 feedback): at most one per online order and one per offline order. A comment with
 * `raiseTicket` opens a support ticket kept with it; the ticket's state follows from `ticketRaisedAt` on the support
 * desk's clock (server/services/feedback/tickets.ts).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    offlineOrderId: text('offline_order_id').references(() => offlineOrders.id),
    type: text('type').$type<'CSAT' | 'NPS'>().notNull(),
    orderMode: text('order_mode').$type<'online' | 'offline'>().notNull(),
    /** SPEC 3 medium: where the customer came to the form from. */
    medium: text('medium').notNull(),
    /** SPEC 3 orderType: the order's delivery type code. */
    orderType: text('order_type').notNull(),
    /** The SPEC 7 feedback variant header the form was given under; null without one. */
    variant: text('variant'),
    overallRating: smallint('overall_rating').notNull(),
    food: jsonb('food').$type<FoodRating[]>().notNull(),
    deliveryRating: smallint('delivery_rating'),
    deliveryRatings: jsonb('delivery_ratings').$type<{ aspect: string; rating: number }[]>().notNull(),
    orderingRating: smallint('ordering_rating'),
    valueForMoney: smallint('value_for_money'),
    tags: jsonb('tags').$type<string[]>().notNull(),
    additionalTags: jsonb('additional_tags').$type<string[]>().notNull(),
    comment: text('comment'),
    /** The offline payload's contact details (SPEC 3), as given. */
    contact: jsonb('contact').$type<{ email: string; firstName: string; lastName: string; mobileNo: string }>(),
    ticketId: text('ticket_id'),
    ticketRaisedAt: timestamp('ticket_raised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('feedback_order_id_idx').on(t.orderId),
    uniqueIndex('feedback_offline_order_id_idx').on(t.offlineOrderId),
    uniqueIndex('feedback_ticket_id_idx').on(t.ticketId),
    index('feedback_user_id_idx').on(t.userId),
    check('feedback_one_order', sql`(${t.orderId} is null) <> (${t.offlineOrderId} is null)`),
  ],
);

/** When the app last invited the customer to rate an order (SPEC 9 feedbackOrderShownLimitInSec). */
export const feedbackInvitations = pgTable(
  'feedback_invitations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderId] })],
);
