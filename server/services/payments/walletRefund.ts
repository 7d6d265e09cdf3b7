/**
 * A failed order's gateway refund taken to the Slice wallet as Refund Points instead (SPEC 3 wallet point titles):
 * the owner's choice, for logged-in customers (guests have no wallet), once, while the gateway refund has not
 * settled. The gateway refund is withdrawn first and the wallet credited after, in refunds.ts completeToWallet; a
 * crash between the two is completed by the reconciler, so the money moves once.
 */
import { eq } from 'drizzle-orm';
import type { ErrorItem } from '@/contract/errors';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { Caller } from '../cart';
import type { OrderRow } from '../orderLabels';
import type { RefundsOfOrder } from '../orderHistory';
import type { PaymentGateway } from './gateway';
import { completeToSource, completeToWallet, movableToWallet, refundsOf, refundView } from './refunds';
import { serverText } from '../../texts';

export const REFUND_TO_WALLET_CODES = { unavailable: 'REFUND_TO_WALLET_UNAVAILABLE', settled: 'REFUND_ALREADY_SETTLED' } as const;

type GatewayOf = (provider: string) => PaymentGateway;

/** The refunds of an order as its details show them to this caller. */
export async function refundsForDetails(db: Database, caller: Caller, order: OrderRow): Promise<RefundsOfOrder> {
  const rows = await refundsOf(db, order.id);
  return {
    refunds: rows.map(refundView),
    refundToWalletAvailable: caller.loggedIn && order.status === 'FAILED' && movableToWallet(rows) !== undefined,
  };
}

/** Moves the order's gateway refund to the wallet: null when done (or done before), else why not. */
export async function moveRefundToWallet(
  db: Database,
  gatewayOf: GatewayOf,
  caller: Caller,
  order: OrderRow,
  at: Date,
): Promise<ErrorItem | null> {
  const rows = await refundsOf(db, order.id);
  if (rows.some((row) => row.destination === 'WALLET' && row.gatewayRefundId !== null)) return null;
  const movable = movableToWallet(rows);
  if (!caller.loggedIn || order.status !== 'FAILED' || !movable?.gatewayRefundId) {
    return { code: REFUND_TO_WALLET_CODES.unavailable, displayMsg: serverText('refundToWalletUnavailable') };
  }
  const [payment] = await db.select({ provider: payments.provider }).from(payments).where(eq(payments.orderId, order.id));
  const gateway = gatewayOf(payment?.provider ?? '');
  if (!(await gateway.cancelRefund(movable.gatewayRefundId))) {
    const state = await gateway.refundStatus(movable.gatewayRefundId);
    if (state?.status !== 'SETTLED')
      return { code: REFUND_TO_WALLET_CODES.unavailable, displayMsg: serverText('refundToWalletUnavailable') };
    await completeToSource(db, movable, state.settledAt ?? at);
    return { code: REFUND_TO_WALLET_CODES.settled, displayMsg: serverText('refundAlreadySettled') };
  }
  await completeToWallet(db, movable.id, at);
  return null;
}
