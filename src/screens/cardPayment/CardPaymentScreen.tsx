import { useOrderSubmit } from '@/app/orderSubmitFlow';
import { CARD_DOCUMENT_TITLE, CARD_HEADING } from '@/screens/paymentType/messages';
import type { SubmitFlow } from '@/screens/paymentType/PaymentPanel';
import { PaymentScreen } from '@/screens/paymentType/PaymentScreen';

export interface CardPaymentScreenProps {
  /** Tests pass a fake order submit; the app uses `useOrderSubmit`. */
  useSubmit?: () => SubmitFlow;
}

/** SPEC 2 /payment: card entry (SPEC 5 card rules, server BIN check), then the order submit posts the card to the gateway page. */
export default function CardPaymentScreen({ useSubmit = useOrderSubmit }: CardPaymentScreenProps) {
  return <PaymentScreen documentTitle={CARD_DOCUMENT_TITLE} heading={CARD_HEADING} useSubmit={useSubmit} focus="card" />;
}
