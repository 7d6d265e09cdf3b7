import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { transitionsOf } from '@machines/definition';
import { toMermaid } from '@machines/diagram';
import { DOCS_DIR, machineDocs, REGENERATE_COMMAND } from '@machines/docs';
import { machineCatalogue } from '@machines/index';
import { everyConstructMachine } from './diagramFixture';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('machine diagrams', () => {
  it('docs/machines is generated from the current machine definitions', () => {
    const problems: string[] = [];
    const expected = machineDocs();
    for (const [name, content] of expected) {
      const file = join(root, DOCS_DIR, name);
      if (!existsSync(file)) problems.push(`${DOCS_DIR}/${name} is missing`);
      else if (readFileSync(file, 'utf8') !== content) problems.push(`${DOCS_DIR}/${name} is stale`);
    }
    const present = existsSync(join(root, DOCS_DIR)) ? readdirSync(join(root, DOCS_DIR)) : [];
    for (const name of present.filter((file) => file.endsWith('.md') && !expected.has(file))) {
      problems.push(`${DOCS_DIR}/${name} belongs to no catalogued machine`);
    }
    expect(problems, problems.length > 0 ? `${problems.join('; ')}: run ${REGENERATE_COMMAND}` : undefined).toEqual([]);
  });

  it('the catalogue lists every machine file exactly once', () => {
    const files = readdirSync(join(root, 'machines'))
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => file.replace('.machine.ts', ''))
      .sort();
    expect(machineCatalogue.map((entry) => entry.name).sort()).toEqual(files);
    for (const entry of machineCatalogue) expect(entry.machine.id).toBe(entry.name);
  });

  it('draws initial, nested, parallel and final states and labels every kind of transition', () => {
    const diagram = toMermaid(everyConstructMachine);
    const expectedLines = [
      'stateDiagram-v2',
      '  state "demo" as demo {',
      '    [*] --> demo_loading',
      '    state "shown" as demo_shown {',
      '      state "banner" as demo_shown_banner {',
      '      --',
      '        demo_shown_form_sent --> [*]',
      '  demo --> demo_loading: demo.reset',
      '  demo --> demo: demo.ping',
      '  demo_loading --> demo_empty: done#58; fetchThing [isEmpty]',
      '  demo_loading --> demo_shown: done#58; fetchThing',
      '  demo_loading --> demo_failed: error#58; fetchThing',
      '  demo_empty --> demo_shown: always [canSkip]',
      '  demo_shown_banner_visible --> demo_shown_banner_hidden: after 1800000ms',
      '  demo_shown_form_editing --> demo_shown_form_sent: form.submit',
      '  demo_failed --> demo_loading: after retryDelay (500ms)',
    ];
    const lines = diagram.split('\n');
    for (const line of expectedLines) expect(lines).toContain(line);
    expect(lines.filter((line) => line.includes(' --> ') && !line.includes('[*]'))).toHaveLength(
      transitionsOf(everyConstructMachine).length,
    );
  });

  it('names transitions uniquely and readably', () => {
    const names = transitionsOf(everyConstructMachine).map((info) => info.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('demo.loading · done: fetchThing [isEmpty]');
    expect(names).toContain('demo.shown.banner.visible · after 1800000ms');
  });
});
