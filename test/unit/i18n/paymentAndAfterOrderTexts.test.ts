import { describe, expect, it } from 'vitest';
import afterOrder from '@/i18n/en/afterOrder';
import notFound from '@/i18n/en/notFound';
import orderHistory from '@/i18n/en/orderHistory';
import payment from '@/i18n/en/payment';
import tracking from '@/i18n/en/tracking';
import upiForm from '@/i18n/en/upiForm';
import { fill } from '@/i18n/texts';

describe('SPEC texts of the payment and after-order screens, in English exactly as SPEC writes them', () => {
  it('SPEC 5 card messages', () => {
    expect(payment.texts.card.errors).toEqual({
      cardNumberInvalid: 'Invalid card Number',
      cardNumberLuhn: 'Incorrect card number.',
      cvvInvalid: 'Invalid CVV',
      monthRequired: 'Please select Month',
      monthInvalid: 'Invalid Month',
      yearRequired: 'Please select Year',
      nameInvalid: 'Please Enter Valid Name',
    });
  });

  it('SPEC 8 wallet and e-voucher texts, the brand in place of {product}', () => {
    expect(payment.texts.messages.walletConflict).toBe("Wallet can't be choosen with CASH OR EGV, Please change PaymentMode");
    expect(payment.texts.wallet.notCombinable).toBe('This payment option cannot be used with Slice Wallet');
    expect(payment.texts.notes.eVoucherNotAllowed).toBe('Payment by eVouchers is not allowed...');
  });

  it('SPEC 8 payment texts', () => {
    expect(upiForm.texts.failures).toEqual({
      paymentFailed: 'Payment Failed. Please try again.',
      orderNotConfirmed: 'Your order was not confirmed. Please try placing the order again.',
    });
    expect(upiForm.texts.upiPaymentIssue).toBe(
      'We faced some issue in processing the payment. Please go back to retry or select an alterate payment method',
    );
    expect(upiForm.texts.doNotLeave).toBe('Please DO NOT hit the back button or refresh this page.');
  });

  it('SPEC 8 failed orders: unable to process, try again after 15 minutes', () => {
    expect(afterOrder.texts.unableToProcess).toBe('Unable to process your order');
    expect(fill(afterOrder.texts.tryAgainLater, { minutes: 15 })).toBe('Please try again after 15 minutes');
  });

  it('SPEC 4 status labels and tracking steps, SPEC 5 track-order and SPEC 8 tracking texts', () => {
    expect(orderHistory.texts.status).toMatchObject({
      failed: 'Order Failed',
      cancelled: 'Order Cancelled',
      delivered: 'Order Delivered',
      pickedUp: 'Order Picked Up',
      placed: 'Order Placed',
    });
    expect(Object.values(tracking.texts.steps)).toEqual(['Confirmed', 'Being Baked', 'Dispatched', 'Delivered']);
    expect(tracking.texts.form.errors).toEqual({ mobileRequired: 'Please Enter Mobile No.', orderIdRequired: 'Please Enter Order Id No.' });
    expect(tracking.texts.notAvailable).toBe('Tracking Information is not available for this order yet. Please try again after some time.');
  });

  it('SPEC 8 invoice toast and broken link', () => {
    expect(orderHistory.texts.invoiceDownloaded).toBe('Invoice Downloaded');
    expect(notFound.texts.brokenLink).toBe('We’re sorry. The link you clicked is not a working one!');
  });
});
