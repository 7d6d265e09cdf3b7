import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { VoucherCheckResponse, VoucherDetails } from '@/contract/vouchers';
import { paymentOptions } from '../model/paymentFixtures';
import { confirmed } from '../model/orderSubmitFixtures';
import { expectLocation } from './LoginFixtures';
import { renderPayment } from './PaymentFixtures';

afterEach(cleanup);

const VOUCHER_METHOD = 'Gift card';
const checked = (balancePaise: number): VoucherCheckResponse => ({
  status: 'SUCCESS',
  voucher: {
    voucherCode: 'GIFT-2000-PIN',
    kind: 'GIFT_CARD',
    balancePaise,
    expiresAt: Date.UTC(2099, 11, 31),
    auth: 'PIN',
  } satisfies VoucherDetails,
});

async function applyVoucher(code: string): Promise<void> {
  fireEvent.click(await screen.findByRole('radio', { name: VOUCHER_METHOD }));
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  // SPEC 5.
  expect(await screen.findByText('Please enter e-Voucher / Giftcard number')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('e-Voucher / Gift card number'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('paying with a gift card or e-voucher', () => {
  it('a voucher covering the order places it alone, and its PIN step goes on to the thank-you page', async () => {
    const checkVoucher = vi.fn(async () => checked(1_000_000));
    const verifyVoucher = vi.fn(async () => confirmed('THANKYOU'));
    const { calls } = renderPayment({
      options: paymentOptions(),
      checkVoucher,
      verifyVoucher,
      confirm: async () =>
        confirmed('EV_PIN', {
          voucher: { voucherCode: '••••-PIN', kind: 'GIFT_CARD', auth: 'PIN', amountPaise: 49_900, restPaise: 0, mobileHint: null },
        }),
    });
    await applyVoucher('gift-2000-pin');
    const section = within(await screen.findByRole('region', { name: 'e-Voucher / Gift card' }));
    expect(section.getByText('It covers the whole order.')).toBeTruthy();
    expect(checkVoucher).toHaveBeenCalledWith('gift-2000-pin');
    // The other methods are not needed any more.
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enter your Gift card PIN' }));
    expect(calls.submit.mock.calls[0]?.[0]?.paymentDetails).toMatchObject({
      primaryPaymentId: 'pay-ev',
      secondaryPaymentId: null,
      instrumentDetails: { voucherCode: 'GIFT-2000-PIN' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Please enter OTP / PIN')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('PIN'), { target: { value: '2468' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectLocation('/thankYou?transactionId=txn-1');
    expect(verifyVoucher).toHaveBeenCalledWith({ pin: '2468' });
  });

  it('a voucher short of the order asks for a second method and offers no cash for the rest', async () => {
    renderPayment({ options: paymentOptions(), checkVoucher: async () => checked(10_000) });
    await applyVoucher('GIFT-2000-PIN');
    expect(
      await screen.findByText('Your e-Voucher / Gift card does not cover this order. Please choose a second payment method for the rest.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹\u00a0399' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
    expect(screen.queryByRole('radio', { name: VOUCHER_METHOD })).toBeNull();
    // SPEC 8: never with the Slice wallet.
    const wallet = screen.getByRole('switch', { name: 'Use Slice Wallet' });
    fireEvent.click(wallet);
    expect(screen.getByRole('alert').textContent).toContain("Wallet can't be choosen with CASH OR EGV, Please change PaymentMode");
    expect(wallet.getAttribute('aria-checked')).toBe('false');
  });

  it('shows the server refusal of a code under the field', async () => {
    renderPayment({
      options: paymentOptions(),
      checkVoucher: async () => ({
        status: 'FAILED',
        errors: [{ code: 'VOUCHER_EXPIRED', displayMsg: 'This e-Voucher / Gift card has expired.' }],
      }),
    });
    await applyVoucher('EVOUCHER-EXPIRED');
    expect(await screen.findByText('This e-Voucher / Gift card has expired.')).toBeTruthy();
  });
});
