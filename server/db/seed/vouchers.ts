/** Seed e-vouchers and gift cards (docs/sandbox-payments.md lists them with their PINs and OTP mobiles). */
import { toPaise } from '@/domain/money';
import type { Database } from '../client';
import { vouchers } from '../schema';
import { pinHashOf } from '../../services/payments/vouchers';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Far enough ahead for every sandbox clock. */
const VALID_UNTIL = new Date('2099-12-31T18:29:59Z');
/** Already over. */
const EXPIRED_ON = new Date('2024-01-31T18:29:59Z');

export interface SeedVoucher {
  code: string;
  kind: 'GIFT_CARD' | 'EVOUCHER';
  rupees: number;
  expiresAt: Date;
  /** PIN vouchers: the PIN; OTP vouchers: null. */
  pin: string | null;
  /** OTP vouchers: the mobile the code goes to (read it in the development SMS outbox); PIN vouchers: null. */
  mobile: string | null;
}

export const SEED_VOUCHERS: readonly SeedVoucher[] = [
  { code: 'GIFT-5000-OTP', kind: 'GIFT_CARD', rupees: 5000, expiresAt: VALID_UNTIL, pin: null, mobile: '9876500001' },
  { code: 'GIFT-2000-PIN', kind: 'GIFT_CARD', rupees: 2000, expiresAt: VALID_UNTIL, pin: '2468', mobile: null },
  { code: 'EVOUCHER-100-PIN', kind: 'EVOUCHER', rupees: 100, expiresAt: VALID_UNTIL, pin: '1234', mobile: null },
  { code: 'EVOUCHER-500-OTP', kind: 'EVOUCHER', rupees: 500, expiresAt: VALID_UNTIL, pin: null, mobile: '9876500002' },
  { code: 'EVOUCHER-EXPIRED', kind: 'EVOUCHER', rupees: 1000, expiresAt: EXPIRED_ON, pin: '1234', mobile: null },
  { code: 'GIFT-EMPTY-PIN', kind: 'GIFT_CARD', rupees: 0, expiresAt: VALID_UNTIL, pin: '1234', mobile: null },
];

export async function seedVouchers(tx: Tx): Promise<void> {
  const at = new Date();
  await tx.insert(vouchers).values(
    SEED_VOUCHERS.map((voucher) => ({
      code: voucher.code,
      kind: voucher.kind,
      balancePaise: toPaise(voucher.rupees),
      expiresAt: voucher.expiresAt,
      auth: voucher.pin === null ? ('OTP' as const) : ('PIN' as const),
      pinHash: voucher.pin === null ? null : pinHashOf(voucher.pin),
      mobile: voucher.mobile,
      createdAt: at,
    })),
  );
}
