import { useEffect, useRef } from 'react';
import type { CardFields } from '@machines/orderSubmit.machine';
import { GATEWAY_CARD_FIELDS as CARD_FORM_FIELDS } from '@/contract/codes';

export interface CardPostFormProps {
  /** The gateway page the card is posted to. */
  url: string;
  card: CardFields;
}

/** A hidden form that posts the card fields straight to the gateway page as soon as it is rendered. */
export function CardPostForm({ url, card }: CardPostFormProps) {
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.submit();
  }, []);

  return (
    <form ref={form} method="post" action={url} hidden aria-hidden="true" data-testid="card-post-form">
      <input type="hidden" name={CARD_FORM_FIELDS.number} value={card.number} />
      <input type="hidden" name={CARD_FORM_FIELDS.expiry} value={card.expiry} />
      <input type="hidden" name={CARD_FORM_FIELDS.cvv} value={card.cvv} />
      <input type="hidden" name={CARD_FORM_FIELDS.name} value={card.name} />
      <input type="hidden" name={CARD_FORM_FIELDS.saveCard} value={String(card.saveCard)} />
    </form>
  );
}
