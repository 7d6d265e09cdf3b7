import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise, waitFor as waitForActor } from 'xstate';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import { MachineProvider } from '@/app/machineLogic';
import { LeaveAppContext } from '@/app/leaveApp';
import { useOrderSubmit } from '@/app/orderSubmitFlow';
import { GATEWAY_CARD_FIELDS as CARD_FORM_FIELDS } from '@/contract/codes';
import { RootActorsContext } from '@/app/RootActorsContext';
import { selectCart } from '@machines/cart.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { orderSubmitMachine } from '@machines/orderSubmit.machine';
import type { PaymentSelectionResult } from '@/domain/paymentChoice';
import type { SelectedStore } from '@/domain/store';
import { ORDER_NOT_CONFIRMED } from '@machines/transactionPolling.machine';
import {
  CARD,
  CARD_FIELDS,
  CART,
  CASH,
  confirmed,
  GATEWAY_URL,
  INTENT_URL,
  MINUTE_MS,
  POLLING,
  SAVED_STORE,
  UPI,
} from '../model/orderSubmitFixtures';
import { networkFailure } from '../model/fixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PLACE_ORDER = 'Place order';

function Payer({ selection }: { selection: PaymentSelectionResult }) {
  const flow = useOrderSubmit();
  return (
    <>
      <button type="button" disabled={flow.busy} onClick={() => flow.submit(selection)}>
        {PLACE_ORDER}
      </button>
      {flow.overlay}
    </>
  );
}

interface Options {
  selection?: PaymentSelectionResult;
  recent?: RecentOrderResponse;
  answers?: Array<ConfirmOrderResponse | Error>;
}

