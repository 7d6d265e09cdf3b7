/** Texts of the order history and order details pages (SPEC 2 /orderHistory, SPEC 7, SPEC 8; the failed-order texts are in @/domain/afterOrder). */

export const DOCUMENT_TITLE = 'My Orders';
export const TITLE = 'My Orders';
export const DETAILS_DOCUMENT_TITLE = 'Order details';
export const DETAILS_TITLE = 'Order details';

export const TABS_LABEL = 'Orders to show';
export const TAB_ALL = 'All';
export const TAB_FAVOURITES = 'Favourites';

export const LOADING = 'Loading your orders';
export const LOAD_FAILED_TITLE = 'We could not load your orders';
export const RETRY = 'Try again';
export const LOAD_MORE = 'Load more';
export const LOADING_MORE = 'Loading more orders';
export const MORE_FAILED = 'More orders did not load.';
export const ALL_LOADED = 'You have seen all your orders.';

export const EMPTY_TITLE = 'No orders yet';
export const EMPTY_BODY = 'Your orders will show here once you place one.';
export const EMPTY_FAVOURITES_TITLE = 'No favourite orders yet';
export const EMPTY_FAVOURITES_BODY = 'Tap the heart on an order to find it here next time.';
export const ORDER_NOW = 'Order now';

export const ORDER_ID_LABEL = 'Order ID';
export const orderHeading = (sliceOrderId: string): string => `Order ${sliceOrderId}`;
export const STORE_LABEL = 'Store';
export const TOTAL_LABEL = 'Total';
export const SAVE_FAVOURITE = 'Save as favourite';
export const REMOVE_FAVOURITE = 'Remove from favourites';
export const TRACK = 'Track';
export const VIEW_DETAILS = 'View details';
/** 'Margherita × 2, Garlic Bread × 1'. */
export const itemsSummary = (items: readonly { name: string; quantity: number }[]): string =>
  items.map((item) => `${item.name} × ${item.quantity}`).join(', ');
export const quantityOf = (quantity: number): string => `× ${quantity}`;

export const BACK_TO_ORDERS = 'All orders';
export const DETAILS_LOADING = 'Loading the order';
export const DETAILS_LOAD_FAILED_TITLE = 'We could not load this order';
export const ITEMS_HEADING = 'Items';
export const BILL_HEADING = 'Bill details';
export const PAYMENT_MODE_LABEL = 'Payment mode';
export const DELIVERY_ADDRESS_LABEL = 'Delivery address';
export const LANDMARK_LABEL = 'Landmark';
export const STORE_ADDRESS_LABEL = 'Store address';
export const SCHEDULED_FOR_LABEL = 'Scheduled for';
export const ORDER_AGAIN = 'Order again';
export const REORDERING = 'Adding the items to your cart';
export const DOWNLOAD_INVOICE = 'Download invoice';
export const DOWNLOADING_INVOICE = 'Downloading the invoice';

/** SPEC 8: the order's items no longer available, listed before going on. */
export const UNAVAILABLE_HEADER = 'Some items are not available';
export const UNAVAILABLE_BODY = 'These items from your order could not be added to your cart:';
export const CONTINUE = 'Continue';
