/**
 * SPEC 4: the tip is removed for delivery (D) when the Slice wallet is used. One rule for the payment page (the amount
 * it shows and asks), the confirm body and the server's pricing of the order, so all three agree.
 */
import type { CartResponse, CartTip } from '@/contract/cart';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';

/** Whether paying with the wallet (alone or with another method) removes this order's tip. */
export function isTipRemovedForWallet(deliveryType: DeliveryType, walletUsed: boolean): boolean {
  return walletUsed && deliveryType === DELIVERY_TYPE.delivery;
}

/** The tip a cart charges, paise: none once removed. */
export function tipInForce(tip: CartTip): number {
  return tip.tipRemoved ? 0 : tip.tipAmount;
}

/** The tip the order pays, paise: the cart's, unless the wallet removes it. */
export function orderTipOf(cart: Pick<CartResponse, 'deliveryType' | 'tip'>, walletUsed: boolean): number {
  return isTipRemovedForWallet(cart.deliveryType, walletUsed) ? 0 : tipInForce(cart.tip);
}

/** What the order costs, paise: the cart's grand total, less its tip when the wallet removes it. */
export function orderTotalOf(cart: Pick<CartResponse, 'deliveryType' | 'tip' | 'displayNetPrice'>, walletUsed: boolean): number {
  return cart.displayNetPrice - (tipInForce(cart.tip) - orderTipOf(cart, walletUsed));
}
