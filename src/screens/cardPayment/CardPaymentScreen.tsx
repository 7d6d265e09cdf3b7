import { useOrderSubmit } from '@/app/orderSubmitFlow';
import type { SubmitFlow } from '@/screens/paymentType/PaymentPanel';
import { PaymentScreen } from '@/screens/paymentType/PaymentScreen';

export interface CardPaymentScreenProps {
  /** Tests pass a fake order submit; the app uses `useOrderSubmit`. */
  useSubmit?: () => SubmitFlow;
}

/** SPEC 2 /payment: card entry (SPEC 5 card rules, server BIN check), then the order submit posts the card to the gateway page. */
export default function CardPaymentScreen({ useSubmit = useOrderSubmit }: CardPaymentScreenProps) {
  return <PaymentScreen useSubmit={useSubmit} focus="card" />;
}
