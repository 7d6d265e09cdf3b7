import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { Deal, DealsResponse, PromoResponse } from '@/contract/cart';
import { ROUTES } from '@/domain/navigation';
import cartRules from '@/i18n/en/cartRules';
import offersTexts from '@/i18n/en/offers';
import OffersScreen from '@/screens/offers/OffersScreen';
import { offersMachine, type DealsCallInput, type TermsCallInput } from '@machines/offers.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { selectCart } from '@machines/cart.machine';
import type { SelectedStore } from '@/domain/store';
import { FLAT100, SAVED_STORE, UPI20 } from '../model/dealFixtures';
import { networkFailure, serverError } from '../model/fixtures';
import { CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { cartOf, dealScreenActors, ELSEWHERE, renderAt, type CartFakes } from './DealScreenFixtures';
import { MachineProvider } from '@/app/machineLogic';
import { englishLeftIn } from './EnglishLeft';
import { inHindi } from './inHindi';

afterEach(cleanup);

const PATHS = [ROUTES.offers, ROUTES.tncOffers, ROUTES.cart];

interface OffersFakes extends CartFakes {
  loadDeals?: (input: DealsCallInput) => Promise<DealsResponse>;
  loadTerms?: (input: TermsCallInput) => Promise<Deal>;
}

function renderOffers(url: string, fakes: OffersFakes = {}) {
  const offerCalls = {
    loadDeals: vi.fn(fakes.loadDeals ?? (async () => ({ deals: [FLAT100, UPI20] }))),
    loadTerms: vi.fn(fakes.loadTerms ?? (async ({ code }: TermsCallInput) => (code === 'UPI20' ? UPI20 : FLAT100))),
  };
  const machine = offersMachine.provide({
    actors: {
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
      loadDeals: fromPromise<DealsResponse, DealsCallInput>(({ input }) => offerCalls.loadDeals(input)),
      loadTerms: fromPromise<Deal, TermsCallInput>(({ input }) => offerCalls.loadTerms(input)),
    },
  });
  const { actors, cart, calls } = dealScreenActors(fakes);
  const screenElement = (
    <MachineProvider machines={[machine]}>
      <OffersScreen />
    </MachineProvider>
  );
  renderAt(
    url,
    PATHS.filter((path) => path !== ROUTES.cart),
    screenElement,
    actors,
  );
  return { cart, calls: { ...calls, ...offerCalls } };
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;
const cardOf = (title: string) => screen.getByRole('article', { name: title });

describe('OffersScreen: /offers', () => {
  it("lists the store's deals with their code, conditions, T&C link and Apply button", async () => {
    const { calls } = renderOffers('/offers');
    expect(screen.getByRole('heading', { level: 1, name: 'Offers for you' })).toBeTruthy();
    expect(screen.getByText('Loading offers')).toBeTruthy();

    const flat = await screen.findByRole('article', { name: FLAT100.title });
    expect(calls.loadDeals).toHaveBeenCalledWith({ storeId: '66201' });
    expect(within(flat).getByText(FLAT100.description)).toBeTruthy();
    expect(within(flat).getByText('Min order ₹ 499')).toBeTruthy();
    expect(within(flat).queryByText(/Only with/)).toBeNull();
    expect(
      within(flat)
        .getByRole('link', { name: `Terms and conditions: ${FLAT100.title}` })
        .getAttribute('href'),
    ).toBe('/tncOffers?code=FLAT100');

    const upi = cardOf(UPI20.title);
    expect(within(upi).getByText('Only with UPI')).toBeTruthy();
    expect(within(upi).getByText('First order only')).toBeTruthy();
    expect(within(upi).queryByText(/Min order/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply UPI20' }).hasAttribute('disabled')).toBe(false));
  });

  it('Apply sends promo.apply to the cart and opens the cart once the cart has the code', async () => {
    const applied: PromoResponse = {
      status: 'SUCCESS',
      cart: cartOf([], { explicitPromo: { promoCode: 'FLAT100', description: FLAT100.description, paymentOptions: [], discount: 10_000 } }),
    };
    const { cart, calls } = renderOffers('/offers', { applyPromo: async () => applied });
    const sent = vi.fn();
    const apply = await screen.findByRole('button', { name: 'Apply FLAT100' });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    const originalSend = cart.send.bind(cart);
    cart.send = (event) => {
      sent(event);
      originalSend(event);
    };

    fireEvent.click(apply);
    expect(sent).toHaveBeenCalledWith({ type: 'promo.apply', code: 'FLAT100' });
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(screen.getByText(ELSEWHERE)).toBeTruthy();
    expect(calls.applyPromo).toHaveBeenCalledWith('FLAT100');
    expect(selectCart(cart.getSnapshot())?.explicitPromo?.promoCode).toBe('FLAT100');
  });

  it("shows the cart's message on the deal the cart refused, tied to its Apply button, and stays", async () => {
    const refused: PromoResponse = { status: 'FAILED', displayMsg: 'This offer is valid on your first order only.' };
    renderOffers('/offers', { applyPromo: async () => refused });
    const apply = await screen.findByRole('button', { name: 'Apply UPI20' });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);

    const message = await within(cardOf(UPI20.title)).findByRole('alert');
    expect(message.textContent).toBe('This offer is valid on your first order only.');
    expect(apply.getAttribute('aria-describedby')).toBe(message.id);
    expect(within(cardOf(FLAT100.title)).queryByRole('alert')).toBeNull();
    expect(location()).toBe('/offers');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply FLAT100' }).hasAttribute('disabled')).toBe(false));
  });

  it('shows an empty state when the store has no deals', async () => {
    renderOffers('/offers', { loadDeals: async () => ({ deals: [] }) });
    expect(await screen.findByText('No offers right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/menu');
  });

  it('offers a retry when the deals fail to load', async () => {
    const loadDeals = vi
      .fn<(input: DealsCallInput) => Promise<DealsResponse>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce({ deals: [FLAT100] });
    renderOffers('/offers', { loadDeals });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the offers');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: FLAT100.title })).toBeTruthy();
    expect(loadDeals).toHaveBeenCalledTimes(2);
  });
});

describe('OffersScreen: SPEC 5 confetti', () => {
  // ₹470 of items and ₹29.99 tax floor to ₹499: the lowest offer minimum (FLAT100, ₹499) is met.
  const qualifying = cartOf([], { price: 47_000, taxAmount: 2_999 });
  const CELEBRATION = 'Your cart qualifies for an offer! Apply one to save.';

  it('celebrates when the cart total meets an offer minimum, no code is applied and config allows', async () => {
    renderOffers('/offers', { cart: qualifying });
    const message = await screen.findByText(CELEBRATION);
    expect(message.getAttribute('role')).toBe('status');
    // The confetti itself is decoration: hidden from assistive technology.
    const confetti = message.parentElement?.querySelector('[aria-hidden="true"]');
    expect(confetti?.querySelectorAll('span').length).toBeGreaterThan(0);
  });

  it('does not celebrate below the minimum, with a code applied, or when config turns it off', async () => {
    const cases: CartFakes[] = [
      { cart: cartOf([], { price: 47_000, taxAmount: 2_899 }) },
      {
        cart: cartOf([], {
          price: 47_000,
          taxAmount: 2_999,
          explicitPromo: { promoCode: 'FLAT100', description: '', paymentOptions: [], discount: 10_000 },
        }),
      },
      { cart: qualifying, offersConfettiEnabled: false },
    ];
    for (const fakes of cases) {
      renderOffers('/offers', fakes);
      await screen.findByRole('article', { name: FLAT100.title });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Apply FLAT100' }).hasAttribute('disabled')).toBe(false));
      expect(screen.queryByText(CELEBRATION)).toBeNull();
      cleanup();
    }
  });
});

describe('OffersScreen: /tncOffers', () => {
  it("shows the deal's terms, loaded by its code", async () => {
    const { calls } = renderOffers('/tncOffers?code=FLAT100');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    const terms = await screen.findByRole('region', { name: FLAT100.title });
    expect(calls.loadTerms).toHaveBeenCalledWith({ code: 'FLAT100' });
    const items = within(terms)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Min order ₹\u00a0499', ...FLAT100.tnc]);
    expect(within(terms).getByText('Valid from 1 Jan 2026 to 31 Dec 2026')).toBeTruthy();
    expect(within(terms).getByRole('link', { name: 'See all offers' }).getAttribute('href')).toBe('/offers');
    expect(calls.loadDeals).not.toHaveBeenCalled();
  });

  it('opened from a T&C link on /offers', async () => {
    renderOffers('/offers');
    const upi = await screen.findByRole('article', { name: UPI20.title });
    fireEvent.click(within(upi).getByRole('link', { name: `Terms and conditions: ${UPI20.title}` }));
    const terms = await screen.findByRole('region', { name: UPI20.title });
    expect(within(terms).getByText(UPI20.tnc[0] as string)).toBeTruthy();
    expect(location()).toBe('/tncOffers?code=UPI20');
  });

  it('says the offer is not found for an unknown code or a link without one', async () => {
    renderOffers('/tncOffers?code=GONE', { loadTerms: async () => Promise.reject(serverError('DEAL_NOT_FOUND', 'No such deal.', 404)) });
    expect(await screen.findByText('We could not find this offer')).toBeTruthy();
    cleanup();

    const { calls } = renderOffers('/tncOffers');
    expect(screen.getByText('We could not find this offer')).toBeTruthy();
    expect(calls.loadTerms).not.toHaveBeenCalled();
  });

  it('offers a retry when the terms fail to load', async () => {
    const loadTerms = vi
      .fn<(input: TermsCallInput) => Promise<Deal>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce(FLAT100);
    renderOffers('/tncOffers?code=FLAT100', { loadTerms });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: FLAT100.title })).toBeTruthy();
  });
});

describe('OffersScreen in Hindi', () => {
  inHindi();

  it("lists the deals with their conditions, celebrates and words the cart's refusal in Hindi", async () => {
    await act(async () => {
      renderOffers('/offers', {
        cart: cartOf([], { price: 47_000, taxAmount: 2_999 }),
        applyPromo: async () => ({ status: 'FAILED', displayMsg: '' }),
      });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'आपके लिए ऑफ़र' })).toBeTruthy();
    const flat = await screen.findByRole('article', { name: FLAT100.title });
    expect(within(flat).getByText('कम से कम ₹ 499 का ऑर्डर')).toBeTruthy();
    expect(within(flat).getByRole('link', { name: `नियम और शर्तें: ${FLAT100.title}` }).textContent).toBe('शर्तें');
    const upi = cardOf(UPI20.title);
    expect(within(upi).getByText('सिर्फ़ UPI से पेमेंट पर')).toBeTruthy();
    expect(within(upi).getByText('सिर्फ़ पहले ऑर्डर पर')).toBeTruthy();
    expect(await screen.findByText('आपका कार्ट एक ऑफ़र के लायक है! कोई ऑफ़र लगाएँ और बचत करें।')).toBeTruthy();

    const apply = screen.getByRole('button', { name: 'UPI20 लगाएँ' });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    expect((await within(upi).findByRole('alert')).textContent).toBe('माफ़ कीजिए, यह कूपन मान्य नहीं है');
    expect(document.title).toBe('ऑफ़र · Slice');
    expect(englishLeftIn([screen.getByRole('main')], offersTexts, cartRules)).toEqual([]);
  });

  it("shows a deal's terms with Hindi dates", async () => {
    await act(async () => {
      renderOffers('/tncOffers?code=FLAT100');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeTruthy();
    const terms = await screen.findByRole('region', { name: FLAT100.title });
    expect(within(terms).getAllByRole('listitem')[0]?.textContent).toBe('कम से कम ₹\u00a0499 का ऑर्डर');
    expect(within(terms).getByText('1 जन॰ 2026 से 31 दिस॰ 2026 तक मान्य')).toBeTruthy();
    expect(within(terms).getByRole('link', { name: 'सभी ऑफ़र देखें' })).toBeTruthy();
    expect(document.title).toBe('ऑफ़र की शर्तें · Slice');
    expect(englishLeftIn([screen.getByRole('main')], offersTexts)).toEqual([]);
  });
});
