import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { EdvDealResponse, EdvResponse, MixMatchResponse } from '@/contract/menu';
import type { CartPutBody } from '@/contract/cart';
import { ROUTES } from '@/domain/navigation';
import edvTexts from '@/i18n/en/edv';
import menuTexts from '@/i18n/en/menu';
import EdvScreen from '@/screens/edv/EdvScreen';
import { selectCart } from '@machines/cart.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { edvMachine, type DealCallInput, type StoreCallInput } from '@machines/edv.machine';
import type { SelectedStore } from '@/domain/store';
import { EDV_MEDIUM, EDV_REGULAR, MIX_MATCH, SAVED_STORE, SEAT_WITHOUT_EDV } from '../model/dealFixtures';
import { networkFailure } from '../model/fixtures';
import { CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { cartOf, dealScreenActors, ELSEWHERE, renderAt } from './DealScreenFixtures';
import { MachineProvider } from '@/app/machineLogic';
import { englishLeftIn } from './EnglishLeft';
import { inHindi } from './inHindi';

afterEach(cleanup);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

interface EdvFakes {
  store?: SelectedStore;
  loadDeals?: (input: StoreCallInput) => Promise<EdvResponse>;
  loadMenu?: (input: StoreCallInput) => Promise<MixMatchResponse>;
}

function renderEdv(url: string, fakes: EdvFakes = {}) {
  const edvCalls = {
    loadDeals: vi.fn(fakes.loadDeals ?? (async (): Promise<EdvResponse> => ({ status: 'SUCCESS', data: [EDV_MEDIUM, EDV_REGULAR] }))),
    loadLinkedDeal: vi.fn(async ({ dealId }: DealCallInput): Promise<EdvDealResponse> => ({
      status: 'SUCCESS',
      data: dealId === EDV_REGULAR.dealId ? EDV_REGULAR : EDV_MEDIUM,
    })),
    loadMenu: vi.fn(fakes.loadMenu ?? (async () => MIX_MATCH)),
  };
  const machine = edvMachine.provide({
    actors: {
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => fakes.store ?? SAVED_STORE),
      loadDeals: fromPromise<EdvResponse, StoreCallInput>(({ input }) => edvCalls.loadDeals(input)),
      loadLinkedDeal: fromPromise<EdvDealResponse, DealCallInput>(({ input }) => edvCalls.loadLinkedDeal(input)),
      loadMenu: fromPromise<MixMatchResponse, StoreCallInput>(({ input }) => edvCalls.loadMenu(input)),
    },
  });
  // The fake server answers a PUT after a moment, as a real one would.
  const { actors, cart, calls } = dealScreenActors({
    putCart: (body: CartPutBody) => new Promise((resolve) => setTimeout(() => resolve(cartOf(body.items)), 5)),
  });
  renderAt(
    url,
    [ROUTES.edv],
    <MachineProvider machines={[machine]}>
      <EdvScreen />
    </MachineProvider>,
    actors,
  );
  return { cart, calls: { ...calls, ...edvCalls } };
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;
const pizzaButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const counter = () => within(screen.getByRole('tabpanel')).getByRole('status').textContent;
const addButton = () => screen.getByRole('button', { name: /^Add to cart/ });

describe('EdvScreen', () => {
  it('shows a loading skeleton, then the deals as tabs and the pizzas of the first deal in its size', async () => {
    const { calls } = renderEdv('/edv');
    expect(screen.getByText('Loading everyday value offers')).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([`₹\u00a0199 each${EDV_MEDIUM.title}`, `₹\u00a099 each${EDV_REGULAR.title}`]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(calls.loadLinkedDeal).not.toHaveBeenCalled();

    const pizzas = within(screen.getByRole('list', { name: 'Pizzas in this deal' })).getAllByRole('button');
    expect(pizzas.map((pizza) => pizza.textContent)).toEqual([
      'Margherita',
      'Farmhouse',
      'Pepper BBQ Chicken',
      'Veggie ParadiseTemporarily out of stock',
    ]);
    expect(counter()).toBe('Pick 2 pizzas (0 picked)');
    expect(addButton().textContent).toBe('Add to cart — ₹\u00a0398');
    expect(addButton().hasAttribute('disabled')).toBe(true);
    expect(pizzaButton('Veggie Paradise').hasAttribute('disabled')).toBe(true);
  });

  it('?itemId preselects that deal and shows its regular pizzas', async () => {
    const { calls } = renderEdv('/edv?itemId=EDV2R99');
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected.textContent).toContain(EDV_REGULAR.title);
    expect(calls.loadLinkedDeal).toHaveBeenCalledWith({ dealId: 'EDV2R99', storeId: '66201' });
    expect(within(screen.getByRole('list', { name: 'Pizzas in this deal' })).getAllByRole('button')).toHaveLength(3);
    expect(addButton().textContent).toBe('Add to cart — ₹\u00a0198');
  });

  it('limits picking to the pizzas the deal needs; unpicking frees a place; another deal starts afresh', async () => {
    renderEdv('/edv');
    await screen.findAllByRole('tab');
    fireEvent.click(pizzaButton('Margherita'));
    expect(pizzaButton('Margherita').getAttribute('aria-pressed')).toBe('true');
    expect(counter()).toBe('Pick 2 pizzas (1 picked)');
    expect(addButton().hasAttribute('disabled')).toBe(true);

    fireEvent.click(pizzaButton('Pepper BBQ Chicken'));
    expect(counter()).toBe('Pick 2 pizzas (2 picked)');
    expect(addButton().hasAttribute('disabled')).toBe(false);
    // Full: the others cannot be picked, the picked ones can be unpicked.
    expect(pizzaButton('Farmhouse').hasAttribute('disabled')).toBe(true);
    expect(pizzaButton('Margherita').hasAttribute('disabled')).toBe(false);

    fireEvent.click(pizzaButton('Margherita'));
    expect(pizzaButton('Margherita').getAttribute('aria-pressed')).toBe('false');
    expect(counter()).toBe('Pick 2 pizzas (1 picked)');
    expect(pizzaButton('Farmhouse').hasAttribute('disabled')).toBe(false);
    expect(addButton().hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: new RegExp(EDV_REGULAR.title) }));
    expect(counter()).toBe('Pick 2 pizzas (0 picked)');
    expect(screen.queryByRole('button', { name: /Pepper BBQ Chicken/ })).toBeNull();
  });

  it('confirm adds one EDV line per picked pizza to the cart and opens the cart', async () => {
    const { cart, calls } = renderEdv('/edv');
    await screen.findAllByRole('tab');
    await waitFor(() => expect(cart.getSnapshot().matches({ ready: 'idle' })).toBe(true));
    fireEvent.click(pizzaButton('Farmhouse'));
    fireEvent.click(pizzaButton('Margherita'));
    fireEvent.click(addButton());

    await waitFor(() => expect(location()).toBe('/cart'));
    expect(screen.getByText(ELSEWHERE)).toBeTruthy();
    await waitFor(() => expect(selectCart(cart.getSnapshot())?.validItems).toHaveLength(2));
    const edvLine = { crustId: 1, sizeId: 2, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [], edvDealId: 'EDV2M199' };
    expect(calls.putCart).toHaveBeenCalledTimes(2);
    expect(calls.putCart.mock.calls[0]?.[0].items).toEqual([{ productId: 102, ...edvLine }]);
    expect(calls.putCart.mock.calls[1]?.[0].items).toEqual([
      { productId: 102, ...edvLine },
      { productId: 101, ...edvLine },
    ]);
  });

  it('SPEC 4: a failure shows no data and a retry that loads it', async () => {
    const loadMenu = vi
      .fn<(input: StoreCallInput) => Promise<MixMatchResponse>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce(MIX_MATCH);
    renderEdv('/edv', { loadMenu });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the everyday value offers');
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('tab')).toHaveLength(2);
  });

  it('shows an empty state when the store has no EDV deals', async () => {
    renderEdv('/edv', { loadDeals: async () => ({ status: 'SUCCESS', data: [] }) });
    expect(await screen.findByText('No everyday value offers here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/menu');
  });
});

