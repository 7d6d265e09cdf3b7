import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '@machines/index';

/** STYLE 3: lowercase `subject.verb`; xstate's own done, error and delayed events are not ours. */
const SUBJECT_VERB = /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/;
const isOwnEvent = (type: string) => !type.startsWith('xstate.') && type !== '*';

describe('event grammar', () => {
  for (const { name, machine } of machineCatalogue) {
    it(`${name} takes only subject.verb events`, () => {
      const events = machine.events.filter(isOwnEvent);
      expect(events.filter((type) => !SUBJECT_VERB.test(type))).toEqual([]);
    });
  }
});
