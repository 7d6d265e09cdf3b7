import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import type { ConfigResponse } from '@/contract/config';
import type { MenuProduct, Topping } from '@/contract/menu';
import type { CartItem, CartItemInput, CartPutBody, CartResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import { cartActorOf } from '@/app/cartActor';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { CartButton } from '@/app/CartButton';
import { DEFAULT_APP_CONFIG } from '@/domain/constants';
import cartTexts from '@/i18n/en/cart';
import cartRules from '@/i18n/en/cartRules';
import CartScreen from '@/screens/cart/CartScreen';
import { appConfigMachine, type LoadedConfig } from '@machines/appConfig.machine';
import type { LinesToMergeInput, StoredCart } from '@/domain/cartLines';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { cartMachine, type LocalState } from '@machines/cart.machine';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { englishLeftIn } from './EnglishLeft';
import { createTestActors, descriptionOf, never } from './LoginFixtures';
import { inHindi } from './inHindi';

afterEach(cleanup);

const SAVED: SelectedStore = {
  storeId: '66201',
  childStoreId: '66201',
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

const SITE: ConfigResponse = {
  disableCookies: false,
  vendorConfig: { blockedFeatures: [], partners: {} },
  features: '{}',
  isDefaultWalletApplied: false,
  mapTileUrl: '',
};

const PRICES: Record<number, number> = { 101: 19_900, 501: 10_900 };
const NAMES: Record<number, string> = { 101: 'Margherita', 501: 'Garlic Bread' };
const TOPPINGS: Topping[] = [{ id: 51, code: 'EXTRA_CHEESE', name: 'Extra Cheese', foodType: 'VEG', price: 6_000 }];

const NO_TIP = { tipAmount: 0, tipRemoved: false, autoTipSelected: false };
const PACKAGING = { chargeTypeCode: 'K', name: 'Contactless packaging', amount: 1_000, selected: false };

const MARGHERITA: CartItemInput = { productId: 101, crustId: 1, sizeId: 1, quantity: 1, addTopngs: [51], repTopngs: [], remTopngs: [] };
const PLAIN_MARGHERITA: CartItemInput = { ...MARGHERITA, addTopngs: [] };
const BREAD: CartItemInput = { productId: 501, crustId: null, sizeId: null, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] };

function line(input: CartItemInput): CartItem {
  const price = PRICES[input.productId] ?? 0;
  return {
    itemId: `line-${input.productId}`,
    product: {
      id: input.productId,
      name: NAMES[input.productId] ?? 'Item',
      code: `P${input.productId}`,
      categroryIds: [],
      image: '',
      description: '',
    },
    quantity: input.quantity,
    crustId: input.crustId,
    sizeId: input.sizeId,
    crust: input.crustId === null ? null : { id: input.crustId, name: 'New Hand Tossed' },
    size: input.sizeId === null ? null : { id: input.sizeId, name: 'Regular', code: 'R', serves: 1 },
    sizeCode: input.sizeId === null ? null : 'R',
    pricePerQty: price,
    totalPriceAfterDiscount: price * input.quantity,
    totalDiscount: 0,
    productType: input.crustId === null ? 0 : 1,
    foodType: 'VEG',
    nonVeg: false,
    isEDVOApplied: false,
    edvDealId: null,
    addTopngs: input.addTopngs,
    repTopngs: input.repTopngs,
    remTopngs: input.remTopngs,
  };
}

/** The cart as a server would price it: 5% tax and Rs 30 delivery as the children of taxes_and_charges. */
function cartOf(items: CartItemInput[], extra: Partial<CartResponse> = {}): CartResponse {
  const validItems = items.map(line);
  const subTotal = validItems.reduce((sum, item) => sum + item.totalPriceAfterDiscount, 0);
  const tax = Math.round(subTotal * 0.05);
  const charges = 3_000;
  const total = subTotal + tax + charges;
  return {
    cartId: 'cart-1',
    storeId: SAVED.storeId,
    deliveryType: 'D',
    validItems,
    invalidItems: [],
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    cartCalculations: [
      { key: 'sub_total', label: 'Item total', value: subTotal },
      {
        key: 'taxes_and_charges',
        label: 'Taxes & Charges',
        value: tax + charges,
        children: [
          {
            key: 'additional_charges',
            label: 'Charges',
            value: charges,
            children: [{ key: 'delivery_charge', label: 'Delivery charge', value: charges }],
          },
          { key: 'tax', label: 'GST (5%)', value: tax },
        ],
      },
      { key: 'grand_total', label: 'Grand total', value: total },
    ],
    strikePrice: total,
    displayNetPrice: total,
    price: subTotal,
    taxAmount: tax,
    tip: NO_TIP,
    explicitPromo: null,
    optionalCharges: [PACKAGING],
    optedOptionalCharges: [],
    nextOfferMinimum: null,
    ...extra,
  };
}

const UPSELL: MenuProduct = {
  id: 501,
  menuCode: 'MENU501',
  code: 'SID501',
  name: 'Garlic Bread',
  description: 'Buttery.',
  defaultPrice: 10_900,
  defaultCrustPrice: null,
  defaultToppings: [],
  allowedToppings: [],
  crust: [],
  foodType: 'VEG',
  type: 0,
  image: '/images/menu/sid-501.svg',
  inStock: true,
};

function cartCalls(start: CartResponse) {
  return {
    // Like the server: the tip and the optional charge as asked.
    putCart: vi.fn(async (body: CartPutBody) =>
      cartOf(body.items, {
        tip: body.tip ?? NO_TIP,
        optionalCharges: [{ ...PACKAGING, selected: body.optedOptionalCharges?.some((charge) => charge.selected) ?? false }],
        optedOptionalCharges: body.optedOptionalCharges ?? [],
      }),
    ),
    applyPromo: vi.fn(async (_code: string): Promise<PromoResponse> => ({ status: 'FAILED', displayMsg: '' })),
    getCart: vi.fn(async () => start),
  };
}

function renderCart(start: CartResponse, options: { limits?: { maximumcartitems: number; maximumcartprice: number } } = {}) {
  const calls = cartCalls(start);
  const { actors } = createTestActors();
  const root: RootActors = actors;
  const loadConfig = options.limits
    ? fromPromise<LoadedConfig>(async () => ({ config: { ...DEFAULT_APP_CONFIG, ...options.limits }, site: SITE, loadedAt: 0 }))
    : fromPromise<LoadedConfig>(() => never());
  root.appConfig = createActor(appConfigMachine.provide({ actors: { loadConfig } })).start();
  const machine = cartMachine.provide({
    actors: {
      readLocal: fromPromise<LocalState, ReadStoreInput>(async () => ({ cart: null, store: SAVED })),
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED),
      writeLocal: fromPromise<void, StoredCart>(async () => undefined),
      removeLocal: fromPromise<void>(async () => undefined),
      getCart: fromPromise<CartResponse>(() => calls.getCart()),
      addCartItems: fromPromise<CartResponse, LinesToMergeInput>(async ({ input }) => cartOf(input.items)),
      putCart: fromPromise<CartResponse, CartPutBody>(({ input }) => calls.putCart(input)),
      applyPromo: fromPromise<PromoResponse, { code: string }>(({ input }) => calls.applyPromo(input.code)),
      removePromo: fromPromise<CartResponse, { code: string }>(async () => start),
      loadToppings: fromPromise<Topping[], { storeId: string | null }>(async () => TOPPINGS),
      loadUpsell: fromPromise<UpsellResponse>(async () => ({ products: [UPSELL] })),
    },
  });
  const cart = cartActorOf(root, machine);
  render(
    <Suspense fallback={null}>
      <RootActorsContext value={root}>
        <MemoryRouter initialEntries={['/cart']}>
          <Routes>
            <Route path="/cart" element={<CartScreen />} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <CartButton />
          <CurrentLocation />
        </MemoryRouter>
      </RootActorsContext>
    </Suspense>,
  );
  return { calls, cart };
}

