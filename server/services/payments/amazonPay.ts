/**
 * Amazon Pay (SPEC 4 AMZNPAY_CHARGE_STATUS): the customer authorises the charge on Amazon Pay's page, and back on this
 * site the app polls the charge's status at the server-given pollingData until it settles. The return address
 * carries that pollingData, so the polling after the page is the server's, not a fixed path.
 */
import type { PollingData } from '@/contract/payments';
import { withQuery } from '@/domain/navigation';
import { PAYMENT_TRANSACTION_QUERY } from '@/domain/order';

export const AMAZON_PAY_TYPE = 'AMZPAY_WALLET';

export const isAmazonPay = (paymentType: string): boolean => paymentType === AMAZON_PAY_TYPE;

/** Where Amazon Pay's page sends the customer back: the app's return address with the charge status polling. */
export function chargeStatusReturnUrl(returnUrl: string, polling: PollingData): string {
  return withQuery(returnUrl, {
    [PAYMENT_TRANSACTION_QUERY.interval]: polling.interval,
    [PAYMENT_TRANSACTION_QUERY.duration]: polling.duration,
    [PAYMENT_TRANSACTION_QUERY.pollUrl]: polling.url,
    [PAYMENT_TRANSACTION_QUERY.pollMethod]: polling.method,
  });
}
