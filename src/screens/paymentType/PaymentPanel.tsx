import { currentDeviceKind } from '@/app/device';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMachineLogic } from '@/app/machineLogic';
import type { CartResponse } from '@/contract/cart';
import type { PaymentMethod } from '@/contract/payments';
import { useRootActors } from '@/app/RootActorsContext';
import { Bill } from '@/components/Bill';
import { Button } from '@/components/Button';
import { DismissibleAlert } from '@/components/DismissibleAlert';
import { TotalBar, totalBarActionClass } from '@/components/TotalBar';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { Switch } from '@/components/Switch';
import { QUERY, ROUTES } from '@/domain/navigation';
import {
  CASH_PAYMENT_TYPE,
  EVOUCHER_PAYMENT_TYPE,
  isCardType,
  UPI_PAYMENT_TYPE,
  type ChoiceNote,
  type PaymentChoice,
  type PaymentGroup,
} from '@/domain/payment';
import { canZeroContact, hasDeliveryNote } from '@/domain/order';
import { tipInForce } from '@/domain/walletTip';
import type { PaymentSelectionResult } from '@/domain/paymentChoice';
import paymentTexts from '@/i18n/en/payment';
import { useLanguageChange, useTexts, type Texts } from '@/i18n/useTexts';
import {
  paymentSelectionMachine,
  sameChoices,
  selectCanPay,
  selectChoices,
  selectGroupsHiddenByWallet,
  selectHasFailed,
  selectIsLoading,
  selectIsTipRemovedByWallet,
  selectIsWalletApplied,
  selectIsVoucherOnly,
  selectIsWalletOnly,
  selectMessage,
  selectOrderTotal,
  selectPayable,
  selectSelectedId,
  selectSelectedType,
  selectWalletBalance,
  selectWalletMethod,
} from '@machines/paymentSelection.machine';
import { CardForm, type PaymentSelectionActorRef } from './CardForm';
import { DeliveryNoteCard, type DeliveryNoteActorRef } from './DeliveryNote';
import { PizzaPalsOffer, type LoyaltyOfferActorRef } from './PizzaPalsOffer';
import { UpiFields } from './UpiFields';
import { VoucherFields, VoucherSection } from './VoucherFields';
import styles from './PaymentType.module.css';

/** What the panel needs of the order submit (src/app/orderSubmitFlow `useOrderSubmit`). */
export interface SubmitFlow {
  submit: (selection: PaymentSelectionResult) => void;
  overlay: ReactNode;
  /** What the order still needs to know of the delivery address (house number, landmark); nothing when complete. */
  addressCard?: ReactNode;
  /** A guest paying cash with auto login: their mobile (SPEC 4); nothing otherwise. */
  guestCard?: ReactNode;
  /** Pay was refused by the payment rules: the address card shows what it still needs at the same time. */
  checkAddress?: () => void;
  /** SPEC 3 enroll: the offer to join Pizza Pals with this order (shown only to a customer who may join). */
  loyaltyOffer?: LoyaltyOfferActorRef;
  /** SPEC 3 delivery instructions and zero-contact delivery (shown for delivery orders). */
  deliveryNote?: DeliveryNoteActorRef;
  busy: boolean;
}

export interface PaymentPanelProps {
  cart: CartResponse;
  flow: SubmitFlow;
  /** SPEC 5 switches from the app config. */
  luhnCheckEnabled: boolean;
  blacklistedPaymentMethods: string[];
  /** SPEC 3 config isDefaultWalletApplied. */
  defaultWalletApplied: boolean;
  /** /payment: only the card choices and the card form. */
  focus?: 'card';
}

/** The screen's order of the groups. */
const GROUP_ORDER: readonly PaymentGroup[] = ['cards', 'upi', 'netBanking', 'wallets', 'cash', 'eVouchers'];

function noteText({ t, fill }: Texts<typeof paymentTexts.texts>, note: ChoiceNote): string {
  return note.code === 'promoRestricted' ? fill(t.notes.promoRestricted, { promoCode: note.promoCode }) : t.notes.eVoucherNotAllowed;
}

