import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Popup } from '@/components/Popup';
import profileTexts from '@/i18n/en/profile';
import { useTexts } from '@/i18n/useTexts';
import { useMessages } from '@/i18n/useMessages';
import { selectProfileError, type profileMachine } from '@machines/profile.machine';
import styles from './ProfileScreen.module.css';

/** Asks before the account is deleted; a failed attempt is explained in the same popup. */
export function DeleteAccountPopup({ actor }: { actor: ActorRefFrom<typeof profileMachine> }) {
  const { t } = useTexts(profileTexts);
  const error = useSelector(actor, selectProfileError);
  const say = useMessages();
  const cancel = () => actor.send({ type: 'delete.cancel' });
  return (
    <Popup
      header={t.deleteTitle}
      body={
        <>
          <p>{t.deleteBody}</p>
          {error ? (
            <p role="alert" className={styles.deleteError}>
              {error.displayMsg || say('genericError')}
            </p>
          ) : null}
        </>
      }
      leftButton={{ label: t.cancel, onClick: cancel }}
      rightButton={{ label: t.deleteConfirm, onClick: () => actor.send({ type: 'delete.confirm' }) }}
      onClose={cancel}
      alert
      initialFocus="left"
    />
  );
}
