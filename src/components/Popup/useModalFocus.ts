import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface ModalFocusOptions {
  /** Escape pressed anywhere while the modal is open. */
  onEscape: () => void;
  /** The control to focus on open; the modal's first focusable control when absent or null. */
  initialFocus?: () => HTMLElement | null;
}

/**
 * Modal focus for a dialog: focuses a control on open, Escape calls `onEscape`, Tab stays inside,
 * and focus goes back to where it was on close. Put `ref` and `onKeyDown` on the dialog element.
 */
export function useModalFocus<T extends HTMLElement>({ onEscape, initialFocus }: ModalFocusOptions) {
  const ref = useRef<T>(null);
  const escape = useEffectEvent(() => onEscape());
  const focusOnOpen = useEffectEvent(() => {
    (initialFocus?.() ?? ref.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusOnOpen();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
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

  return { ref, onKeyDown };
}
