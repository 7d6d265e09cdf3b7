import { useOrderSubmit } from '@/app/orderSubmitFlow';
import type { SubmitFlow } from './PaymentPanel';
import { PaymentScreen } from './PaymentScreen';

export interface PaymentTypeScreenProps {
  /** Tests pass a fake order submit; the app uses `useOrderSubmit`. */
  useSubmit?: () => SubmitFlow;
}

/** SPEC 2 /paymentType: every payment method for the cart, the Slice wallet and the SPEC 5 rules, then the order submit. */
export default function PaymentTypeScreen({ useSubmit = useOrderSubmit }: PaymentTypeScreenProps) {
  return <PaymentScreen useSubmit={useSubmit} />;
}
