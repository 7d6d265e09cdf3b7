/**
 * Rules of the cart's lines on the client (SPEC 3 Cart and Cart item, SPEC 5 merge rule, SPEC 9 limits and
 * tip): a line as the client sends it again, one change applied to the lines, the limits checked before
 * calling, the PUT body of the whole cart, and what of another user's device copy survives a login.
 * Pure: the cart machine holds the flow.
 */
import type { CartItem, CartItemInput, CartPutBody, CartResponse, CartTip } from '@/contract/cart';
import type { MenuProduct } from '@/contract/menu';
import { brokenCartLimit, linesMergeable, type CartLimit } from '@/domain/cart';
import { DEFAULT_DELIVERY_TYPE, DEFAULT_TIP, type DeliveryType } from '@/domain/constants';

/** SPEC 9 limits in force (app config maximumcartitems and maximumcartprice in rupees). */
export interface CartLimits {
  maximumcartitems: number;
  maximumcartprice: number;
}

/** What is kept on the device (STORAGE_KEYS.cart): the cart as the client would send it again. */
export interface StoredCart {
  /** Whose cart this is a copy of; absent in copies written before it was kept (never merged). */
  userId?: string | null;
  storeId: string | null;
  deliveryType: DeliveryType;
  items: CartItemInput[];
  promoCode: string | null;
  /** The tip chosen in this cart; absent in copies written before it was kept. */
  tip?: CartTip;
  /** The server's last answer, shown while the network is away; absent in copies written before it was kept. */
  cart?: CartResponse;
  /** Changes made while the network was away, sent in order when it is back. */
  pending?: CartChange[];
}

/** The store a cart is ordered from. */
export interface CartStore {
  storeId: string;
  deliveryType: DeliveryType;
}

/** One change waiting to be sent as a PUT of the whole cart. */
export type CartChange =
  | { type: 'add'; item: CartItemInput }
  | { type: 'quantity'; itemId: string; quantity: number }
  | { type: 'remove'; itemId: string }
  | { type: 'tip'; tipAmount: number }
  | { type: 'tipRemove' }
  | { type: 'charge'; chargeTypeCode: string; selected: boolean }
  | { type: 'dropInvalid' };

/** The lines of another user's device copy to add to the server cart, with its tip. */
export interface LinesToMergeInput extends CartStore {
  items: CartItemInput[];
  tip?: CartTip;
}

/** SPEC 9: tip default '0', in paise. */
export const DEFAULT_TIP_PAISE = Number(DEFAULT_TIP);
/** Tip choices offered in the cart, paise: no tip, Rs 20, Rs 30, Rs 50 (SPEC gives no amounts; ours). */
export const TIP_CHOICES_PAISE = [DEFAULT_TIP_PAISE, 2_000, 3_000, 5_000] as const;
/** One of a product sold as is. */
const PLAIN_ITEM_QUANTITY = 1;

/** A line as the client sends it again: what was chosen, never its price. */
export function inputOf(item: CartItem): CartItemInput {
  const input: CartItemInput = {
    productId: item.product.id,
    crustId: item.crustId,
    sizeId: item.sizeId,
    quantity: item.quantity,
    addTopngs: [...item.addTopngs],
    repTopngs: [...item.repTopngs],
    remTopngs: [...item.remTopngs],
  };
  if (item.edvDealId) input.edvDealId = item.edvDealId;
  // SPEC 3 menuType LOYALTY: a free line stays free when the cart is sent again.
  if (item.menuType) input.menuType = item.menuType;
  return input;
}

/**
 * The line of a product sold as is (no crust, size or toppings), one of it. pricePerQty is ignored by the
 * server; the cart uses it to check the SPEC 9 price limit before sending.
 */
export function plainItemOf(product: MenuProduct): CartItemInput {
  return {
    productId: product.id,
    crustId: null,
    sizeId: null,
    quantity: PLAIN_ITEM_QUANTITY,
    addTopngs: [],
    repTopngs: [],
    remTopngs: [],
    pricePerQty: product.defaultPrice,
  };
}

/** Whether a product can be added without choosing a crust, size or toppings. */
export const isSoldAsIs = (product: MenuProduct): boolean => product.crust.length === 0;

