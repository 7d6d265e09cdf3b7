import { useOrderSubmit } from '@/app/orderSubmitFlow';
import type { SubmitFlow } from '@/screens/paymentType/PaymentPanel';
import { PaymentScreen } from '@/screens/paymentType/PaymentScreen';
import { paymentSelectionMachine } from '@machines/paymentSelection.machine';

export interface CardPaymentScreenProps {
  /** Tests pass the machine with fake actors; the app uses the real one. */
  machine?: typeof paymentSelectionMachine;
  /** Tests pass a fake order submit; the app uses `useOrderSubmit`. */
  useSubmit?: () => SubmitFlow;
}

/** SPEC 2 /payment: card entry (SPEC 5 card rules, server BIN check), then the order submit posts the card to the gateway page. */
export default function CardPaymentScreen({ machine = paymentSelectionMachine, useSubmit = useOrderSubmit }: CardPaymentScreenProps) {
  return <PaymentScreen machine={machine} useSubmit={useSubmit} focus="card" />;
}
