/** The catalogue of every flow machine, with a one-line purpose; diagrams and the QA route read it. */
import type { AnyStateMachine } from 'xstate';
import { installPromptMachine } from './installPrompt.machine';
import { landingMachine } from './landing.machine';
import { sessionMachine } from './session.machine';

export interface CatalogueEntry {
  /** The file name stem: `<name>.machine.ts`, `docs/machines/<name>.md`. */
  name: string;
  machine: AnyStateMachine;
  purpose: string;
}

export const machineCatalogue: readonly CatalogueEntry[] = [
  {
    name: 'session',
    machine: sessionMachine,
    purpose: 'Restores or obtains anonymous credentials, persists them, follows token refresh outcomes and logout.',
  },
  {
    name: 'landing',
    machine: landingMachine,
    purpose: 'Loads banners, alerts and stored preferences; routes delivery choices and banners.',
  },
  {
    name: 'installPrompt',
    machine: installPromptMachine,
    purpose: 'Offers "add to home screen" and hides it for 30 minutes or for ever.',
  },
];
