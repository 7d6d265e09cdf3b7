import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '@machines/index';

/** STYLE 3: lowercase `subject.verb`; xstate's own done, error and delayed events are not ours. */
const SUBJECT_VERB = /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/;
const isOwnEvent = (type: string) => !type.startsWith('xstate.') && type !== '*';

const MACHINES_DIR = new URL('../../../machines/', import.meta.url);
const machineFiles = readdirSync(MACHINES_DIR).filter((file) => file.endsWith('.machine.ts'));

/** The event types a machine file emits: its `...Emitted` type and every `emit(...)` call with a literal type. */
function emittedTypes(source: string): string[] {
  const declared = [...source.matchAll(/export type \w+Emitted =([\s\S]*?);\n/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/type: '([^']+)'/g)].map((literal) => literal[1] ?? ''),
  );
  const called = [...source.matchAll(/emit\(\s*(?:\([^)]*\)\s*=>\s*\(?)?\{\s*type: '([^']+)'/g)].map((match) => match[1] ?? '');
  return [...new Set([...declared, ...called])];
}

describe('event grammar', () => {
  for (const { name, machine } of machineCatalogue) {
    it(`${name} takes only subject.verb events`, () => {
      const events = machine.events.filter(isOwnEvent);
      expect(events.filter((type) => !SUBJECT_VERB.test(type))).toEqual([]);
    });
  }

  it('finds the emitted events of the machines that emit', () => {
    const emitting = machineFiles.filter((file) => emittedTypes(readFileSync(new URL(file, MACHINES_DIR), 'utf8')).length > 0);
    expect(emitting.length).toBeGreaterThanOrEqual(15);
    expect(emittedTypes(readFileSync(new URL('landing.machine.ts', MACHINES_DIR), 'utf8'))).toEqual(['navigation.requested']);
  });

  for (const file of machineFiles) {
    it(`${file} emits only subject.verb events`, () => {
      const emitted = emittedTypes(readFileSync(new URL(file, MACHINES_DIR), 'utf8'));
      expect(emitted.filter((type) => !SUBJECT_VERB.test(type))).toEqual([]);
    });
  }
});
