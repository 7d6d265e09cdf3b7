// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { appInspector } from '@/app/inspector';
import { setLanguage } from '@/i18n/language';
import MachinesScreen from '@/screens/machines/MachinesScreen';
import { machineCatalogue } from '@machines/index';
import { sessionMachine } from '@machines/session.machine';
import { firstVisitSessionActors } from '../../model/fixtures';

// jsdom cannot lay out SVG, so Mermaid's renderer is replaced; the source it receives is checked.
const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  render: vi.fn(async (id: string, source: string) => ({ svg: `<svg id="${id}"><title>${source.split('\n')[0]}</title></svg>` })),
}));
vi.mock('mermaid', () => ({ default: mermaid }));

function renderScreen() {
  return render(createElement(MemoryRouter, null, createElement(Suspense, { fallback: null }, createElement(MachinesScreen))));
}

afterEach(cleanup);

describe('machines screen', () => {
  it('lists every catalogued machine with its purpose and Mermaid source', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Machines' })).toBeTruthy();
    const navigation = screen.getByRole('navigation', { name: 'Machines' });
    for (const entry of machineCatalogue) {
      const section = screen.getByRole('region', { name: entry.name });
      expect(within(section).getByText(entry.purpose)).toBeTruthy();
      expect(within(section).getByText(/^stateDiagram-v2/).textContent).toContain(`state "${entry.name}" as ${entry.name} {`);
      expect(within(navigation).getByRole('link', { name: entry.name }).getAttribute('href')).toBe(`#machine-${entry.name}`);
    }
  });

  it('draws every diagram with Mermaid loaded on demand in strict security mode', async () => {
    renderScreen();
    const diagrams = await screen.findAllByRole('img', { name: /^State diagram of the/ });
    expect(diagrams).toHaveLength(machineCatalogue.length);
    expect(mermaid.initialize).toHaveBeenCalledWith(expect.objectContaining({ securityLevel: 'strict', startOnLoad: false }));
    expect(mermaid.render.mock.calls.map(([, source]) => source.startsWith('stateDiagram-v2'))).not.toContain(false);
  });

  it('shows the live state and events of running actors in development builds', async () => {
    const actor = createActor(sessionMachine.provide({ actors: firstVisitSessionActors('anon-1') }), { inspect: appInspector.inspect });
    actor.start();
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    renderScreen();
    const live = screen.getByRole('region', { name: 'Running actors' });
    const card = within(live).getByRole('article', { name: /^session/ });
    expect(within(card).getByText('{"ready":"saved"}')).toBeTruthy();
    expect(within(card).getByText('xstate.done.actor.createAnonymousUser')).toBeTruthy();
    actor.stop();
  });
});

describe('machines screen in Hindi', () => {
  afterEach(() => {
    cleanup();
    setLanguage('en');
  });

  it('names its own parts in Hindi; machine names, purposes and diagrams stay as written', async () => {
    setLanguage('hi');
    await act(async () => renderScreen());
    expect(await screen.findByRole('heading', { level: 1, name: 'मशीनें' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'मशीनें' })).toBeTruthy();
    const [entry] = machineCatalogue;
    const section = screen.getByRole('region', { name: entry!.name });
    expect(within(section).getByText(entry!.purpose)).toBeTruthy();
    expect(within(section).getByText('Mermaid सोर्स')).toBeTruthy();
    expect(await within(section).findByRole('img', { name: `${entry!.name} मशीन का स्टेट डायग्राम` })).toBeTruthy();
    expect(document.title).toBe('मशीनें · Slice');
    expect(screen.queryByText('Mermaid source')).toBeNull();
  });
});