/** The same chosen line, deal included (unlike the SPEC 5 merge rule, which never merges deal lines). */
export function isSameLine(a: CartItemInput, b: CartItemInput): boolean {
  if ((a.edvDealId ?? null) !== (b.edvDealId ?? null)) return false;
  return linesMergeable({ ...a, edvDealId: null }, { ...b, edvDealId: null });
}

/** Whether the device copy is the cart another user left on this device (a guest's, before login). */
export function isOtherUsersCart(local: StoredCart | null, userId: string | null): local is StoredCart {
  return typeof local?.userId === 'string' && local.userId !== userId;
}

/** The lines of another user's device copy that the server cart lacks (SPEC 3/4: a guest cart survives a login). */
export function linesToMerge(local: StoredCart | null, cart: CartResponse, userId: string | null): CartItemInput[] {
  if (!isOtherUsersCart(local, userId)) return [];
  const server = [...cart.validItems, ...cart.invalidItems].map(inputOf);
  return local.items.filter((line) => !server.some((known) => isSameLine(known, line)));
}

/** The coupon of another user's device copy that the merged cart lacks (a guest's coupon survives a login too); null otherwise. */
export function promoToCarry(local: StoredCart | null, cart: CartResponse, userId: string | null): string | null {
  if (!isOtherUsersCart(local, userId) || cart.explicitPromo) return null;
  return local.promoCode;
}

const hasTipAmount = (tip: CartTip): boolean => !tip.tipRemoved && tip.tipAmount > DEFAULT_TIP_PAISE;
/** Whether a tip was chosen: an amount, or 'No tip' pressed. */
const isTipChosen = (tip: CartTip): boolean => tip.tipRemoved || hasTipAmount(tip);

/** The tip amount of another user's device copy when the server cart has no tip chosen (a guest's tip survives a login too); null otherwise. */
export function tipToCarry(local: StoredCart | null, cart: CartResponse, userId: string | null): CartTip | null {
  if (!isOtherUsersCart(local, userId) || !local.tip || !hasTipAmount(local.tip) || isTipChosen(cart.tip)) return null;
  return local.tip;
}

/** What is added to the server cart from another user's device copy: its missing lines and its tip. */
export function mergeInputOf(store: CartStore, local: StoredCart | null, cart: CartResponse, userId: string | null): LinesToMergeInput {
  const input: LinesToMergeInput = { ...store, items: linesToMerge(local, cart, userId) };
  const tip = tipToCarry(local, cart, userId);
  if (tip) input.tip = tip;
  return input;
}

/** A line with the price of one the limits are checked with (the server's, or the menu's for a new line). */
interface PricedLine {
  itemId: string | null;
  input: CartItemInput;
  pricePerQty: number;
}

function withoutPrice({ pricePerQty: _price, ...input }: CartItemInput): CartItemInput {
  return input;
}

function pricedLinesOf(cart: CartResponse | null): PricedLine[] {
  return (cart?.validItems ?? []).map((item) => ({ itemId: item.itemId, input: inputOf(item), pricePerQty: item.pricePerQty }));
}

/** SPEC 5: an added line merges into a mergeable one (quantity added), else it is a new line. */
function linesAfter(lines: PricedLine[], change: CartChange): PricedLine[] {
  switch (change.type) {
    case 'add': {
      const index = lines.findIndex((line) => linesMergeable(line.input, change.item));
      if (index === -1) {
        return [...lines, { itemId: null, input: withoutPrice(change.item), pricePerQty: change.item.pricePerQty ?? 0 }];
      }
      return lines.map((line, at) =>
        at === index ? { ...line, input: { ...line.input, quantity: line.input.quantity + change.item.quantity } } : line,
      );
    }
    case 'quantity':
      if (change.quantity <= 0) return lines.filter((line) => line.itemId !== change.itemId);
      return lines.map((line) => (line.itemId === change.itemId ? { ...line, input: { ...line.input, quantity: change.quantity } } : line));
    case 'remove':
      return lines.filter((line) => line.itemId !== change.itemId);
    default:
      return lines;
  }
}

function itemCountOf(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.input.quantity, 0);
}

/** SPEC 9: the limit the change breaks when it adds items beyond one; null otherwise (fewer items are always allowed). */
export function limitProblemOf(cart: CartResponse | null, change: CartChange, limits: CartLimits): CartLimit | null {
  const before = pricedLinesOf(cart);
  const after = linesAfter(before, change);
  if (itemCountOf(after) <= itemCountOf(before)) return null;
  return brokenCartLimit({
    itemCount: itemCountOf(after),
    itemsTotalPaise: after.reduce((sum, line) => sum + line.pricePerQty * line.input.quantity, 0),
    ...limits,
  });
}

