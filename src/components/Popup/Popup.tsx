import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { POPUP_DEFAULT_BUTTON, POPUP_DEFAULT_HEADER } from '@/domain/messages';
import { Button } from '@/components/Button';
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
  /** Which button takes focus on open: 'left' when the right one is destructive. */
  initialFocus?: 'left' | 'right';
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The shared popup: a modal dialog that takes focus while open and gives it back on close. */
export function Popup({
  header = POPUP_DEFAULT_HEADER,
  body,
  leftButton,
  rightButton,
  onClose,
  alert = false,
  initialFocus = 'right',
}: PopupProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const rightRef = useRef<HTMLButtonElement>(null);
  const leftRef = useRef<HTMLButtonElement>(null);
  const closeOnEscape = useEffectEvent(() => onClose());

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ((initialFocus === 'left' ? leftRef.current : null) ?? rightRef.current)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeOnEscape();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
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
        ref={dialogRef}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={styles.dialog}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId} className={styles.header}>
          {header}
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
            {rightButton?.label ?? POPUP_DEFAULT_BUTTON}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
