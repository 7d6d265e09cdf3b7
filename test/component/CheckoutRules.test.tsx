import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import type { TransactionStatusResponse } from '@/contract/payments';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import { DEFAULT_APP_CONFIG } from '@/domain/constants';
import type { PollingTarget } from '@/domain/order';
import { appConfigMachine, type LoadedConfig } from '@machines/appConfig.machine';
import { transactionPollingMachine } from '@machines/transactionPolling.machine';
import PaymentTransactionScreen from '@/screens/paymentTransaction/PaymentTransactionScreen';
import { CURRENT_LOCATION_TEST_ID, CurrentLocation } from './CurrentLocation';
import { createTestActors } from './LoginFixtures';
import { paymentOptions } from '../model/paymentFixtures';
import { descriptionOf } from './LoginFixtures';
import { CART_WITH_ITEM, renderPayment } from './PaymentFixtures';

afterEach(cleanup);

const TIPPED = { ...CART_WITH_ITEM, tip: { tipAmount: 2_000, tipRemoved: false, autoTipSelected: false } };
const PREPAID_ONLY = 'Zero-contact delivery is for prepaid orders only: choose a method other than cash to have it.';

describe('checkout rules on the payment page', () => {
  it('a delivery order sends the instructions and zero-contact delivery with a prepaid method (SPEC 3, 4)', async () => {
    const { calls } = renderPayment({ options: paymentOptions({ lastUsedPaymentId: 'pay-nb' }) });
    const card = within(await screen.findByRole('region', { name: 'Delivery instructions' }));
    fireEvent.change(card.getByLabelText('Instructions for the rider'), { target: { value: ' Ring twice ' } });
    const zeroContact = card.getByRole('switch', { name: 'Zero-contact delivery' });
    expect(zeroContact.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(zeroContact);
    expect(zeroContact.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.orderDetails).toMatchObject({ deliveryInstructions: 'Ring twice', zeroContactDelivery: true });
  });

  it('with cash the zero-contact switch is off and says why; the instructions still go', async () => {
    const { calls } = renderPayment({ options: paymentOptions({ lastUsedPaymentId: 'pay-nb' }) });
    const card = within(await screen.findByRole('region', { name: 'Delivery instructions' }));
    fireEvent.click(card.getByRole('switch', { name: 'Zero-contact delivery' }));
    fireEvent.change(card.getByLabelText('Instructions for the rider'), { target: { value: 'Gate 2' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    const zeroContact = card.getByRole('switch', { name: 'Zero-contact delivery' }) as HTMLButtonElement;
    expect(zeroContact.disabled).toBe(true);
    expect(zeroContact.getAttribute('aria-checked')).toBe('false');
    expect(descriptionOf(zeroContact)).toBe(PREPAID_ONLY);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.orderDetails).toMatchObject({ deliveryInstructions: 'Gate 2', zeroContactDelivery: false });
  });

  it('a takeaway order asks for no delivery instructions', async () => {
    renderPayment({ cart: { ...CART_WITH_ITEM, deliveryType: 'T' } });
    await screen.findByRole('radio', { name: 'HDFC Bank' });
    expect(screen.queryByRole('region', { name: 'Delivery instructions' })).toBeNull();
  });

  it('the wallet removes the tip of a delivery order: the amount, the note and the order agree (SPEC 4)', async () => {
    const { calls } = renderPayment({ cart: TIPPED, options: paymentOptions({ lastUsedPaymentId: 'pay-nb' }) });
    const amount = within(await screen.findByRole('region', { name: 'Amount to pay' }));
    expect(amount.getByText('₹ 499')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Use Slice Wallet' }));
    expect(amount.getByText('₹ 479')).toBeTruthy();
    expect(screen.getByText('The delivery tip of ₹ 20 is removed when you pay with Slice Wallet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0279' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.orderDetails).toMatchObject({ tip: 0, price: TIPPED.displayNetPrice - 2_000 });
  });

  it('without the wallet the tip stays', async () => {
    const { calls } = renderPayment({ cart: TIPPED, options: paymentOptions({ lastUsedPaymentId: 'pay-nb' }) });
    await screen.findByRole('radio', { name: 'HDFC Bank' });
    expect(screen.queryByText(/delivery tip .* is removed/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.orderDetails).toMatchObject({ tip: 2_000, price: TIPPED.displayNetPrice });
  });
});

describe('checkout rules on the payment processing page (/paymentTransaction)', () => {
  /** Renders the page at `url` with the app config `config` loaded and the status calls answered SUCCESS, recorded. */
  async function renderProcessing(url: string, config: Partial<LoadedConfig['config']>) {
    const { actors } = createTestActors({ loggedIn: true });
    const loadConfig = fromPromise<LoadedConfig>(async () => ({
      config: { ...DEFAULT_APP_CONFIG, ...config },
      site: {
        disableCookies: false,
        vendorConfig: { blockedFeatures: [], partners: {} },
        features: '{}',
        isDefaultWalletApplied: false,
        mapTileUrl: '',
      },
      loadedAt: 0,
    }));
    actors.appConfig = createActor(appConfigMachine.provide({ actors: { loadConfig } })).start();
    await waitForActor(actors.appConfig, (snapshot) => snapshot.hasTag('loaded'));
    const calls: Array<{ orderTransactionId: string; pollingTarget?: PollingTarget | null }> = [];
    const machine = transactionPollingMachine.provide({
      actors: {
        getTransactionStatus: fromPromise<TransactionStatusResponse, { orderTransactionId: string; pollingTarget?: PollingTarget | null }>(
          async ({ input }) => {
            calls.push(input);
            return { transactionStatus: 'SUCCESS' };
          },
        ),
      },
    });
    render(
      <RootActorsContext value={actors}>
        <MachineProvider machines={[machine]}>
          <MemoryRouter initialEntries={[url]}>
            <Suspense fallback={null}>
              <Routes>
                <Route path="/paymentTransaction" element={<PaymentTransactionScreen />} />
                <Route path="*" element={<p>Another page</p>} />
              </Routes>
            </Suspense>
            <CurrentLocation />
          </MemoryRouter>
        </MachineProvider>
      </RootActorsContext>,
    );
    return { calls };
  }
  const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;

  it("back from a wallet's page, the first check waits the configured wallet processing time (SPEC 9)", async () => {
    const { calls } = await renderProcessing('/paymentTransaction?transactionId=txn-1&process=wallet', {
      orderProcessTimeForWalletInSec: 0.05,
      orderProcessTimeInSec: 600,
    });
    await waitFor(() => expect(location()).toBe('/thankYou?transactionId=txn-1'));
    expect(calls).toEqual([{ orderTransactionId: 'txn-1' }]);
  });

  it('back from any other gateway page, it waits the configured order processing time', async () => {
    const { calls } = await renderProcessing('/paymentTransaction?transactionId=txn-1', {
      orderProcessTimeForWalletInSec: 600,
      orderProcessTimeInSec: 0.05,
    });
    await waitFor(() => expect(location()).toBe('/thankYou?transactionId=txn-1'));
    expect(calls).toHaveLength(1);
  });

  it('polls at the server-given url and method the order submit put in the link (SPEC 7)', async () => {
    const url = '/api/v1/payments/transactions/txn-1/status';
    const { calls } = await renderProcessing(
      `/paymentTransaction?transactionId=txn-1&interval=0.01&duration=1&pollUrl=${encodeURIComponent(url)}&pollMethod=POST`,
      {},
    );
    await waitFor(() => expect(location()).toBe('/thankYou?transactionId=txn-1'));
    expect(calls[0]).toEqual({ orderTransactionId: 'txn-1', pollingTarget: { url, method: 'POST' } });
  });

  it('ignores a polling url outside this API: the fixed status path is asked', async () => {
    const { calls } = await renderProcessing(
      `/paymentTransaction?transactionId=txn-1&interval=0.01&duration=1&pollUrl=${encodeURIComponent('https://evil.example/x')}&pollMethod=GET`,
      {},
    );
    await waitFor(() => expect(location()).toBe('/thankYou?transactionId=txn-1'));
    expect(calls[0]).toEqual({ orderTransactionId: 'txn-1' });
  });
});
