import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_CART, paymentOptions, UPI } from '../model/paymentFixtures';
import { CARD_CODE, loyaltyInfo } from '../model/loyaltyFixtures';
import { confirmed, ENROLMENT_REFUSED } from '../model/orderSubmitFixtures';
import { descriptionOf, expectLocation } from './LoginFixtures';
import { inHindi } from './inHindi';
import { CART_WITH_ITEM, renderPayment } from './PaymentFixtures';

const PAYMENT_METHOD_REQUIRED = 'Please select a payment method';
/** SPEC 8 wallet texts. */
const WALLET_CONFLICT = "Wallet can't be choosen with CASH OR EGV, Please change PaymentMode";
const WALLET_NOT_COMBINABLE = 'This payment option cannot be used with Slice Wallet';

afterEach(cleanup);

const methodRadio = (name: string) => screen.findByRole('radio', { name });

describe('PaymentTypeScreen', () => {
  it('shows the amount and the groups, with the last used method preselected', async () => {
    renderPayment({ options: paymentOptions({ lastUsedPaymentId: 'pay-nb' }) });
    expect(((await methodRadio('HDFC Bank')) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Amount to pay' })).getByText('₹ 499')).toBeTruthy();
    for (const group of ['Cards', 'UPI', 'Net banking', 'Wallets', 'Cash on delivery', 'e-Vouchers & Gift cards', 'Slice Wallet']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Pay ₹\u00a0499' })).toBeTruthy();
  });

  it("shows the bill before payment with the cart's labels: each charge once, itemised", async () => {
    const rows = [
      { key: 'sub_total', label: 'Sub Total', value: 45_000 },
      {
        key: 'taxes_and_charges',
        label: 'Taxes & Charges',
        value: 4_900,
        children: [
          {
            key: 'additional_charges',
            label: 'Additional Charges',
            value: 2_650,
            children: [{ key: 'delivery_charge', label: 'Delivery Charge', value: 2_650 }],
          },
          { key: 'tax', label: 'GST (5%)', value: 2_250 },
        ],
      },
      { key: 'grand_total', label: 'Grand Total', value: 49_900 },
    ];
    renderPayment({ cart: { ...CART_WITH_ITEM, cartCalculations: rows } });
    const amount = within(await screen.findByRole('region', { name: 'Amount to pay' }));
    fireEvent.click(amount.getByText('Bill details'));
    expect(amount.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Item total',
      'Taxes & Charges',
      'Delivery charge',
      'GST (5%)',
      'Grand total',
    ]);
  });

  it('does not preselect an Amazon wallet and asks for a method', async () => {
    const { calls } = renderPayment({ options: paymentOptions({ lastUsedPaymentId: 'pay-amz' }) });
    expect(((await methodRadio('Amazon Pay')) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }));
    expect(screen.getByRole('alert').textContent).toContain(PAYMENT_METHOD_REQUIRED);
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('refuses the wallet with cash with the SPEC message', async () => {
    const { calls } = renderPayment({ options: paymentOptions({ lastUsedPaymentId: 'pay-cash' }) });
    expect(((await methodRadio('Cash on delivery')) as HTMLInputElement).checked).toBe(true);
    const wallet = screen.getByRole('switch', { name: 'Use Slice Wallet' });
    expect(descriptionOf(wallet)).toBe('Balance ₹\u00a0200');
    fireEvent.click(wallet);
    expect(screen.getByRole('alert').textContent).toContain(WALLET_CONFLICT);
    expect(wallet.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.paymentDetails).toMatchObject({
      primaryPaymentId: 'pay-cash',
      secondaryPaymentId: null,
      instrumentDetails: null,
      cardInitialDigits: null,
    });
  });

  it('hides cash with the wallet on and pays the rest with a second method', async () => {
    const { calls } = renderPayment();
    fireEvent.click(await screen.findByRole('switch', { name: 'Use Slice Wallet' }));
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
    expect(screen.getAllByText(WALLET_NOT_COMBINABLE).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: 'HDFC Bank' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0299' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.paymentDetails).toMatchObject({ primaryPaymentId: 'pay-nb', secondaryPaymentId: 'pay-wallet' });
  });

  it('notes methods outside the coupon payment options, which stay selectable (the order then asks to drop the coupon)', async () => {
    renderPayment({
      cart: { ...CART_WITH_ITEM, explicitPromo: { promoCode: 'UPI75', description: '', paymentOptions: ['UPI'], discount: 7_500 } },
    });
    const credit = (await methodRadio('Credit card')) as HTMLInputElement;
    expect(credit.disabled).toBe(false);
    expect(descriptionOf(credit)).toBe('Coupon UPI75 does not apply to this method: you will be asked to remove it');
    expect((screen.getByRole('radio', { name: 'UPI' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByRole('switch', { name: 'Use Slice Wallet' })).toBeNull();
  });

  it('sends the UPI collect address, refusing one without a bank', async () => {
    const { calls } = renderPayment({ options: paymentOptions({ methods: [UPI] }) });
    fireEvent.click(await methodRadio('UPI'));
    fireEvent.click(screen.getByRole('radio', { name: 'Enter UPI ID' }));
    const vpa = screen.getByLabelText('UPI ID');
    fireEvent.change(vpa, { target: { value: 'asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }));
    expect(descriptionOf(vpa)).toContain('Please enter a valid UPI ID, like name@bank');
    fireEvent.change(vpa, { target: { value: 'asha@okbank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0499' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.paymentDetails.instrumentDetails).toEqual({ upiMode: 'COLLECT', vpa: 'asha@okbank' });
  });

  it('sends a guest to login first and back to the payment page (an order needs the mobile)', async () => {
    renderPayment({ loggedIn: false });
    await expectLocation('/login?from=%2FpaymentType');
  });

  it("after a login at checkout the amount to pay and Pay wait for the guest's coupon, so both show the discounted total", async () => {
    const guestCopy = {
      userId: 'guest-before-login',
      storeId: '66201',
      deliveryType: 'D' as const,
      items: [inputOfMargherita()],
      promoCode: 'PIZZA20',
    };
    const discounted = {
      ...CART_WITH_ITEM,
      displayNetPrice: 39_920,
      explicitPromo: { promoCode: 'PIZZA20', description: '20% off', paymentOptions: [], discount: 9_980 },
    };
    renderPayment({ guestCopy, withGuestPromo: discounted });
    const pay = await screen.findByRole('button', { name: /^Pay ₹/ });
    expect(pay.textContent).toContain('399.20');
    expect(screen.getByRole('region', { name: 'Amount to pay' }).textContent).toContain('399.20');
  });

  it('offers a customer not enrolled to join Pizza Pals with the order, off by default; on, the order carries enroll and the card code', async () => {
    const { calls } = renderPayment({
      options: paymentOptions({ lastUsedPaymentId: 'pay-cash' }),
      loyaltyInfo: async () => loyaltyInfo('NEW'),
    });
    expect(((await methodRadio('Cash on delivery')) as HTMLInputElement).checked).toBe(true);
    const join = await screen.findByRole('switch', { name: 'Join Pizza Pals with this order and earn 100 points on it' });
    expect(join.getAttribute('aria-checked')).toBe('false');
    expect(descriptionOf(join)).toMatch(/Free to join/);
    fireEvent.click(join);
    expect(join.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.orderDetails).toMatchObject({
      enroll: true,
      loyaltyRegistrationRequest: { loyaltyCardCode: CARD_CODE },
    });
  });

  it('left off, the order does not join; a member is not offered it', async () => {
    const first = renderPayment({
      options: paymentOptions({ lastUsedPaymentId: 'pay-cash' }),
      loyaltyInfo: async () => loyaltyInfo('NEW'),
    });
    await screen.findByRole('switch', { name: /Join Pizza Pals/ });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(first.calls.submit).toHaveBeenCalledTimes(1));
    expect(first.calls.submit.mock.calls[0]?.[0]?.orderDetails).toMatchObject({ enroll: false, loyaltyRegistrationRequest: null });
    cleanup();

    const member = renderPayment({ loyaltyInfo: async () => loyaltyInfo('ENROLLED') });
    await methodRadio('Cash on delivery');
    await waitFor(() => expect(member.calls.loyaltyInfo).toHaveBeenCalled());
    expect(screen.queryByRole('switch', { name: /Join Pizza Pals/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pizza Pals' })).toBeNull();
  });

  it("a refused enrolment shows the server's message and places the order without joining", async () => {
    const answers = [ENROLMENT_REFUSED, confirmedCash()];
    const { calls } = renderPayment({
      options: paymentOptions({ lastUsedPaymentId: 'pay-cash' }),
      loyaltyInfo: async () => loyaltyInfo('NEW'),
      confirm: async () => answers.shift() ?? confirmedCash(),
    });
    fireEvent.click(await screen.findByRole('switch', { name: /Join Pizza Pals/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Could not join Pizza Pals' });
    expect(popup.textContent).toContain('This Pizza Pals card code has just gone to another member.');
    fireEvent.click(within(popup).getByRole('button', { name: 'Place order without joining' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(2));
    expect(calls.submit.mock.calls[1]?.[0]?.orderDetails).toMatchObject({ enroll: false, loyaltyRegistrationRequest: null });
    await expectLocation('/thankYou?transactionId=txn-1');
    // The offer asked the programme again for a fresh code.
    expect(calls.loyaltyInfo).toHaveBeenCalledTimes(2);
  });

  it('a guest is never offered joining and no loyalty call is made (SPEC 6)', async () => {
    const { calls } = renderPayment({ loggedIn: false, loyaltyInfo: async () => loyaltyInfo('NEW') });
    await expectLocation('/login?from=%2FpaymentType');
    expect(calls.loyaltyInfo).not.toHaveBeenCalled();
  });

  it('goes back to /cart when the cart is empty', async () => {
    renderPayment({ cart: PAYMENT_CART });
    await expectLocation('/cart');
  });
});

/** A cash order's SUCCESS answer: straight to the thank-you page. */
function confirmedCash() {
  return confirmed('THANKYOU');
}

/** The Margherita line of CART_WITH_ITEM as a device copy holds it. */
function inputOfMargherita() {
  return { productId: 101, crustId: 1, sizeId: 1, quantity: 2, addTopngs: [], repTopngs: [], remTopngs: [] };
}

describe('PaymentTypeScreen in Hindi', () => {
  inHindi();

  it('shows the payment choice and the rule messages in Hindi, rupees as hi-IN writes them', async () => {
    const { calls } = await act(async () => renderPayment({ options: paymentOptions({ lastUsedPaymentId: 'pay-amz' }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'पेमेंट' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'कुल भुगतान' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'कैश ऑन डिलीवरी' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '₹\u00a0499 चुकाएँ' }));
    expect(screen.getByRole('alert').textContent).toContain('कृपया पेमेंट का तरीका चुनें');
    expect(calls.submit).not.toHaveBeenCalled();
    expect(document.title).toBe('पेमेंट · Slice');
    expect(screen.queryByText('Amount to pay')).toBeNull();
    expect(screen.queryByText(PAYMENT_METHOD_REQUIRED)).toBeNull();
  });
});
