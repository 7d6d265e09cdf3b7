import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CARD_NUMBER_LUHN_FAILED, MONTH_REQUIRED } from '@/domain/payment';
import { paymentOptions } from '../model/paymentFixtures';
import { descriptionOf } from './LoginFixtures';
import { renderPayment } from './PaymentFixtures';

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

  it('pays with the card fields for the gateway page', async () => {
    const { calls } = await cardForm();
    fillCard('4111 1111 1111 1111');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card for faster checkout' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]).toEqual({
      primaryPaymentId: 'pay-cc',
      primaryType: 'CC',
      secondaryPaymentId: null,
      instrumentDetails: null,
      cardInitialDigits: '411111',
      card: { number: '4111111111111111', expiry: `12/${new Date().getFullYear() + 2}`, cvv: '123', name: 'Asha Rao', saveCard: true },
    });
  });
});