describe('EdvScreen for an order to a train seat', () => {
  it('says everyday-value deals do not reach seats at this station, offers the menu instead, and loads no deals', async () => {
    const { calls } = renderEdv('/edv?itemId=EDV2R99', { store: SEAT_WITHOUT_EDV });
    expect(await screen.findByText('Everyday value deals are not delivered to train seats at this station')).toBeTruthy();
    expect(screen.getByText('Everything else on the menu can still come to your seat.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/menu');
    // Nothing that invites picking a deal.
    expect(screen.queryByText('Pick your pizzas and pay one low price for each.')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).toBeNull();
    expect(calls.loadDeals).not.toHaveBeenCalled();
    expect(calls.loadLinkedDeal).not.toHaveBeenCalled();
    expect(calls.loadMenu).not.toHaveBeenCalled();
  });
});

describe('EdvScreen in Hindi', () => {
  inHindi();

  it('says in Hindi that everyday-value deals do not reach seats at this station', async () => {
    await act(async () => {
      renderEdv('/edv', { store: SEAT_WITHOUT_EDV });
    });
    expect(await screen.findByText('इस स्टेशन पर एवरीडे वैल्यू डील ट्रेन की सीट तक नहीं पहुँचाई जातीं')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेन्यू देखें' })).toBeTruthy();
    expect(englishLeftIn([screen.getByRole('main')], edvTexts)).toEqual([]);
  });

  it('shows the deals, the pick counter, the pizzas and Add to cart in Hindi, and no English of its own', async () => {
    await act(async () => {
      renderEdv('/edv');
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]?.textContent).toBe(`₹\u00a0199 प्रति पिज़्ज़ा${EDV_MEDIUM.title}`);
    expect(screen.getByRole('tablist', { name: 'एवरीडे वैल्यू डील' })).toBeTruthy();
    const pizzas = within(screen.getByRole('list', { name: 'इस डील के पिज़्ज़ा' })).getAllByRole('button');
    expect(pizzas.at(-1)?.textContent).toBe('Veggie Paradiseफ़िलहाल स्टॉक में नहीं है');
    expect(counter()).toBe('2 पिज़्ज़ा चुनें (अब तक 0 चुने)');
    fireEvent.click(pizzaButton('Margherita'));
    expect(counter()).toBe('2 पिज़्ज़ा चुनें (अब तक 1 चुने)');
    expect(screen.getByRole('button', { name: /^कार्ट में डालें/ }).textContent).toBe('कार्ट में डालें — ₹\u00a0398');
    expect(screen.getByRole('heading', { level: 1, name: 'एवरीडे वैल्यू ऑफ़र' })).toBeTruthy();
    expect(document.title).toBe('एवरीडे वैल्यू · Slice');
    expect(englishLeftIn([screen.getByRole('main')], edvTexts, menuTexts)).toEqual([]);
  });
});
