import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BusyButton } from '@/components/BusyButton';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { COUNTRY_PREFIX } from '@/domain/constants';
import { PROFILE_FIELD_MAX, PROFILE_FIELDS, type ProfileField } from '@/domain/validation';
import profileTexts from '@/i18n/en/profile';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import {
  selectDraft,
  selectEditingField,
  selectFieldError,
  selectIsBusy,
  selectProfile,
  type profileMachine,
  type ProfileSnapshot,
} from '@machines/profile.machine';
import styles from './ProfileScreen.module.css';

type ProfileActor = ActorRefFrom<typeof profileMachine>;

const AUTOCOMPLETE: Record<ProfileField, string> = { firstName: 'given-name', lastName: 'family-name', email: 'email' };
const selectIsSaving = (snapshot: ProfileSnapshot) => snapshot.matches('saving');
const selectCanEdit = (snapshot: ProfileSnapshot) => snapshot.can({ type: 'field.edit', field: 'firstName' });

/** The field being edited: its input with the SPEC 5 message inline, Save and Cancel. */
function FieldEditor({ actor, field }: { actor: ProfileActor; field: ProfileField }) {
  const { t } = useTexts(profileTexts);
  const fieldMessage = useFieldMessage();
  const draft = useSelector(actor, selectDraft);
  const fieldError = useSelector(actor, selectFieldError);
  const isSaving = useSelector(actor, selectIsSaving);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'field.save' });
  };
  return (
    <form noValidate onSubmit={submit} className={styles.editor}>
      <TextField
        label={t.fields[field]}
        name={field}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={AUTOCOMPLETE[field]}
        maxLength={PROFILE_FIELD_MAX[field]}
        value={draft}
        onChange={(value) => actor.send({ type: 'draft.change', value })}
        error={fieldMessage(fieldError)}
        readOnly={isSaving}
        autoFocus
      />
      <div className={styles.editorActions}>
        <Button variant="secondary" disabled={isSaving} onClick={() => actor.send({ type: 'field.cancel' })}>
          {t.cancel}
        </Button>
        <BusyButton type="submit" busy={isSaving} busyLabel={t.saving}>
          {t.save}
        </BusyButton>
      </div>
    </form>
  );
}

/** First name, last name and email, each editable on its own; the mobile number is read-only. */
export function ProfileDetails({ actor }: { actor: ProfileActor }) {
  const { t, fill } = useTexts(profileTexts);
  const profile = useSelector(actor, selectProfile);
  const editing = useSelector(actor, selectEditingField);
  const isBusy = useSelector(actor, selectIsBusy);
  const canEdit = useSelector(actor, selectCanEdit);
  if (!profile) return null;

  return (
    <ul role="list" className={styles.details}>
      {PROFILE_FIELDS.map((field) =>
        editing === field ? (
          <li key={field} className={styles.detail}>
            <FieldEditor actor={actor} field={field} />
          </li>
        ) : (
          <li key={field} className={styles.detail}>
            <div className={styles.detailText}>
              <span className={styles.detailLabel}>{t.fields[field]}</span>
              <span className={profile[field] ? styles.detailValue : styles.detailEmpty} translate={profile[field] ? 'no' : undefined}>
                {profile[field] || t.notSet}
              </span>
            </div>
            <Button
              variant="secondary"
              className={styles.edit}
              aria-label={fill(t.editLabel, { field: t.fields[field] })}
              disabled={!canEdit || isBusy}
              onClick={() => actor.send({ type: 'field.edit', field })}
            >
              {t.edit}
            </Button>
          </li>
        ),
      )}
      <li className={styles.detail}>
        <div className={styles.detailText}>
          <span className={styles.detailLabel}>{t.fields.mobile}</span>
          <span className={styles.detailValue}>{`${COUNTRY_PREFIX} ${profile.mobile}`}</span>
          <span className={styles.detailHint}>{t.mobileHint}</span>
        </div>
      </li>
    </ul>
  );
}
