/** Texts of the menu screen (SPEC 2 /menu). SPEC gives 'Temporarily out of stock' (SPEC 8); the others are ours. */
import { defineTexts } from '../texts';

export default defineTexts('menu', {
  documentTitle: 'Menu · {brand}',
  heading: 'Menu',
  loading: 'Loading the menu',
  /** The store bar; the store's name is shown in bold. */
  orderingFrom: 'Ordering from {store}',
  changeStore: 'Change',
  changeStoreLabel: 'Change store or delivery type',
  /** An order to a train seat: the station the food is brought to, in place of the store's address. */
  atStation: 'at {station}',
  changeStationLabel: 'Change the station',
  categoriesLabel: 'Menu categories',
  /** The tab of the customer's own favourite dishes. */
  favouritesTab: 'Favourites',
  emptyMenu: 'This store has no menu to show right now. Please choose another store.',
  emptyCategory: 'Nothing in this category right now. Have a look at the others.',
  emptyFilter: 'No dishes of this kind in this category. Try another filter.',
  emptyFavourites: 'Tap the heart on a dish to keep it here.',
  loadFailedTitle: 'We could not load the menu',
  loadFailedBody: 'Please check your connection and try again.',
  retry: 'Try again',
  /** SPEC 8. */
  outOfStock: 'Temporarily out of stock',
  /** Accessible names of the Indian veg / non-veg marks. */
  foodTypes: {
    VEG: 'Veg',
    NON_VEG: 'Non-veg',
  },
  /** SPEC 9 category filters and sort options. */
  filterLabel: 'Show',
  foodFilters: {
    all: 'All',
    veg: 'Veg',
    nonVeg: 'Non-veg',
  },
  vegOnlyBadge: 'Veg only',
  vegOnlyNote: 'Showing vegetarian dishes only',
  sortLabel: 'Sort by',
  sorts: {
    menu: 'Recommended',
    priceHighToLow: 'Price: high to low',
    priceLowToHigh: 'Price: low to high',
    discountHighToLow: 'Discount: high to low',
    discountLowToHigh: 'Discount: low to high',
  },
  /** Product card. */
  bestseller: 'Bestseller',
  priceLabel: 'Price',
  originalPriceLabel: 'Was',
  add: 'Add',
  addLabel: 'Add {name}',
  customiseLabel: 'Add {name}: choose crust, size and toppings',
  favouriteLabel: 'Favourite {name}',
  addedToCart: '{name} added to your cart',
  /** The sticky cart bar. */
  cartBarLabel: 'Your cart',
  itemCount: { one: '{count} item', other: '{count} items' },
  viewCart: 'View cart',
});
