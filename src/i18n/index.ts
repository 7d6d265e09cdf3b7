/** The active message catalogue. English first; Hindi is a goal and will add a catalogue of the same shape. */
import { en, type Messages } from './en';

export type { Messages };
export const t: Messages = en;
