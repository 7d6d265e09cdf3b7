import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/Button';
import messages from '@/i18n/en/messages';
import { useTexts } from '@/i18n/useTexts';
import { useModalFocus } from './useModalFocus';
import styles from './Popup.module.css';

export interface PopupAction {
  label: string;
  onClick: () => void;
}

export interface PopupProps {
  /** SPEC 8: optional; defaults to 'Oops'. */
  header?: string;
  body: ReactNode;
  /** SPEC 2: optional left button. */
  leftButton?: PopupAction;
  /** SPEC 8: the right button reads 'OK' and closes the popup unless told otherwise. */
  rightButton?: Partial<PopupAction>;
  /** Escape, and the right button when it has no action of its own. */
  onClose: () => void;
  /** An urgent message needing an answer (role alertdialog) rather than a plain dialog. */
  alert?: boolean;
  /** What takes focus on open: 'left' when the right button is destructive, 'body' for a field in the body. */
  initialFocus?: 'left' | 'right' | 'body';
}

/** The shared popup: a modal dialog that takes focus while open and gives it back on close. */
export function Popup({ header, body, leftButton, rightButton, onClose, alert = false, initialFocus = 'right' }: PopupProps) {
  const { t } = useTexts(messages);
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const rightRef = useRef<HTMLButtonElement>(null);
  const leftRef = useRef<HTMLButtonElement>(null);
  const modal = useModalFocus<HTMLDivElement>({
    onEscape: onClose,
    // null: the dialog's first focusable control, the body's field.
    initialFocus: () => (initialFocus === 'body' ? null : ((initialFocus === 'left' ? leftRef.current : null) ?? rightRef.current)),
  });

  return createPortal(
    <div className={styles.scrim}>
      <div
        ref={modal.ref}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={styles.dialog}
        onKeyDown={modal.onKeyDown}
      >
        <h2 id={titleId} className={styles.header}>
          {header ?? t.popupHeader}
        </h2>
        <div id={bodyId} className={styles.body}>
          {body}
        </div>
        <div className={styles.actions}>
          {leftButton ? (
            <Button ref={leftRef} variant="secondary" onClick={leftButton.onClick} className={styles.action}>
              {leftButton.label}
            </Button>
          ) : null}
          <Button ref={rightRef} onClick={rightButton?.onClick ?? onClose} className={styles.action}>
            {rightButton?.label ?? t.popupButton}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
