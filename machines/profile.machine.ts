/**
 * The profile screen, one actor per visit: loads the profile, edits one field at a time with the
 * SPEC 5 profile rules, saves it, and deletes the account after confirmation.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Profile, ProfileUpdateBody } from '@/contract/profile';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { profileApi } from '@/api/profile';
import { fieldMessageOf, validateProfileField, type FieldMessage, type ProfileField } from '@/domain/validation';

// Types

export interface ProfileInput {
  /** The logged-in user's id. */
  userId: string;
}

export interface ProfileContext extends ProfileInput {
  /** The profile as the server last gave it; null until loaded. */
  profile: Profile | null;
  /** The field being edited; null outside editing. */
  field: ProfileField | null;
  /** The edited value. */
  draft: string;
  /** Inline message under the edited field (SPEC 5 rule or the server's refusal). */
  fieldError: FieldMessage | null;
  /** Why loading or deleting failed; null otherwise. */
  error: ApiError | null;
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'field.edit'; field: ProfileField }
  | { type: 'draft.change'; value: string }
  | { type: 'field.save' }
  | { type: 'field.cancel' }
  | { type: 'account.delete' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

export type ProfileEmitted =
  /** The app forwards it to the session as `session.profileUpdated`. */
  | { type: 'profile.updated'; profile: Profile }
  /** The app forwards it to the session as `session.accountDeleted`. */
  | { type: 'account.deleted' };

/** `busy`: a request is in flight; `error`: loading or deleting failed. */
export type ProfileTag = 'busy' | 'error';

// Setup

/** Only the edited field is sent, so a customer whose other fields are still empty can save one. */
function updateBody(field: ProfileField, draft: string): ProfileUpdateBody {
  return { [field]: draft.trim() };
}

function fieldErrorOf(context: ProfileContext): FieldMessage | null {
  if (context.field === null || context.profile === null) return null;
  return fieldMessageOf(validateProfileField(context.field, context.draft, context.profile[context.field]));
}

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    emitted: {} as ProfileEmitted,
    tags: {} as ProfileTag,
  },
  actors: {
    loadProfile: fromPromise<Profile, { userId: string }>(({ input, signal }) =>
      profileApi(getApiClient()).getProfile(input.userId, { signal }),
    ),
    saveProfile: fromPromise<Profile, { userId: string; body: ProfileUpdateBody }>(({ input, signal }) =>
      profileApi(getApiClient()).updateProfile(input.userId, input.body, { signal }),
    ),
    deleteAccount: fromPromise<void, { userId: string }>(({ input, signal }) =>
      profileApi(getApiClient()).deleteAccount(input.userId, { signal }),
    ),
  },
  guards: {
    isDraftValid: ({ context }) => fieldErrorOf(context) === null,
  },
  actions: {
    assignProfile: assign((_, params: { profile: Profile }) => ({
      profile: params.profile,
      field: null,
      draft: '',
      fieldError: null,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    startEditing: assign(({ context }, params: { field: ProfileField }) => ({
      field: params.field,
      draft: context.profile?.[params.field] ?? '',
      fieldError: null,
    })),
    assignDraft: assign((_, params: { value: string }) => ({ draft: params.value, fieldError: null })),
    assignFieldError: assign(({ context }) => ({ fieldError: fieldErrorOf(context) })),
    assignSaveRefused: assign((_, params: { error: unknown }) => ({ fieldError: { text: toApiError(params.error).displayMsg } })),
    stopEditing: assign({ field: null, draft: '', fieldError: null }),
    emitProfileUpdated: emit((_, params: { profile: Profile }) => ({ type: 'profile.updated' as const, profile: params.profile })),
    emitAccountDeleted: emit({ type: 'account.deleted' }),
  },
}).createMachine({
  id: 'profile',
  initial: 'loading',
  context: ({ input }) => ({ userId: input.userId, profile: null, field: null, draft: '', fieldError: null, error: null }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'viewing', actions: { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: {
        'profile.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    viewing: {
      on: {
        'field.edit': { target: 'editing', actions: { type: 'startEditing', params: ({ event }) => ({ field: event.field }) } },
        'account.delete': 'confirmingDelete',
      },
    },
    editing: {
      on: {
        'draft.change': { actions: { type: 'assignDraft', params: ({ event }) => ({ value: event.value }) } },
        'field.save': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'assignFieldError' }],
        'field.cancel': { target: 'viewing', actions: 'stopEditing' },
        'field.edit': { actions: { type: 'startEditing', params: ({ event }) => ({ field: event.field }) } },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          userId: context.userId,
          body: updateBody(context.field as ProfileField, context.draft),
        }),
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) },
            { type: 'emitProfileUpdated', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'assignSaveRefused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingDelete: {
      initial: 'asking',
      on: {
        'delete.cancel': { target: 'viewing', actions: 'clearError' },
        'delete.confirm': { target: 'deleting', actions: 'clearError' },
      },
      states: {
        asking: {},
        failed: { tags: 'error' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'done', actions: 'emitAccountDeleted' },
        onError: { target: 'confirmingDelete.failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});

// Selectors

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export const selectProfile = (snapshot: ProfileSnapshot): Profile | null => snapshot.context.profile;
export const selectEditingField = (snapshot: ProfileSnapshot): ProfileField | null => snapshot.context.field;
export const selectDraft = (snapshot: ProfileSnapshot): string => snapshot.context.draft;
export const selectFieldError = (snapshot: ProfileSnapshot): FieldMessage | null => snapshot.context.fieldError;
export const selectProfileError = (snapshot: ProfileSnapshot): ApiError | null => snapshot.context.error;
export const selectIsBusy = (snapshot: ProfileSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: ProfileSnapshot): boolean => snapshot.hasTag('error');
export const selectIsConfirmingDelete = (snapshot: ProfileSnapshot): boolean => snapshot.matches('confirmingDelete');
