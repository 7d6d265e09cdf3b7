import { describe, expect, it } from 'vitest';
import { isCardOtpReturn, isCompleteCardOtp } from '@/domain/cardOtp';
import { paiseOfTxnAmount, txnAmountOf, upiFormRoute, upiVerifyBodyOf } from '@/domain/upiIntent';
import { parseUpiFormQuery } from '@/screens/upiForm/query';
import { INTENT_URL, payment, POLLING } from '../../model/orderSubmitFixtures';

describe('UPI intent (SPEC 4, SPEC 7 UPI verify)', () => {
  it('writes TXNAMOUNT as rupees with two decimals and reads it back in paise', () => {
    expect(txnAmountOf(49_900)).toBe('499.00');
    expect(txnAmountOf(12_345)).toBe('123.45');
    expect(paiseOfTxnAmount('123.45')).toBe(12_345);
    expect(paiseOfTxnAmount('')).toBeNull();
    expect(paiseOfTxnAmount('abc')).toBeNull();
  });

  it('builds the UPI verify body: the app reports the intent SUBMITTED, the server asks the gateway', () => {
    expect(upiVerifyBodyOf({ orderTransactionId: 'txn-1', merchantId: 'MID-1', merchantReference: 'pay-1', amount: 49_900 })).toEqual({
      ORDERID: 'txn-1',
      MID: 'MID-1',
      TXNAMOUNT: '499.00',
      MERC_UNQ_REF: 'pay-1',
      STATUS: 'SUBMITTED',
    });
  });

  it('sends an intent payment to /upiForm with the link, the server polling values and the verify details, which /upiForm reads back', () => {
    const route = upiFormRoute(
      payment('UNIFIED_PAYMENT_ACTION', {
        intentUrl: INTENT_URL,
        pollingData: POLLING,
        upiIntent: { mid: 'MID-1', merchantReference: 'pay-1', txnAmount: '250.00' },
      }),
      INTENT_URL,
    );
    const url = new URL(route, 'https://slice.test');
    expect(url.pathname).toBe('/upiForm');
    expect(parseUpiFormQuery(url.searchParams)).toEqual({
      orderTransactionId: 'txn-1',
      interval: POLLING.interval,
      duration: POLLING.duration,
      amount: 25_000,
      intent: { url: INTENT_URL, merchantId: 'MID-1', merchantReference: 'pay-1', amount: 25_000 },
    });
  });

  it('an intent link without its verify details is waited for by polling the transaction instead', () => {
    const route = upiFormRoute(payment('UNIFIED_PAYMENT_ACTION', { intentUrl: INTENT_URL, pollingData: POLLING }), INTENT_URL);
    expect(parseUpiFormQuery(new URL(route, 'https://slice.test').searchParams)?.intent).toBeNull();
  });
});

describe('card OTP in the app (SPEC 4 mode otp)', () => {
  it('knows the gateway’s return for the OTP and a complete 6-digit code', () => {
    expect(isCardOtpReturn(new URLSearchParams('transactionId=t&mode=otp'))).toBe(true);
    expect(isCardOtpReturn(new URLSearchParams('transactionId=t'))).toBe(false);
    expect(isCompleteCardOtp(' 123456 ')).toBe(true);
    expect(isCompleteCardOtp('12345')).toBe(false);
    expect(isCompleteCardOtp('12345a')).toBe(false);
  });
});
