/** Seed payment methods (SPEC 4 payment types, providers, UPI modes and the E/D flag), in checkout order. */
import type { PaymentMethod } from '@/contract/payments';
import { BRAND } from '@/domain/constants';
import type { Database } from '../client';
import { paymentMethods } from '../schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The payment ids; a method's id is what the client sends as primaryPaymentId / secondaryPaymentId. */
export const PAYMENT_IDS = {
  cash: 'CASH',
  creditCard: 'CC',
  debitCard: 'DC',
  netBanking: 'NB',
  upi: 'UPI_WALLET',
  paytm: 'PAYTM_WALLET',
  amazonPay: 'AMZPAY_WALLET',
  eVoucher: 'EVOUCHER',
  sliceWallet: 'PIGGYBANK',
} as const;

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { paymentId: PAYMENT_IDS.upi, paymentType: 'UPI_WALLET', name: 'UPI', provider: 'PAYTM_PG', enabled: 'E', upiModes: ['INTENT', 'COLLECT'] },
  { paymentId: PAYMENT_IDS.creditCard, paymentType: 'CC', name: 'Credit Card', provider: 'PAYU', enabled: 'E' },
  { paymentId: PAYMENT_IDS.debitCard, paymentType: 'DC', name: 'Debit Card', provider: 'PAYU', enabled: 'E' },
  { paymentId: PAYMENT_IDS.netBanking, paymentType: 'NB', name: 'Net Banking', provider: 'RAZORPAY', enabled: 'E' },
  { paymentId: PAYMENT_IDS.paytm, paymentType: 'PAYTM_WALLET', name: 'Paytm Wallet', provider: 'PAYTM_WALLET', enabled: 'E' },
  { paymentId: PAYMENT_IDS.amazonPay, paymentType: 'AMZPAY_WALLET', name: 'Amazon Pay', provider: 'RAZORPAY', enabled: 'E' },
  { paymentId: PAYMENT_IDS.cash, paymentType: 'CASH', name: 'Cash on Delivery', provider: null, enabled: 'E' },
  /** Listed with flag D: the e-voucher PIN and OTP steps (EV_PIN, EV_OTP) are not offered by this server. */
  { paymentId: PAYMENT_IDS.eVoucher, paymentType: 'EVOUCHER', name: 'e-Voucher / Gift Card', provider: 'GLOBALPAY', enabled: 'D' },
  { paymentId: PAYMENT_IDS.sliceWallet, paymentType: 'PIGGYBANK', name: `${BRAND} Wallet`, provider: null, enabled: 'E' },
];

export async function seedPayments(tx: Tx): Promise<void> {
  await tx.insert(paymentMethods).values(
    PAYMENT_METHODS.map((method, position) => ({
      id: method.paymentId,
      paymentType: method.paymentType,
      name: method.name,
      provider: method.provider,
      enabled: method.enabled,
      upiModes: method.upiModes ?? [],
      position,
    })),
  );
}