function MethodOption({
  choice,
  name,
  checked,
  onSelect,
  children,
}: {
  choice: PaymentChoice<PaymentMethod>;
  name: string;
  checked: boolean;
  onSelect: () => void;
  children?: ReactNode;
}) {
  const noteId = useId();
  const texts = useTexts(paymentTexts);
  const disabled = choice.disabledNote !== null;
  const shownNote = choice.disabledNote ?? choice.promoNote;
  const note = shownNote ? noteText(texts, shownNote) : null;
  return (
    <li className={checked ? `${styles.option} ${styles.optionChecked}` : styles.option}>
      <label className={disabled ? `${styles.optionLabel} ${styles.optionDisabled}` : styles.optionLabel}>
        <input
          type="radio"
          name={name}
          value={choice.method.paymentId}
          checked={checked}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onChange={onSelect}
          className={styles.radio}
        />
        <span>{choice.method.name}</span>
      </label>
      {note ? (
        <p id={noteId} className={styles.optionNote}>
          {note}
        </p>
      ) : null}
      {checked ? children : null}
    </li>
  );
}

function WalletSection({ actor, tip }: { actor: PaymentSelectionActorRef; tip: number }) {
  const applied = useSelector(actor, selectIsWalletApplied);
  const tipRemoved = useSelector(actor, selectIsTipRemovedByWallet);
  const balance = useSelector(actor, selectWalletBalance);
  const walletOnly = useSelector(actor, selectIsWalletOnly);
  const { t, fill, rupees } = useTexts(paymentTexts);
  return (
    <section className={styles.card} aria-labelledby="payment-wallet">
      <h2 id="payment-wallet" className={styles.sectionTitle}>
        {t.groups.sliceWallet}
      </h2>
      <Switch
        label={t.wallet.label}
        hint={fill(t.wallet.balance, { amount: rupees(balance) })}
        checked={applied}
        onChange={() => actor.send({ type: 'wallet.toggle' })}
      />
      {applied ? (
        <p className={styles.walletNote}>{walletOnly ? t.wallet.coversOrder : fill(t.wallet.used, { amount: rupees(balance) })}</p>
      ) : null}
      {tipRemoved ? <p className={styles.walletNote}>{fill(t.wallet.tipRemoved, { amount: rupees(tip) })}</p> : null}
    </section>
  );
}

