/**
 * One order submit per payment screen visit (SPEC 4 Order submit): the screen hands over the chosen
 * payment with `submit`; the flow renders the order submit's popups and follows what it emits: app
 * routes through the router, gateway pages and UPI intent links as a full page load, a card as a form
 * post of its fields straight to the gateway page (card data never goes to our API), and a cart reload
 * once the order used the cart. A logged-in customer not enrolled is offered joining Pizza Pals with the
 * order (SPEC 3 enroll); a refused enrolment makes the offer ask the programme again. A guest paying cash with auto
 * login (SPEC 4) gives their mobile first: the order goes with it and waits for their login.
 */
import { useContext, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectCart } from '@machines/cart.machine';
import { deliveryNoteMachine, selectDeliveryNote } from '@machines/deliveryNote.machine';
import { doorstepMachine, selectDoorstep } from '@machines/doorstep.machine';
import { guestContactMachine } from '@machines/guestContact.machine';
import { loyaltyOfferMachine, selectEnrolment } from '@machines/loyaltyOffer.machine';
import { orderSubmitMachine, selectIsBusy, type CardFields, type OrderInHand } from '@machines/orderSubmit.machine';
import type { PaymentSelectionResult } from '@/domain/paymentChoice';
import { selectIsLoggedIn, selectUser, selectUserId } from '@machines/session.machine';
import { useAppConfig } from './appConfig';
import { useCartActor } from './cartActor';
import { LeaveAppContext } from './leaveApp';
import { useMachineLogic } from './machineLogic';
import { CardPostForm } from './orderSubmit/CardPostForm';
import { CompleteAddress } from './orderSubmit/CompleteAddress';
import { GuestContact } from './orderSubmit/GuestContact';
import { OrderSubmitOverlay } from './orderSubmit/OrderSubmitOverlay';
import { useRootActors } from './RootActorsContext';
import { useAppNavigate } from './useAppNavigate';
import { deviceFeedbackVariant } from './feedbackVariant';

export type OrderSubmitActorRef = ActorRefFrom<typeof orderSubmitMachine>;

export interface OrderSubmitFlow {
  actor: OrderSubmitActorRef;
  /** Places the order with this payment (asks first when an order was placed within the duplicate window). */
  submit: (selection: PaymentSelectionResult) => void;
  /** Render once: the loader, the duplicate-order question, the error popups and the card post form. */
  overlay: ReactNode;
  /** Render once, before the payment choice: the house number and landmark of a map-pin delivery. */
  addressCard: ReactNode;
  /** Place order was refused by the payment rules: the address card shows its own refusal with them. */
  checkAddress: () => void;
  /** SPEC 3 enroll: the offer to join Pizza Pals with the order; render it with the payment choice. */
  loyaltyOffer: ActorRefFrom<typeof loyaltyOfferMachine>;
  /** SPEC 3 delivery instructions and zero-contact delivery that go with a delivery order. */
  deliveryNote: ActorRefFrom<typeof deliveryNoteMachine>;
  /** Render once, before the payment choice, for a guest paying cash with auto login: their mobile; nothing otherwise. */
  guestCard: ReactNode;
  busy: boolean;
}

export interface OrderSubmitOptions {
  /** SPEC 4 auto login: a guest paying cash gives their mobile, and the order waits for their login with it. */
  autoLogin?: boolean;
}

/** The gateway page and card waiting to be posted; null while none is. */
type CardPost = { url: string; card: CardFields } | null;

