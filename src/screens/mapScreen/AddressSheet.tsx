import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import { AddressForm } from '@/screens/addressBook/AddressForm';
import { useModalFocus } from '@/components/Popup';
import mapScreenTexts from '@/i18n/en/mapScreen';
import { useTexts } from '@/i18n/useTexts';
import type { addressBookMachine } from '@machines/addressBook.machine';
import styles from './MapScreen.module.css';

export interface AddressSheetProps {
  actor: ActorRefFrom<typeof addressBookMachine>;
  /** Where the pin is, as the customer read it on the card. */
  pinnedAt: string;
}

/** The address form in a modal bottom sheet: takes focus while open, Escape cancels, focus goes back on close. */
export function AddressSheet({ actor, pinnedAt }: AddressSheetProps) {
  const { t } = useTexts(mapScreenTexts);
  const titleId = useId();
  const modal = useModalFocus<HTMLDivElement>({
    onEscape: () => {
      if (actor.getSnapshot().can({ type: 'form.cancel' })) actor.send({ type: 'form.cancel' });
    },
  });

  return createPortal(
    <div className={styles.scrim}>
      <div ref={modal.ref} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.sheet} onKeyDown={modal.onKeyDown}>
        <span className={styles.grabber} aria-hidden="true" />
        <h2 id={titleId} className={styles.sheetTitle}>
          {t.addressSheetTitle}
        </h2>
        <p className={styles.sheetPlace}>{pinnedAt}</p>
        <AddressForm actor={actor} submitLabel={t.saveAddress} />
      </div>
    </div>,
    document.body,
  );
}