/** The payment choice of one visit: the amount, the Slice wallet, the methods by group, the rule messages and Pay. */
export function PaymentPanel({ cart, flow, luhnCheckEnabled, blacklistedPaymentMethods, defaultWalletApplied, focus }: PaymentPanelProps) {
  const [search] = useSearchParams();
  const { store } = useRootActors();
  const actor = useActorRef(useMachineLogic(paymentSelectionMachine), {
    input: {
      storeActor: store,
      cart,
      luhnCheckEnabled,
      blacklistedPaymentMethods,
      defaultWalletApplied,
      // SPEC 2: in a mini-app a source parameter is appended to URLs.
      miniApp: search.has(QUERY.source),
      ...(focus ? { focus } : {}),
      // SPEC 4: UPI intent on a phone, collect on a desktop.
      device: currentDeviceKind(),
    },
  });
  useLanguageChange(() => actor.send({ type: 'language.change' }));
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const choices = useSelector(actor, selectChoices, sameChoices);
  const selectedId = useSelector(actor, selectSelectedId);
  const selectedType = useSelector(actor, selectSelectedType);
  const walletMethod = useSelector(actor, selectWalletMethod);
  const walletOnly = useSelector(actor, selectIsWalletOnly);
  const voucherOnly = useSelector(actor, selectIsVoucherOnly);
  const hiddenGroups = useSelector(actor, selectGroupsHiddenByWallet, shallowEqual);
  const payable = useSelector(actor, selectPayable);
  const message = useSelector(actor, selectMessage);
  const canPay = useSelector(actor, selectCanPay);
  // The order goes as the cart is priced: the server takes the cart's delivery type.
  const deliveryType = cart.deliveryType;
  const orderTotal = useSelector(actor, selectOrderTotal);
  const radioName = useId();
  const { submit, checkAddress } = flow;
  const panelRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  const { t, fill, rupees } = useTexts(paymentTexts);

  useEffect(() => {
    const subscriptions = [
      actor.on('payment.selected', ({ selection }) => submit(selection)),
      actor.on('payment.refused', () => {
        checkAddress?.();
        setRefusals((count) => count + 1);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, submit, checkAddress]);

  // A refused Pay: the first field with a message on the page takes focus, so it is read out and in view.
  useEffect(() => {
    if (refusals > 0) panelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const groups: readonly PaymentGroup[] = focus === 'card' ? ['cards'] : GROUP_ORDER;
  const shown = choices.filter((choice) => groups.includes(choice.group));
  const placesOrder = selectedType === CASH_PAYMENT_TYPE || walletOnly || voucherOnly;
  const prepaid = walletOnly || (selectedType !== null && canZeroContact(deliveryType, selectedType));
  const payLabel = placesOrder ? t.placeOrder : fill(t.pay, { amount: rupees(payable) });

  const detailsOf = (choice: PaymentChoice<PaymentMethod>): ReactNode => {
    if (isCardType(choice.method.paymentType)) return <CardForm actor={actor} />;
    if (choice.method.paymentType === UPI_PAYMENT_TYPE) return <UpiFields actor={actor} modes={choice.method.upiModes ?? []} />;
    if (choice.method.paymentType === EVOUCHER_PAYMENT_TYPE) return <VoucherFields actor={actor} />;
    return null;
  };

  return (
    <div ref={panelRef} className={styles.panel}>
      <section className={`${styles.card} ${styles.amount}`} aria-labelledby="payment-amount">
        <h2 id="payment-amount" className={styles.amountLabel}>
          {t.amountToPay}
        </h2>
        <p className={styles.amountValue}>{rupees(orderTotal)}</p>
        <p className={styles.amountNote}>{fill(t.itemsInOrder, { count: cart.itemCount })}</p>
        <details className={styles.bill}>
          <summary className={styles.billSummary}>{t.billDetails}</summary>
          <Bill rows={cart.cartCalculations} />
        </details>
      </section>

      {flow.guestCard}
      {flow.addressCard}

      {flow.deliveryNote && hasDeliveryNote(deliveryType) ? <DeliveryNoteCard actor={flow.deliveryNote} prepaid={prepaid} /> : null}

      {flow.loyaltyOffer ? <PizzaPalsOffer actor={flow.loyaltyOffer} /> : null}

      {isLoading ? <Loader label={t.loading} /> : null}
      {hasFailed ? (
        <StatusPanel
          title={t.loadFailedTitle}
          body={t.loadFailedBody}
          retryLabel={t.retry}
          onRetry={() => actor.send({ type: 'options.retry' })}
        />
      ) : null}

      {!isLoading && !hasFailed ? (
        <>
          {walletMethod ? <WalletSection actor={actor} tip={tipInForce(cart.tip)} /> : null}

          {message ? <DismissibleAlert message={t.messages[message]} onDismiss={() => actor.send({ type: 'message.dismiss' })} /> : null}

          <VoucherSection actor={actor} total={cart.displayNetPrice} />

          {walletOnly || voucherOnly ? null : (
            <div className={styles.groups}>
              <h2 className="visually-hidden">{t.chooseMethod}</h2>
              {shown.length === 0 ? <p className={styles.empty}>{focus === 'card' ? t.noCardMethod : t.noMethods}</p> : null}
              {groups.map((group) => {
                const inGroup = shown.filter((choice) => choice.group === group);
                const hiddenByWallet = hiddenGroups.includes(group);
                if (inGroup.length === 0 && !hiddenByWallet) return null;
                const headingId = `${radioName}-${group}`;
                return (
                  <section key={group} className={styles.card} aria-labelledby={headingId}>
                    <h2 id={headingId} className={styles.sectionTitle}>
                      {t.groups[group]}
                    </h2>
                    {hiddenByWallet ? <p className={styles.optionNote}>{t.wallet.notCombinable}</p> : null}
                    <ul className={styles.options}>
                      {inGroup.map((choice) => (
                        <MethodOption
                          key={choice.method.paymentId}
                          choice={choice}
                          name={radioName}
                          checked={choice.method.paymentId === selectedId}
                          onSelect={() => actor.send({ type: 'method.select', paymentId: choice.method.paymentId })}
                        >
                          {detailsOf(choice)}
                        </MethodOption>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          )}

          {focus === 'card' ? (
            <Link to={ROUTES.paymentType} className={styles.otherLink}>
              {t.otherMethods}
            </Link>
          ) : null}

          <TotalBar label={t.amountToPay} amountPaise={payable}>
            <Button onClick={() => actor.send({ type: 'payment.submit' })} disabled={!canPay || flow.busy} className={totalBarActionClass}>
              {payLabel}
            </Button>
          </TotalBar>
        </>
      ) : null}
      {flow.overlay}
    </div>
  );
}
