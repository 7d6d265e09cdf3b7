// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { toMermaid } from '@machines/diagram';
import { machineCatalogue } from '@machines/index';
import { everyConstructMachine } from './diagramFixture';

type Mermaid = (typeof import('mermaid'))['default'];
let mermaid: Mermaid;

beforeAll(async () => {
  mermaid = (await import('mermaid')).default;
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
});

describe('generated Mermaid source', () => {
  it.each([...machineCatalogue.map((entry) => [entry.name, entry.machine] as const), ['demo', everyConstructMachine] as const])(
    'the %s diagram parses as a Mermaid state diagram',
    async (_name, machine) => {
      await expect(mermaid.parse(toMermaid(machine))).resolves.toMatchObject({ diagramType: 'stateDiagram' });
    },
  );
});
