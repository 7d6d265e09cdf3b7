import { useOrderSubmit } from '@/app/orderSubmitFlow';
import { paymentSelectionMachine } from '@machines/paymentSelection.machine';
import type { SubmitFlow } from './PaymentPanel';
import { PaymentScreen } from './PaymentScreen';

export interface PaymentTypeScreenProps {
  /** Tests pass the machine with fake actors; the app uses the real one. */
  machine?: typeof paymentSelectionMachine;
  /** Tests pass a fake order submit; the app uses `useOrderSubmit`. */
  useSubmit?: () => SubmitFlow;
}

/** SPEC 2 /paymentType: every payment method for the cart, the Slice wallet and the SPEC 5 rules, then the order submit. */
export default function PaymentTypeScreen({ machine = paymentSelectionMachine, useSubmit = useOrderSubmit }: PaymentTypeScreenProps) {
  return <PaymentScreen machine={machine} useSubmit={useSubmit} />;
}
