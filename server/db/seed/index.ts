/**
 * Fills the database with the seed data in one transaction, part by part: a part whose tables are empty
 * is seeded, a seeded part is left as it is, so a database made by an earlier version gains the parts
 * added since (deals, stock, promos) without touching what it has.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  alerts,
  appConfig,
  banners,
  cities,
  cmsWidgets,
  contentPages,
  crusts,
  edvDealProducts,
  edvDeals,
  edvDealStores,
  feedbackFoodTags,
  landingWidgets,
  localities,
  menuCategories,
  navMenuItems,
  paymentMethods,
  productCategories,
  productPrices,
  products,
  productToppings,
  promos,
  railStations,
  rewardMilestones,
  siteConfig,
  sizes,
  sandboxPaytmWallets,
  storeProductStock,
  stores,
  toppings,
  vouchers,
  widgetLinks,
} from '../schema';
import { toPaise } from '@/domain/money';
import { APP_CONFIG, SITE_CONFIG } from './config';
import { CMS_WIDGETS, CONTENT_PAGES } from './contentPages';
import { ALERTS, BANNERS, bannerImage, NAV_MENU, WIDGET_LINKS, WIDGETS } from './content';
import { EDV_DEALS } from './edv';
import { seedFeedback } from './feedback';
import { LOCALITIES } from './localities';
import { allowedToppings, CATEGORIES, CRUSTS, isPizza, LEAGUE_COUNTRIES, pizzaPrices, PRODUCTS, SIZES, TOPPINGS } from './menu';
import { OUT_OF_STOCK } from './stock';
import { seedPayments } from './payments';
import { seedPaytmWallets } from './paytm';
import { seedPromos } from './promos';
import { RAIL_LEAD_MINUTES, RAIL_STATIONS } from './railStations';
import { seedRewards } from './rewards';
import { CITIES, STORES } from './stores';
import { seedVouchers } from './vouchers';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Processes sharing one PostgreSQL seed one at a time; the loser sees the seeded tables. */
const SEED_LOCK_KEY = 7_152_002;

async function seedConfig(tx: Tx) {
  // A migration may have put keys in app_config already (0017's COD OTP rule): the seed's values win on a fresh database.
  await tx
    .insert(appConfig)
    .values(Object.entries(APP_CONFIG).map(([key, value]) => ({ key, value })))
    .onConflictDoUpdate({ target: appConfig.key, set: { value: sql`excluded.value` } });
  await tx.insert(siteConfig).values({ id: 1, ...SITE_CONFIG });
}

async function seedContent(tx: Tx) {
  await tx.insert(navMenuItems).values(NAV_MENU.map((item, position) => ({ ...item, position })));
  await tx.insert(alerts).values(ALERTS.map((alert, position) => ({ ...alert, position })));
  await tx.insert(banners).values(BANNERS.map((banner, position) => ({ ...banner, image: bannerImage(banner.id), position })));
}

async function seedContentPages(tx: Tx) {
  await tx.insert(contentPages).values(CONTENT_PAGES);
  await tx.insert(cmsWidgets).values(CMS_WIDGETS);
}

async function seedWidgets(tx: Tx) {
  await tx.insert(landingWidgets).values(WIDGETS.map((widget, position) => ({ ...widget, position })));
  await tx.insert(widgetLinks).values(WIDGET_LINKS.map((link, position) => ({ ...link, position })));
}

async function seedMenu(tx: Tx) {
  await tx.insert(menuCategories).values(CATEGORIES.map((category, position) => ({ ...category, position })));
  await tx.insert(crusts).values(CRUSTS.map((crust, position) => ({ ...crust, position })));
  await tx.insert(sizes).values(SIZES.map((size, position) => ({ ...size, position })));
  await tx.insert(toppings).values(TOPPINGS.map(({ rupees, ...topping }) => ({ ...topping, pricePaise: toPaise(rupees) })));
  await tx.insert(products).values(
    PRODUCTS.map((product, position) => ({
      id: product.id,
      code: product.code,
      menuCode: `MENU${product.id}`,
      name: product.name,
      description: product.description,
      foodType: product.foodType,
      image: product.image,
      country: LEAGUE_COUNTRIES[product.id] ?? null,
      isCustomizable: isPizza(product),
      pricePaise: isPizza(product) ? null : toPaise(product.rupees),
      position,
    })),
  );
  const categoryId = new Map<string, number>(CATEGORIES.map((c) => [c.slug, c.id]));
  await tx
    .insert(productCategories)
    .values(
      PRODUCTS.flatMap((product, position) =>
        product.categories.map((slug) => ({ productId: product.id, categoryId: categoryId.get(slug)!, position })),
      ),
    );
  const pizzas = PRODUCTS.filter(isPizza);
  await tx.insert(productPrices).values(pizzas.flatMap(pizzaPrices));
  await tx.insert(productToppings).values(
    pizzas.flatMap((pizza) =>
      allowedToppings(pizza).map((topping) => ({
        productId: pizza.id,
        toppingId: topping.id,
        isDefault: pizza.toppings.includes(topping.code),
      })),
    ),
  );
}

