/** Seed payment methods (SPEC 4 payment types, providers, UPI modes and the E/D flag), in checkout order. */
import type { PaymentMethod } from '@/contract/payments';
import paymentMethodsEn from '@/i18n/en/paymentMethods';
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

const NAMES = paymentMethodsEn.texts;

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    paymentId: PAYMENT_IDS.upi,
    paymentType: 'UPI_WALLET',
    name: NAMES[PAYMENT_IDS.upi],
    provider: 'PAYTM_PG',
    enabled: 'E',
    upiModes: ['INTENT', 'COLLECT'],
  },
  { paymentId: PAYMENT_IDS.creditCard, paymentType: 'CC', name: NAMES[PAYMENT_IDS.creditCard], provider: 'PAYU', enabled: 'E' },
  { paymentId: PAYMENT_IDS.debitCard, paymentType: 'DC', name: NAMES[PAYMENT_IDS.debitCard], provider: 'PAYU', enabled: 'E' },
  { paymentId: PAYMENT_IDS.netBanking, paymentType: 'NB', name: NAMES[PAYMENT_IDS.netBanking], provider: 'RAZORPAY', enabled: 'E' },
  { paymentId: PAYMENT_IDS.paytm, paymentType: 'PAYTM_WALLET', name: NAMES[PAYMENT_IDS.paytm], provider: 'PAYTM_WALLET', enabled: 'E' },
  {
    paymentId: PAYMENT_IDS.amazonPay,
    paymentType: 'AMZPAY_WALLET',
    name: NAMES[PAYMENT_IDS.amazonPay],
    provider: 'RAZORPAY',
    enabled: 'E',
  },
  { paymentId: PAYMENT_IDS.cash, paymentType: 'CASH', name: NAMES[PAYMENT_IDS.cash], provider: null, enabled: 'E' },
  { paymentId: PAYMENT_IDS.eVoucher, paymentType: 'EVOUCHER', name: NAMES[PAYMENT_IDS.eVoucher], provider: 'GLOBALPAY', enabled: 'E' },
  { paymentId: PAYMENT_IDS.sliceWallet, paymentType: 'PIGGYBANK', name: NAMES[PAYMENT_IDS.sliceWallet], provider: null, enabled: 'E' },
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