function tipAfter(cart: CartResponse | null, change: CartChange): CartTip | undefined {
  if (change.type === 'tip') return { tipAmount: change.tipAmount, tipRemoved: false, autoTipSelected: false };
  if (change.type === 'tipRemove') return { tipAmount: DEFAULT_TIP_PAISE, tipRemoved: true, autoTipSelected: false };
  return cart?.tip;
}

function chargesAfter(cart: CartResponse | null, change: CartChange): CartPutBody['optedOptionalCharges'] {
  const current = cart?.optedOptionalCharges ?? [];
  if (change.type !== 'charge') return current;
  const others = current.filter((charge) => charge.chargeTypeCode !== change.chargeTypeCode);
  return [...others, { chargeTypeCode: change.chargeTypeCode, selected: change.selected }];
}

/** The PUT body: the current valid lines with the change applied, the tip and the optional charges. */
export function putBodyOf(store: CartStore, cart: CartResponse | null, change: CartChange): CartPutBody {
  const body: CartPutBody = {
    storeId: store.storeId,
    deliveryType: store.deliveryType,
    items: linesAfter(pricedLinesOf(cart), change).map((line) => line.input),
    optedOptionalCharges: chargesAfter(cart, change),
  };
  const tip = tipAfter(cart, change);
  if (tip) body.tip = tip;
  return body;
}

/** The device copy of a server cart, with the changes still to send. */
export function storedCartOf(
  userId: string | null,
  store: CartStore | null,
  cart: CartResponse | null,
  pending: CartChange[] = [],
): StoredCart {
  return {
    userId,
    storeId: store?.storeId ?? null,
    deliveryType: store?.deliveryType ?? DEFAULT_DELIVERY_TYPE,
    items: (cart?.validItems ?? []).map(inputOf),
    promoCode: cart?.explicitPromo?.promoCode ?? null,
    tip: cart?.tip,
    ...(cart ? { cart } : {}),
    pending,
  };
}

/** The device copy the cart can show while the network is away: this user's, with the server's last answer. */
export function offlineCopyOf(local: StoredCart | null, userId: string | null): (StoredCart & { cart: CartResponse }) | null {
  return local?.cart && local.userId === userId ? (local as StoredCart & { cart: CartResponse }) : null;
}

/** How many items the changes not yet sent add. */
export function pendingItemCount(changes: readonly CartChange[]): number {
  return changes.reduce((count, change) => count + (change.type === 'add' ? change.item.quantity : 0), 0);
}

/** A stored value counts as a cart only with a list of lines (older or damaged values do not). */
export function asStoredCart(value: unknown): StoredCart | null {
  if (typeof value !== 'object' || value === null) return null;
  const copy = value as Partial<StoredCart>;
  if (!Array.isArray(copy.items)) return null;
  // A damaged offline part is dropped; the lines still count.
  const hasAnswer = typeof copy.cart === 'object' && copy.cart !== null && Array.isArray(copy.cart.validItems);
  const hasPending = Array.isArray(copy.pending);
  if ((copy.cart === undefined || hasAnswer) && (copy.pending === undefined || hasPending)) return copy as StoredCart;
  const { cart, pending, ...lines } = copy as StoredCart;
  return { ...lines, ...(hasAnswer ? { cart } : {}), ...(hasPending ? { pending } : {}) };
}

/** The cart as it will be once the kept changes are sent: quantities and removals on its lines (prices are the server's, later). */
export function withKeptChanges(cart: CartResponse, changes: readonly CartChange[]): CartResponse {
  if (!changes.some((change) => change.type === 'quantity' || change.type === 'remove')) return cart;
  let validItems = cart.validItems;
  for (const change of changes) {
    if (change.type === 'quantity') {
      validItems = validItems.map((item) => (item.itemId === change.itemId ? { ...item, quantity: change.quantity } : item));
    } else if (change.type === 'remove') validItems = validItems.filter((item) => item.itemId !== change.itemId);
  }
  const quantities = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);
  return { ...cart, validItems, itemCount: cart.itemCount + quantities(validItems) - quantities(cart.validItems) };
}
