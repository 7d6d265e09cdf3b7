import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import { doorstepMachine, type RememberInput } from '@machines/doorstep.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { orderSubmitMachine } from '@machines/orderSubmit.machine';
import type { DoorstepTarget } from '@machines/shared/doorsteps';
import type { SelectedStore } from '@/domain/store';
import { confirmed, SAVED_STORE } from '../model/orderSubmitFixtures';
import { GATEWAY_CARD_FIELDS } from '@/contract/codes';
import { paymentOptions } from '../model/paymentFixtures';
import { descriptionOf } from './LoginFixtures';
import { inHindi } from './inHindi';
import { renderPayment } from './PaymentFixtures';
import { validationText } from '@/i18n/validationText';

/** SPEC 5 card messages. */
const CARD_NUMBER_LUHN_FAILED = 'Incorrect card number.';
const MONTH_REQUIRED = 'Please select Month';

afterEach(cleanup);

async function cardForm(options: Parameters<typeof renderPayment>[0] = {}) {
  const rendered = renderPayment({ url: '/payment', ...options });
  const number = await screen.findByLabelText('Card number');
  return { ...rendered, number };
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry month'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Expiry year'), { target: { value: String(new Date().getFullYear() + 2) } });
  fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Asha Rao' } });
}

describe('CardPaymentScreen', () => {
  it('starts on the card, with the saved-card checkbox off', async () => {
    await cardForm({ options: paymentOptions({ lastUsedPaymentId: 'pay-upi' }) });
    expect((screen.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Save this card for faster checkout' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
  });

  it('shows the brand once the number exceeds 3 digits', async () => {
    const { number } = await cardForm();
    fireEvent.change(number, { target: { value: '411' } });
    expect(screen.queryByRole('img', { name: /Card brand/ })).toBeNull();
    fireEvent.change(number, { target: { value: '4111' } });
    expect(screen.getByRole('img', { name: 'Card brand: Visa' })).toBeTruthy();
    fireEvent.change(number, { target: { value: '5555' } });
    expect(screen.getByRole('img', { name: 'Card brand: Mastercard' })).toBeTruthy();
  });

  it('shows the Luhn message and the other SPEC messages tied to their fields', async () => {
    const { number, calls } = await cardForm();
    fireEvent.change(number, { target: { value: '4111 1111 1111 1112' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }));
    expect(descriptionOf(number)).toContain(CARD_NUMBER_LUHN_FAILED);
    expect(descriptionOf(screen.getByLabelText('Expiry month'))).toBe(MONTH_REQUIRED);
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('shows the server refusal of the BIN', async () => {
    const { number, calls } = await cardForm({
      validate: async () => ({ status: 'FAILED', errors: [{ code: 'BIN_BLOCKED', displayMsg: 'This card is not accepted here' }] }),
    });
    fireEvent.change(number, { target: { value: '411111' } });
    await waitFor(() => expect(descriptionOf(number)).toContain('This card is not accepted here'));
    expect(calls.validate).toHaveBeenCalledWith('411111');
  });

  it('pays by card, sending our API only the first six digits of the card', async () => {
    const { calls } = await cardForm();
    fillCard('4111 1111 1111 1111');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card for faster checkout' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.paymentDetails).toMatchObject({
      primaryPaymentId: 'pay-cc',
      secondaryPaymentId: null,
      instrumentDetails: null,
      cardInitialDigits: '411111',
    });
    // The card itself goes to the gateway's page only, never in the order sent to our API.
    const sent = JSON.stringify(calls.submit.mock.calls[0]?.[0]);
    expect(sent).not.toContain('4111111111111111');
    expect(sent).not.toContain('"123"');
  });
});

describe('The card on its way to the gateway', () => {
  it("posts the card's number, expiry, CVV, name and save choice to the gateway's page, not to our API", async () => {
    await cardForm({ confirm: async () => confirmed('PROCESS_PAYMENT', { processTransactionURL: '/sandbox/gateway/card' }) });
    fillCard('4111 1111 1111 1111');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card for faster checkout' }));
    const pay = screen.getByRole('button', { name: 'Pay ₹\u00a0499' });
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pay);
    const form = await screen.findByTestId('card-post-form');
    expect(form.getAttribute('action')).toBe('/sandbox/gateway/card');
    expect(form.getAttribute('method')).toBe('post');
    const fields = Object.fromEntries(new FormData(form as HTMLFormElement).entries());
    expect(fields).toEqual({
      [GATEWAY_CARD_FIELDS.number]: '4111111111111111',
      [GATEWAY_CARD_FIELDS.expiry]: `12/${new Date().getFullYear() + 2}`,
      [GATEWAY_CARD_FIELDS.cvv]: '123',
      [GATEWAY_CARD_FIELDS.name]: 'Asha Rao',
      [GATEWAY_CARD_FIELDS.saveCard]: 'true',
    });
  });
});

describe('Pay with an invalid card and no house number', () => {
  const PIN_TARGET: DoorstepTarget = {
    point: { latitude: 12.9352, longitude: 77.6245 },
    address: 'Koramangala, Bengaluru',
    remembered: null,
  };

  /** The real order submit with its house-number card, over a map-pin delivery and fake order calls. */
  function withAddressCard() {
    const confirms: ConfirmOrderBody[] = [];
    const machine = orderSubmitMachine.provide({
      actors: {
        getRecentOrder: fromPromise<RecentOrderResponse>(async () => ({ orderId: null, placedAt: null })),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
        confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(async ({ input }) => {
          confirms.push(input.body);
          return confirmed('THANKYOU');
        }),
      },
    });
    const doorstep = doorstepMachine.provide({
      actors: {
        readTarget: fromPromise<DoorstepTarget | null, ReadStoreInput>(async () => PIN_TARGET),
        remember: fromPromise<void, RememberInput>(async () => undefined),
      },
    });
    return { confirms, submitMachines: [machine, doorstep] };
  }

  const houseNo = () => screen.getByRole('textbox', { name: 'House / Flat no.' });
  const pay = async () => {
    const button = await screen.findByRole('button', { name: 'Pay ₹\u00a0499' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
  };

  it('shows the card messages and Enter House No at once, and the house number (first on the page) takes focus', async () => {
    const { confirms, ...submit } = withAddressCard();
    const { number } = await cardForm(submit);
    fireEvent.change(number, { target: { value: '4111 1111 1111 1112' } });
    await pay();

    await waitFor(() => expect(descriptionOf(houseNo())).toContain(validationText('houseNoRequired')));
    expect(descriptionOf(number)).toContain(CARD_NUMBER_LUHN_FAILED);
    expect(document.activeElement).toBe(houseNo());
    expect(confirms).toHaveLength(0);
  });

  it('with the house number given, the first card field with a message takes focus', async () => {
    const { confirms, ...submit } = withAddressCard();
    const { number } = await cardForm(submit);
    fireEvent.change(houseNo(), { target: { value: 'Flat 4B' } });
    fireEvent.change(number, { target: { value: '4111 1111 1111 1112' } });
    await pay();

    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(houseNo().getAttribute('aria-invalid')).toBeNull();
    expect(confirms).toHaveLength(0);
  });
});

describe('CardPaymentScreen in Hindi', () => {
  inHindi();

  it('labels the card form and ties the SPEC 5 messages to their fields in Hindi', async () => {
    await act(async () => renderPayment({ url: '/payment' }));
    const number = await screen.findByLabelText('कार्ड नंबर');
    expect(screen.getByRole('heading', { level: 1, name: 'कार्ड से पेमेंट करें' })).toBeTruthy();
    fireEvent.change(number, { target: { value: '4111 1111 1111 1112' } });
    expect(screen.getByRole('img', { name: 'कार्ड ब्रांड: Visa' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '₹\u00a0499 चुकाएँ' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '₹\u00a0499 चुकाएँ' }));
    expect(descriptionOf(number)).toContain('कार्ड नंबर गलत है।');
    expect(descriptionOf(screen.getByLabelText('एक्सपायरी महीना'))).toBe('कृपया महीना चुनें');
    expect(screen.queryByText(MONTH_REQUIRED)).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
