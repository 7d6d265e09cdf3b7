import { PaymentScreen } from '@/screens/paymentType/PaymentScreen';

/** SPEC 2 /payment: card entry (SPEC 5 card rules, server BIN check), then the order submit posts the card to the gateway page. */
export default function CardPaymentScreen() {
  return <PaymentScreen focus="card" />;
}
