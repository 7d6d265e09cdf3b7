import type { ApiError } from '@/api/errors';
import { GENERIC_ERROR } from '@/domain/messages';
import { Popup } from '@/components/Popup';

export interface RequestErrorPopupProps {
  /** The failure to show; nothing is shown while null. */
  error: ApiError | null;
  onDismiss: () => void;
}

/** SPEC 8: a server error in the shared popup with its header, text and button (defaults 'Oops' / OK). */
export function RequestErrorPopup({ error, onDismiss }: RequestErrorPopupProps) {
  if (!error) return null;
  return (
    <Popup
      header={error.header || undefined}
      body={error.displayMsg || GENERIC_ERROR}
      rightButton={error.btnMsg ? { label: error.btnMsg } : undefined}
      onClose={onDismiss}
      alert
    />
  );
}
