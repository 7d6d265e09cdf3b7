/** Renders the payment screens with a loaded cart, config defaults, fake payment calls and the order submit over fake order calls. */
import type { VoucherCheckResponse, VoucherVerifyBody } from '@/contract/vouchers';
import { eVoucherMachine } from '@machines/eVoucher.machine';
import { Suspense } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import type { CardValidationResponse, PaymentOptionsResponse } from '@/contract/payments';
import type { CartResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import type { Topping } from '@/contract/menu';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import { doorstepMachine, type RememberInput } from '@machines/doorstep.machine';
import { loyaltyOfferMachine } from '@machines/loyaltyOffer.machine';
import type { LoyaltyInfo } from '@/contract/loyalty';
import { orderSubmitMachine } from '@machines/orderSubmit.machine';
import type { DoorstepTarget } from '@machines/shared/doorsteps';
import { MachineProvider } from '@/app/machineLogic';
import { cartActorOf } from '@/app/cartActor';
import { DEFAULT_APP_CONFIG } from '@/domain/constants';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import CardPaymentScreen from '@/screens/cardPayment/CardPaymentScreen';
import PaymentTypeScreen from '@/screens/paymentType/PaymentTypeScreen';
import { appConfigMachine, type LoadedConfig } from '@machines/appConfig.machine';
import type { LinesToMergeInput, StoredCart } from '@/domain/cartLines';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { cartMachine, type LocalState } from '@machines/cart.machine';
import type { StoredPaymentMode } from '@/domain/paymentChoice';
import { paymentSelectionMachine, type LoadedOptions, type OptionsCallInput } from '@machines/paymentSelection.machine';
import { PAYMENT_CART, paymentOptions } from '../model/paymentFixtures';
import { CurrentLocation } from './CurrentLocation';
import { createTestActors, ELSEWHERE, never } from './LoginFixtures';

const SAVED: SelectedStore = {
  storeId: '66201',
  childStoreId: '66201',
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

export const CART_WITH_ITEM: CartResponse = {
  ...PAYMENT_CART,
  validItems: [
    {
      itemId: 'line-101',
      product: { id: 101, name: 'Margherita', code: 'PIZ101', categroryIds: [], image: '', description: '' },
      quantity: 2,
      crustId: 1,
      sizeId: 1,
      crust: { id: 1, name: 'New Hand Tossed' },
      size: { id: 1, name: 'Regular', code: 'R', serves: 1 },
      sizeCode: 'R',
      pricePerQty: 22_500,
      totalPriceAfterDiscount: 45_000,
      totalDiscount: 0,
      productType: 1,
      foodType: 'VEG',
      nonVeg: false,
      isEDVOApplied: false,
      edvDealId: null,
      addTopngs: [],
      repTopngs: [],
      remTopngs: [],
    },
  ],
};

export interface RenderPaymentOptions {
  url?: string;
  cart?: CartResponse;
  options?: PaymentOptionsResponse;
  storedMode?: StoredPaymentMode | null;
  validate?: (bin: string) => Promise<CardValidationResponse>;
  /** App config switches (the SPEC 9 defaults otherwise). */
  config?: Partial<LoadedConfig['config']>;
  /** A logged-in customer unless told otherwise. */
  loggedIn?: boolean;
  /** The device copy a guest left before logging in: its lines are merged into `cart`, then its coupon is applied. */
  guestCopy?: StoredCart;
  /** The cart the guest's coupon gives (applyPromo's answer); the promo call waits for ever without it. */
  withGuestPromo?: CartResponse;
  /** The machines that order submit runs (with fake actors), instead of those that record each confirmation. */
  submitMachines?: AnyStateMachine[];
  /** The answer to an order confirmation; it waits for ever unless given. */
  confirm?: () => Promise<ConfirmOrderResponse>;
  /** The loyalty info call's answers, in turn (the last one repeats); it waits for ever unless given. */
  loyaltyInfo?: () => Promise<LoyaltyInfo>;
  /** The e-voucher check's answer (SPEC 7 E-voucher); it waits for ever unless given. */
  checkVoucher?: (voucherCode: string) => Promise<VoucherCheckResponse>;
  /** The answer to an e-voucher's PIN or OTP (EV_PIN / EV_OTP); it waits for ever unless given. */
  verifyVoucher?: (body: VoucherVerifyBody) => Promise<ConfirmOrderResponse>;
}

export function renderPayment({
  url = '/paymentType',
  cart = CART_WITH_ITEM,
  options = paymentOptions(),
  storedMode = null,
  validate = async () => ({ status: 'SUCCESS' }),
  config,
  loggedIn = true,
  guestCopy,
  withGuestPromo,
  submitMachines,
  confirm = never,
  loyaltyInfo = never,
  checkVoucher = never,
  verifyVoucher = never,
}: RenderPaymentOptions = {}) {
  const { actors } = createTestActors({ loggedIn });
  const root: RootActors = actors;
  const loadConfig = config
    ? fromPromise<LoadedConfig>(async () => ({
        config: { ...DEFAULT_APP_CONFIG, ...config },
        site: {
          disableCookies: false,
          vendorConfig: { blockedFeatures: [], partners: {} },
          features: '{}',
          isDefaultWalletApplied: false,
          mapTileUrl: '',
        },
        loadedAt: 0,
      }))
    : fromPromise<LoadedConfig>(() => never());
  root.appConfig = createActor(appConfigMachine.provide({ actors: { loadConfig } })).start();
  cartActorOf(
    root,
    cartMachine.provide({
      actors: {
        readLocal: fromPromise<LocalState, ReadStoreInput>(async () => ({ cart: guestCopy ?? null, store: SAVED })),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED),
        getCart: fromPromise<CartResponse>(async () => (guestCopy ? PAYMENT_CART : cart)),
        addCartItems: fromPromise<CartResponse, LinesToMergeInput>(async () => cart),
        applyPromo: fromPromise<PromoResponse, { code: string }>(() =>
          withGuestPromo ? Promise.resolve({ status: 'SUCCESS', cart: withGuestPromo }) : never(),
        ),
        writeLocal: fromPromise<void, StoredCart>(async () => undefined),
        loadToppings: fromPromise<Topping[], { storeId: string | null }>(async () => []),
        loadUpsell: fromPromise<UpsellResponse>(async () => ({ products: [] })),
      },
    }),
  );
  const calls = {
    validate: vi.fn(validate),
    /** Each order confirmation sent. */
    submit: vi.fn<(body: ConfirmOrderBody) => void>(),
    /** Each loyalty info call (SPEC 6: never for a guest). */
    loyaltyInfo: vi.fn(loyaltyInfo),
    remember: vi.fn(async () => undefined),
  };
  const machine = paymentSelectionMachine.provide({
    actors: {
      loadOptions: fromPromise<LoadedOptions, OptionsCallInput>(async () => ({ options, storedMode, storedWallet: null })),
      validateCard: fromPromise<CardValidationResponse, { bin: string }>(({ input }) => calls.validate(input.bin)),
      rememberSelection: fromPromise<void, { mode: StoredPaymentMode | null; walletApplied: boolean }>(() => calls.remember()),
      checkVoucher: fromPromise<VoucherCheckResponse, { voucherCode: string }>(({ input }) => checkVoucher(input.voucherCode)),
    },
  });
  const recordingSubmit = [
    orderSubmitMachine.provide({
      actors: {
        getRecentOrder: fromPromise<RecentOrderResponse>(async () => ({ orderId: null, placedAt: null })),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED),
        confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(({ input }) => {
          calls.submit(input.body);
          return confirm();
        }),
        eVoucher: eVoucherMachine.provide({
          actors: {
            verifyVoucher: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; body: VoucherVerifyBody }>(({ input }) =>
              verifyVoucher(input.body),
            ),
          },
        }),
      },
    }),
    doorstepMachine.provide({
      actors: {
        readTarget: fromPromise<DoorstepTarget | null, ReadStoreInput>(async () => null),
        remember: fromPromise<void, RememberInput>(async () => undefined),
      },
    }),
    loyaltyOfferMachine.provide({ actors: { getLoyaltyInfo: fromPromise<LoyaltyInfo>(() => calls.loyaltyInfo()) } }),
  ];
  render(
    <RootActorsContext value={root}>
      <MachineProvider machines={[machine, ...(submitMachines ?? recordingSubmit)]}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/paymentType" element={<PaymentTypeScreen />} />
              <Route path="/payment" element={<CardPaymentScreen />} />
              <Route path="*" element={<p>{ELSEWHERE}</p>} />
            </Routes>
          </Suspense>
          <CurrentLocation />
        </MemoryRouter>
      </MachineProvider>
    </RootActorsContext>,
  );
  return { calls };
}
