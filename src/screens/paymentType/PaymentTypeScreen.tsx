import { PaymentScreen } from './PaymentScreen';

/** SPEC 2 /paymentType: every payment method for the cart, the Slice wallet and the SPEC 5 rules, then the order submit. */
export default function PaymentTypeScreen() {
  return <PaymentScreen />;
}