async function renderPayer({
  selection = CASH,
  recent = { orderId: null, placedAt: null },
  answers = [confirmed('THANKYOU')],
}: Options = {}) {
  const { root, cart, getCart } = afterOrderRootActors();
  await waitForActor(cart, (snapshot) => selectCart(snapshot) !== null);

  const confirms: ConfirmOrderBody[] = [];
  const machine = orderSubmitMachine.provide({
    actors: {
      getRecentOrder: fromPromise<RecentOrderResponse>(async () => recent),
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
      confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(async ({ input }) => {
        confirms.push(input.body);
        const answer = answers[Math.min(confirms.length - 1, answers.length - 1)];
        if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
  });
  const leave = vi.fn<(url: string) => void>();
  render(
    <RootActorsContext value={root}>
      <LeaveAppContext value={leave}>
        <MemoryRouter initialEntries={['/paymentType']}>
          <Routes>
            <Route
              path="/paymentType"
              element={
                <MachineProvider machines={[machine]}>
                  <Payer selection={selection} />
                </MachineProvider>
              }
            />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </LeaveAppContext>
    </RootActorsContext>,
  );
  return { confirms, leave, getCart };
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: PLACE_ORDER }));

describe('order submit flow', () => {
  it('a cash order goes straight to /thankYou and reloads the cart', async () => {
    const { confirms, getCart } = await renderPayer();
    placeOrder();
    await waitFor(() => expect(location()).toBe('/thankYou?transactionId=txn-1'));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.orderDetails).toMatchObject({
      cartId: 'cart-1',
      deliveryType: 'D',
      addressId: 'addr-7',
      price: CART.displayNetPrice,
    });
    expect(confirms[0]?.paymentDetails.transactionStatusUrl).toBe('/paymentTransaction');
    await waitFor(() => expect(getCart).toHaveBeenCalledTimes(2));
  });

  it('asks about an order in the past 30 minutes without saying this one went through; yes places the order', async () => {
    const { confirms } = await renderPayer({ recent: { orderId: 'o-1', placedAt: Date.now() - 5 * MINUTE_MS } });
    placeOrder();
    const warning = await screen.findByRole('alertdialog', { name: 'Place another order?' });
    expect(warning.textContent).toContain('You placed an order in the past 30 minutes. Do you want to continue placing this order?');
    expect(warning.textContent).not.toMatch(/already placed/i);
    expect(confirms).toHaveLength(0);
    fireEvent.click(within(warning).getByRole('button', { name: 'Yes, place this order' }));
    await waitFor(() => expect(location()).toBe('/thankYou?transactionId=txn-1'));
    expect(confirms).toHaveLength(1);
  });

  it('Cancel on the duplicate warning places nothing and stays on the payment page', async () => {
    const { confirms } = await renderPayer({ recent: { orderId: 'o-1', placedAt: Date.now() - MINUTE_MS } });
    placeOrder();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No, not now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(confirms).toHaveLength(0);
    expect(location()).toBe('/paymentType');
    expect((screen.getByRole('button', { name: PLACE_ORDER }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a FAILED answer shows 'Your order was not confirmed. Please try placing the order again.'", async () => {
    await renderPayer({ answers: [confirmed('FAILED')] });
    placeOrder();
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain(ORDER_NOT_CONFIRMED);
    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe('/paymentType');
  });

  it('PROCESS_PAYMENT opens the gateway page with a full page load', async () => {
    const { leave } = await renderPayer({
      selection: UPI,
      answers: [confirmed('PROCESS_PAYMENT', { processTransactionURL: GATEWAY_URL })],
    });
    placeOrder();
    await waitFor(() => expect(leave).toHaveBeenCalledWith(GATEWAY_URL));
    expect(location()).toBe('/paymentType');
  });

  it('a card is posted in a form straight to the gateway page; our API only sees its first digits', async () => {
    const submits: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submits.push(this);
    });
    const { confirms, leave } = await renderPayer({
      selection: CARD,
      answers: [confirmed('PROCESS_PAYMENT', { processTransactionURL: GATEWAY_URL })],
    });
    placeOrder();
    await waitFor(() => expect(submits).toHaveLength(1));
    const form = submits[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(GATEWAY_URL);
    const fields = Object.fromEntries(new FormData(form).entries());
    expect(fields).toEqual({
      [CARD_FORM_FIELDS.number]: CARD_FIELDS.number,
      [CARD_FORM_FIELDS.expiry]: CARD_FIELDS.expiry,
      [CARD_FORM_FIELDS.cvv]: CARD_FIELDS.cvv,
      [CARD_FORM_FIELDS.name]: CARD_FIELDS.name,
      [CARD_FORM_FIELDS.saveCard]: 'false',
    });
    expect(JSON.stringify(confirms)).not.toContain(CARD_FIELDS.number);
    expect(leave).not.toHaveBeenCalled();
  });

  it('UPI polling goes to /paymentTransaction with the server-given interval and duration', async () => {
    await renderPayer({ selection: UPI, answers: [confirmed('DISPLAY_POLLING', { pollingData: POLLING })] });
    placeOrder();
    await waitFor(() =>
      expect(location()).toBe(
        '/paymentTransaction?transactionId=txn-1&interval=5&duration=60&pollUrl=%2Fapi%2Fv1%2Fpayments%2Ftransactions%2Ftxn-1%2Fstatus&pollMethod=GET&upiId=asha%40upi',
      ),
    );
  });

  it('UPI intent goes to /upiForm, which opens the UPI app: the payment page does not leave for the upi:// link itself', async () => {
    const { leave } = await renderPayer({
      selection: UPI,
      answers: [
        confirmed('UNIFIED_PAYMENT_ACTION', {
          intentUrl: INTENT_URL,
          pollingData: POLLING,
          unifiedPaymentResponse: { nextActions: [{ mode: 'intent' }, { mode: 'poll' }] },
          upiIntent: { mid: 'MID-1', merchantReference: 'pay-1', txnAmount: '250.00' },
        }),
      ],
    });
    placeOrder();
    await waitFor(() => expect(location()).toMatch(/^\/upiForm\?transactionId=txn-1&/));
    expect(new URLSearchParams(location().split('?')[1]).get('intent')).toBe(INTENT_URL);
    expect(leave).not.toHaveBeenCalled();
  });

  it('after a network failure, Try again sends the same order with the same key', async () => {
    const { confirms } = await renderPayer({ answers: [networkFailure(), confirmed('THANKYOU')] });
    placeOrder();
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain('Internet connection Lost');
    fireEvent.click(within(popup).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/thankYou?transactionId=txn-1'));
    expect(confirms).toHaveLength(2);
    expect(confirms[1]).toEqual(confirms[0]);
  });
});
