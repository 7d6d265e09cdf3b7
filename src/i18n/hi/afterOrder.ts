import type afterOrder from '../en/afterOrder';
import { translate } from '../texts';

export default translate<typeof afterOrder>({
  unableToProcess: 'हम आपका ऑर्डर प्रोसेस नहीं कर सके',
  tryAgainLater: 'कृपया {minutes} मिनट बाद दोबारा कोशिश करें',
  orderIdLabel: 'ऑर्डर ID',
  orderHeading: 'ऑर्डर {orderId}',
  quantity: '× {quantity}',
  landmark: 'लैंडमार्क: {landmark}',
  retry: 'दोबारा कोशिश करें',
});
