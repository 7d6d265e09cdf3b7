import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import { AddressForm } from '@/components/AddressForm';
import type { addressBookMachine } from '@machines/addressBook.machine';
import { ADDRESS_SHEET_TITLE, SAVE_ADDRESS } from './messages';
import styles from './MapScreen.module.css';

export interface AddressSheetProps {
  actor: ActorRefFrom<typeof addressBookMachine>;
  /** Where the pin is, as the customer read it on the card. */
  pinnedAt: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The address form in a modal bottom sheet: takes focus while open, Escape cancels, focus goes back on close. */
export function AddressSheet({ actor, pinnedAt }: AddressSheetProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const cancel = useEffectEvent(() => {
    if (actor.getSnapshot().can({ type: 'form.cancel' })) actor.send({ type: 'form.cancel' });
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sheetRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        cancel();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !sheetRef.current) return;
    const focusable = Array.from(sheetRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.scrim}>
      <div
        ref={sheetRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.sheet}
        onKeyDown={keepFocusInside}
      >
        <span className={styles.grabber} aria-hidden="true" />
        <h2 id={titleId} className={styles.sheetTitle}>
          {ADDRESS_SHEET_TITLE}
        </h2>
        <p className={styles.sheetPlace}>{pinnedAt}</p>
        <AddressForm actor={actor} submitLabel={SAVE_ADDRESS} />
      </div>
    </div>,
    document.body,
  );
}
