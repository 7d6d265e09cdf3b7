import { Popup } from '@/components/Popup';
import messages from '@/i18n/en/messages';
import { useTexts } from '@/i18n/useTexts';

/** What a failed request tells the customer (an ApiError fits). */
interface RequestErrorMessage {
  displayMsg: string;
  header?: string;
  btnMsg?: string;
}

export interface RequestErrorPopupProps {
  /** The failure to show; nothing is shown while null. */
  error: RequestErrorMessage | null;
  onDismiss: () => void;
}

/** SPEC 8: a server error in the shared popup with its header, text and button (defaults 'Oops' / OK). */
export function RequestErrorPopup({ error, onDismiss }: RequestErrorPopupProps) {
  const { t } = useTexts(messages);
  if (!error) return null;
  return (
    <Popup
      header={error.header || undefined}
      body={error.displayMsg || t.genericError}
      rightButton={error.btnMsg ? { label: error.btnMsg } : undefined}
      onClose={onDismiss}
      alert
    />
  );
}