async function seedStores(tx: Tx) {
  await tx.insert(cities).values([...CITIES]);
  const cityId = new Map<string, number>(CITIES.map((c) => [c.name, c.id]));
  await tx.insert(stores).values(STORES.map(({ city, ...store }) => ({ ...store, cityId: cityId.get(city)! })));
  await tx.insert(localities).values(LOCALITIES);
}

/** After the menu and the stores: per-store stock and the everyday-value deals. */
async function seedStockAndEdv(tx: Tx) {
  await tx.insert(storeProductStock).values(OUT_OF_STOCK);
  await tx.insert(edvDeals).values(
    EDV_DEALS.map((deal, position) => ({
      id: deal.id,
      title: deal.title,
      description: deal.description,
      pricePerPizzaPaise: toPaise(deal.rupeesPerPizza),
      pizzasRequired: deal.pizzasRequired,
      sizeCode: deal.sizeCode,
      allStores: deal.stores === 'all',
      position,
    })),
  );
  await tx
    .insert(edvDealProducts)
    .values(EDV_DEALS.flatMap((deal) => deal.productIds.map((productId, position) => ({ dealId: deal.id, productId, position }))));
  await tx
    .insert(edvDealStores)
    .values(EDV_DEALS.flatMap((deal) => (deal.stores === 'all' ? [] : deal.stores.map((storeId) => ({ dealId: deal.id, storeId })))));
}

/** After the stores: the stations stores serve, and those stores' rail cut-offs. */
async function seedRail(tx: Tx) {
  await tx.insert(railStations).values([...RAIL_STATIONS]);
  for (const [storeId, minutes] of Object.entries(RAIL_LEAD_MINUTES)) {
    await tx.update(stores).set({ railLeadMinutes: minutes }).where(eq(stores.id, storeId));
  }
}

/** Each part with the table that tells whether it is seeded, in dependency order. */
const PARTS: readonly { marker: PgTable; seed: (tx: Tx) => Promise<void> }[] = [
  // site_config, not app_config: migrations insert app config keys, so app_config is not empty on a fresh database.
  { marker: siteConfig, seed: seedConfig },
  { marker: navMenuItems, seed: seedContent },
  { marker: contentPages, seed: seedContentPages },
  { marker: landingWidgets, seed: seedWidgets },
  { marker: menuCategories, seed: seedMenu },
  { marker: cities, seed: seedStores },
  { marker: edvDeals, seed: seedStockAndEdv },
  { marker: promos, seed: seedPromos },
  { marker: paymentMethods, seed: seedPayments },
  { marker: railStations, seed: seedRail },
  { marker: rewardMilestones, seed: seedRewards },
  { marker: sandboxPaytmWallets, seed: seedPaytmWallets },
  { marker: vouchers, seed: seedVouchers },
  // After the stores: offline orders name their store.
  { marker: feedbackFoodTags, seed: (tx) => seedFeedback(tx, new Date()) },
];

/**
 * A menu seeded before products had countries gains the league pizzas' countries; a country already set is kept.
 * Read first: any write to a catalogue table raises the catalogue version, which would drop every kept menu.
 */
async function fillLeagueCountries(tx: Tx): Promise<boolean> {
  const ids = Object.keys(LEAGUE_COUNTRIES).map(Number);
  const missing = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.country)));
  for (const { id } of missing) {
    await tx.update(products).set({ country: LEAGUE_COUNTRIES[id] }).where(eq(products.id, id));
  }
  return missing.length > 0;
}

async function isEmpty(tx: Tx, table: PgTable): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(table)
    .limit(1);
  return rows.length === 0;
}

/** Returns true when it seeded anything, false when the database already held the whole seed. */
export async function seedDatabase(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    let seeded = false;
    for (const part of PARTS) {
      if (!(await isEmpty(tx, part.marker))) continue;
      await part.seed(tx);
      seeded = true;
    }
    if (await fillLeagueCountries(tx)) seeded = true;
    return seeded;
  });
}
