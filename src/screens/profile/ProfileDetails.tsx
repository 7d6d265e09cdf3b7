import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BusyButton } from '@/components/BusyButton';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { COUNTRY_PREFIX } from '@/domain/constants';
import { PROFILE_FIELD_MAX, PROFILE_FIELDS, type ProfileField } from '@/domain/validation';
import { ta } from '@/i18n/accounts';
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
        label={ta.profile.fields[field]}
        name={field}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={AUTOCOMPLETE[field]}
        maxLength={PROFILE_FIELD_MAX[field]}
        value={draft}
        onChange={(value) => actor.send({ type: 'draft.change', value })}
        error={fieldError}
        readOnly={isSaving}
        autoFocus
      />
      <div className={styles.editorActions}>
        <Button variant="secondary" disabled={isSaving} onClick={() => actor.send({ type: 'field.cancel' })}>
          {ta.profile.cancel}
        </Button>
        <BusyButton type="submit" busy={isSaving} busyLabel={ta.profile.saving}>
          {ta.profile.save}
        </BusyButton>
      </div>
    </form>
  );
}

/** First name, last name and email, each editable on its own; the mobile number is read-only. */
export function ProfileDetails({ actor }: { actor: ProfileActor }) {
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
              <span className={styles.detailLabel}>{ta.profile.fields[field]}</span>
              <span className={profile[field] ? styles.detailValue : styles.detailEmpty}>
                {profile[field] || ta.profile.notSet}
              </span>
            </div>
            <Button
              variant="secondary"
              className={styles.edit}
              aria-label={ta.profile.editLabel(ta.profile.fields[field])}
              disabled={!canEdit || isBusy}
              onClick={() => actor.send({ type: 'field.edit', field })}
            >
              {ta.profile.edit}
            </Button>
          </li>
        ),
      )}
      <li className={styles.detail}>
        <div className={styles.detailText}>
          <span className={styles.detailLabel}>{ta.profile.fields.mobile}</span>
          <span className={styles.detailValue}>{`${COUNTRY_PREFIX} ${profile.mobile}`}</span>
          <span className={styles.detailHint}>{ta.profile.mobileHint}</span>
        </div>
      </li>
    </ul>
  );
}
