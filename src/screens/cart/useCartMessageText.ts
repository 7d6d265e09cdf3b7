/** Puts the cart machine's messages (a rule's code with its numbers, or the server's own words) into the customer's language. */
import { PAISE_PER_RUPEE } from '@/domain/money';
import cartRules from '@/i18n/en/cartRules';
import { useTexts } from '@/i18n/useTexts';
import type { CartMessage, PromoMessage } from '@machines/cart.machine';

export function useCartMessageText(): (message: CartMessage | PromoMessage) => string {
  const { t, fill, rupees } = useTexts(cartRules);
  return (message) => {
    switch (message.code) {
      case 'server':
        return message.text;
      case 'cartLimit': {
        const which =
          message.limit === 'items'
            ? fill(t.limitItems, { count: message.limits.maximumcartitems })
            : fill(t.limitPrice, { amount: rupees(message.limits.maximumcartprice * PAISE_PER_RUPEE) });
        return `${t.limitReached} ${which}`;
      }
      default:
        return t[message.code];
    }
  };
}