const billOf = () => within(screen.getByRole('region', { name: 'Bill details' }));

describe('CartScreen', () => {
  it("shows the lines with crust, size and topping names, and the server's bill rows", async () => {
    renderCart(cartOf([{ ...MARGHERITA, quantity: 2 }]));
    expect(await screen.findByRole('heading', { name: 'Margherita' })).toBeTruthy();
    expect(screen.getByText('Regular · New Hand Tossed')).toBeTruthy();
    expect(screen.getByText(/Extra Cheese/)).toBeTruthy();
    expect(billOf().getByText('Item total')).toBeTruthy();
    expect(billOf().getByText('₹ 398')).toBeTruthy();
    expect(billOf().getByText('Delivery charge')).toBeTruthy();
    expect(billOf().getByText('GST (5%)')).toBeTruthy();
    // 398 + 19.90 tax + 30 delivery.
    expect(billOf().getByText('₹ 447.90')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('+ raises the quantity of the line (one PUT of the whole cart)', async () => {
    const { calls } = renderCart(cartOf([MARGHERITA]));
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Margherita' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy());
    expect(calls.putCart).toHaveBeenCalledTimes(1);
    expect(calls.putCart.mock.calls[0]?.[0].items).toEqual([{ ...MARGHERITA, quantity: 2 }]);
  });

  it('adding an upsell item already in the cart merges it into its line', async () => {
    const { calls } = renderCart(cartOf([BREAD]));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Garlic Bread to cart' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy());
    expect(calls.putCart.mock.calls[0]?.[0].items).toEqual([{ ...BREAD, quantity: 2 }]);
  });

  it('SPEC 9: at the item limit + is disabled and says which limit; an add from the upsell row shows the item-count message', async () => {
    const { calls } = renderCart(cartOf([{ ...BREAD, quantity: 2 }]), { limits: { maximumcartitems: 2, maximumcartprice: 5000 } });
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Garlic Bread' });
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(increase.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Your cart has the most items allowed (2).',
    );
    expect((screen.getByRole('button', { name: 'Decrease quantity of Garlic Bread' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add Garlic Bread to cart' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, only a limited quantity of this product can be ordered. A cart can hold at most 2 items.');
    expect(calls.putCart).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('SPEC 9: + is disabled when one more would pass the cart price limit, and the note names it', async () => {
    renderCart(cartOf([{ ...BREAD, quantity: 2 }]), { limits: { maximumcartitems: 25, maximumcartprice: 250 } });
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Garlic Bread' });
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    expect(increase.getAttribute('aria-describedby')).toBe('cart-limit-note');
    expect(document.getElementById('cart-limit-note')?.textContent).toBe(
      'One more would take your cart over ₹\u00a0250, the most allowed.',
    );
  });

  it("SPEC 5: an empty coupon says 'Please enter coupon code'; an invalid one 'Sorry, this coupon is not valid'", async () => {
    const { calls } = renderCart(cartOf([BREAD]));
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(descriptionOf(field)).toBe('Please enter coupon code'));
    expect(calls.applyPromo).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('textbox', { name: 'Coupon code' }))).toBe('Sorry, this coupon is not valid'),
    );
    expect(calls.applyPromo).toHaveBeenCalledWith('NOPE');
    expect(screen.getByRole('link', { name: 'View all offers' }).getAttribute('href')).toBe('/offers');
  });

  it('SPEC 8: unavailable items are listed and asked about at checkout; continuing reviews the rest and Place order goes to /paymentType', async () => {
    const withInvalid = cartOf([BREAD], { invalidItems: [{ ...line(MARGHERITA), invalidReason: 'Temporarily out of stock' }] });
    const { calls } = renderCart(withInvalid);
    expect(await screen.findByText('Temporarily out of stock')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      'Some items in your cart are unavailable. Do you want to place an order with the remaining items ?',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Continue' }));

    const review = await screen.findByRole('dialog', { name: 'Review your order' });
    expect(within(review).getByText('1 × Garlic Bread')).toBeTruthy();
    expect(calls.putCart.mock.calls[0]?.[0].items).toEqual([BREAD]);
    fireEvent.click(within(review).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent).toBe('/paymentType'));
  });

  it('SPEC 9: a free pizza has no + (each one the points buy comes from the menu); − still takes it off', async () => {
    const free: CartItem = {
      ...line(PLAIN_MARGHERITA),
      menuType: 'LOYALTY',
      originalPrice: 19_900,
      pricePerQty: 0,
      totalPriceAfterDiscount: 0,
    };
    const { calls } = renderCart(cartOf([BREAD], { validItems: [line(BREAD), free] }));
    expect(await screen.findByText('Free with Pizza Pals points')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Increase quantity of Margherita' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Increase quantity of Garlic Bread' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Margherita' }));
    await waitFor(() => expect(calls.putCart).toHaveBeenCalledTimes(1));
    expect(calls.putCart.mock.calls[0]?.[0].items).toEqual([BREAD]);
  });

  it('SPEC 9: a free pizza the points do not cover shows its reason and holds checkout back until it is removed', async () => {
    const reason = 'You need 1200 credited Pizza Pals points for 2 free pizzas. Points still on their way cannot be used yet.';
    const refused: CartItem = {
      ...line({ ...PLAIN_MARGHERITA, quantity: 2 }),
      menuType: 'LOYALTY',
      originalPrice: 19_900,
      pricePerQty: 0,
      totalPriceAfterDiscount: 0,
      invalidReason: reason,
    };
    const { calls } = renderCart(cartOf([BREAD], { invalidItems: [refused] }));
    const section = within(await screen.findByRole('region', { name: 'Free pizza not available' }));
    expect(section.getByText(reason)).toBeTruthy();
    expect(section.getByText('Your order can’t be placed with this free pizza. Remove it to check out.')).toBeTruthy();
    // Not listed as an unavailable item that 'will not be charged' and dropped on the way to the order.
    expect(screen.queryByRole('region', { name: 'Unavailable items' })).toBeNull();
    const checkout = screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(descriptionOf(checkout)).toBe('Your order can’t be placed with this free pizza. Remove it to check out.');
    fireEvent.click(checkout);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(section.getByRole('button', { name: 'Remove Margherita from cart' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Free pizza not available' })).toBeNull());
    expect(calls.putCart.mock.calls[0]?.[0].items).toEqual([BREAD]);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('dialog', { name: 'Review your order' })).toBeTruthy();
  });

  it('the tip chips and the optional charge K change the cart', async () => {
    const { calls } = renderCart(cartOf([BREAD]));
    fireEvent.click(await screen.findByRole('button', { name: '₹\u00a030' }));
    await waitFor(() => expect(calls.putCart).toHaveBeenCalledTimes(1));
    expect(calls.putCart.mock.calls[0]?.[0].tip).toEqual({ tipAmount: 3_000, tipRemoved: false, autoTipSelected: false });
    await waitFor(() => expect(screen.getByRole('button', { name: '₹\u00a030' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'No tip' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Contactless packaging' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('switch', { name: 'Contactless packaging' }));
    await waitFor(() => expect(calls.putCart).toHaveBeenCalledTimes(2));
    expect(calls.putCart.mock.calls[1]?.[0].optedOptionalCharges).toEqual([{ chargeTypeCode: 'K', selected: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Contactless packaging' }).getAttribute('aria-checked')).toBe('true'));
  });

  it('an empty cart says so and links to the menu', async () => {
    renderCart(cartOf([]));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/menu');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
  });
});

describe('CartScreen in Hindi', () => {
  inHindi();

  it('shows the lines, limits, coupon, tip and upsell in Hindi, with the cart rules worded in Hindi', async () => {
    await act(async () => {
      renderCart(cartOf([{ ...MARGHERITA, quantity: 2 }]), { limits: { maximumcartitems: 25, maximumcartprice: 450 } });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeTruthy();
    expect(screen.getByText('2 आइटम')).toBeTruthy();
    expect(screen.getByText('जोड़ी गईं:').parentElement?.textContent).toBe('जोड़ी गईं: Extra Cheese');
    const increase = screen.getByRole('button', { name: 'Margherita की मात्रा बढ़ाएँ' });
    await waitFor(() => expect(increase.hasAttribute('disabled')).toBe(true));
    expect(document.getElementById('cart-limit-note')?.textContent).toBe('एक और जोड़ने पर आपका कार्ट ₹\u00a0450 की सीमा पार कर जाएगा।');
    expect(screen.getByRole('group', { name: 'अपने डिलीवरी पार्टनर को टिप दें' }).textContent).toContain('टिप नहीं');
    expect(screen.getByRole('button', { name: 'Margherita को कार्ट से हटाएँ' }).textContent).toBe('हटाएँ');

    fireEvent.click(screen.getByRole('button', { name: 'लगाएँ' }));
    await waitFor(() => expect(descriptionOf(screen.getByRole('textbox', { name: 'कूपन कोड' }))).toBe('कृपया कूपन कोड डालें'));

    fireEvent.click(screen.getByRole('button', { name: 'Garlic Bread कार्ट में जोड़ें' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'माफ़ कीजिए, इस आइटम की सीमित मात्रा ही ऑर्डर की जा सकती है। एक कार्ट के आइटम ज़्यादा से ज़्यादा ₹\u00a0450 तक के हो सकते हैं।',
    );
    expect(document.title).toBe('कार्ट · Slice');
    expect(englishLeftIn([screen.getByRole('main')], cartTexts, cartRules)).toEqual([]);
  });

  it('asks about unavailable items and reviews the order in Hindi', async () => {
    await act(async () => {
      renderCart(cartOf([BREAD], { invalidItems: [{ ...line(MARGHERITA), invalidReason: 'फ़िलहाल स्टॉक में नहीं है' }] }));
    });
    expect(await screen.findByRole('heading', { name: 'ये आइटम उपलब्ध नहीं हैं' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'चेकआउट करें' }));
    const question = await screen.findByRole('alertdialog', { name: 'आइटम उपलब्ध नहीं हैं' });
    expect(question.textContent).toContain('आपके कार्ट के कुछ आइटम अभी उपलब्ध नहीं हैं। क्या आप बाकी आइटम के साथ ऑर्डर करना चाहेंगे?');
    expect(englishLeftIn([question], cartTexts, cartRules)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'आगे बढ़ें' }));
    const review = await screen.findByRole('dialog', { name: 'अपना ऑर्डर एक बार देख लें' });
    expect(within(review).getByText('1 × Garlic Bread')).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'ऑर्डर करें' })).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'कार्ट बदलें' })).toBeTruthy();
    expect(englishLeftIn([review], cartTexts, cartRules)).toEqual([]);
  });
});
