/** Seed wallets of the sandbox Paytm wallet (docs/sandbox-payments.md); any other mobile gets an empty wallet when it links. */
import { toPaise } from '@/domain/money';
import type { Database } from '../client';
import { sandboxPaytmWallets } from '../schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Mobiles with their balances in rupees: enough for any order, a little (an order needs money added), none. */
export const SANDBOX_PAYTM_WALLETS = [
  { mobile: '9800000001', rupees: 5000 },
  { mobile: '9800000002', rupees: 50 },
  { mobile: '9800000003', rupees: 0 },
] as const;

export async function seedPaytmWallets(tx: Tx, at: Date = new Date()): Promise<void> {
  await tx
    .insert(sandboxPaytmWallets)
    .values(SANDBOX_PAYTM_WALLETS.map(({ mobile, rupees }) => ({ mobile, balancePaise: toPaise(rupees), createdAt: at })));
}