export function useOrderSubmit({ autoLogin = false }: OrderSubmitOptions = {}): OrderSubmitFlow {
  const { session, store } = useRootActors();
  const cart = useCartActor();
  const { duplicateOrderTimeInMin, timeout } = useAppConfig();
  const doorstep = useActorRef(useMachineLogic(doorstepMachine), { input: { storeActor: store } });
  const actor = useActorRef(useMachineLogic(orderSubmitMachine), {
    input: { duplicateOrderTimeInMin, confirmTimeoutSeconds: timeout, feedbackVariant: deviceFeedbackVariant(), storeActor: store },
  });
  const busy = useSelector(actor, selectIsBusy);
  const loyaltyOffer = useActorRef(useMachineLogic(loyaltyOfferMachine));
  const deliveryNote = useActorRef(useMachineLogic(deliveryNoteMachine));
  const guestContact = useActorRef(useMachineLogic(guestContactMachine));
  /** The mobile the guest confirmed at Place order (auto login); null until then. */
  const autoLoginMobile = useRef<string | null>(null);
  // SPEC 6: loyalty calls only for a logged-in customer; guests are never offered joining.
  const loggedIn = useSelector(session, selectIsLoggedIn);
  useEffect(() => {
    if (loggedIn) loyaltyOffer.send({ type: 'offer.check' });
  }, [loggedIn, loyaltyOffer]);
  /** The cart, session and doorstep as they stand when the order is placed. */
  const orderInHand = useEffectEvent((): OrderInHand => {
    const user = session.getSnapshot();
    return {
      cart: selectCart(cart.getSnapshot()),
      session: { userId: selectUserId(user), user: selectUser(user), isLoggedIn: selectIsLoggedIn(user) },
      doorstep: selectDoorstep(doorstep.getSnapshot()),
      enrolment: selectEnrolment(loyaltyOffer.getSnapshot()),
      deliveryNote: selectDeliveryNote(deliveryNote.getSnapshot()),
      autoLoginMobile: autoLogin ? autoLoginMobile.current : null,
    };
  });
  const [cardPost, setCardPost] = useState<CardPost>(null);
  /** The payment chosen while the address is checked; null when none waits. */
  const pending = useRef<PaymentSelectionResult | null>(null);
  const appNavigate = useAppNavigate();
  const navigate = useEffectEvent((to: string) => appNavigate(to));
  const redirect = useContext(LeaveAppContext);
  const leave = useEffectEvent((url: string) => redirect(url));

  useEffect(() => {
    const subscriptions = [
      actor.on('navigation.requested', ({ to }) => navigate(to)),
      // Gateway pages may be on this origin (the sandbox) or another: always a full page load.
      actor.on('redirect.requested', ({ url }) => leave(url)),
      actor.on('cardPost.requested', ({ url, card }) => setCardPost({ url, card })),
      actor.on('cart.reload', () => cart.send({ type: 'cart.replaced' })),
      actor.on('enrolment.refused', () => loyaltyOffer.send({ type: 'offer.refused' })),
      guestContact.on('guestContact.confirmed', ({ mobile }) => {
        autoLoginMobile.current = mobile;
        doorstep.send({ type: 'doorstep.confirm' });
      }),
      doorstep.on('doorstep.confirmed', () => {
        const selection = pending.current;
        pending.current = null;
        if (selection) actor.send({ type: 'order.submit', selection, order: orderInHand() });
      }),
    ];
    // Back from a gateway page restored from the back-forward cache: the customer may choose again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setCardPost(null);
      actor.send({ type: 'page.restored' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [actor, cart, doorstep, loyaltyOffer, guestContact]);

  // The address is complete first (a refusal shows its messages and places nothing), then the order is submitted.
  const submit = (selection: PaymentSelectionResult) => {
    pending.current = selection;
    if (autoLogin) guestContact.send({ type: 'mobile.confirm' });
    else doorstep.send({ type: 'doorstep.confirm' });
  };

  const overlay = (
    <>
      <OrderSubmitOverlay actor={actor} />
      {cardPost ? <CardPostForm url={cardPost.url} card={cardPost.card} /> : null}
    </>
  );
  const checkAddress = () => doorstep.send({ type: 'doorstep.check' });

  const guestCard = autoLogin ? <GuestContact actor={guestContact} /> : null;
  return {
    actor,
    submit,
    overlay,
    addressCard: <CompleteAddress actor={doorstep} />,
    checkAddress,
    loyaltyOffer,
    deliveryNote,
    guestCard,
    busy,
  };
}
