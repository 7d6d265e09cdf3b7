import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { LanguageChoice } from '@/app/LanguageChoice';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { Bill } from '@/components/Bill';
import { Popup } from '@/components/Popup';
import { currentLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from '@/i18n/language';
import { sessionMachine, type StoredSession } from '@machines/session.machine';
import { anonymousSession } from '../model/fixtures';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

function sessionActor() {
  const sent: unknown[] = [];
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadSession: fromPromise(async (): Promise<StoredSession | null> => null),
        createAnonymousUser: fromPromise(async () => anonymousSession('anon-1')),
        saveSession: fromPromise(async (): Promise<void> => undefined),
      },
    }),
  );
  const send = session.send.bind(session);
  vi.spyOn(session, 'send').mockImplementation((event) => {
    sent.push(event);
    send(event);
  });
  return { session: session.start(), sent };
}

describe('LanguageChoice', () => {
  it('switches the app to Hindi: the device keeps it, <html lang> follows and the session is told', async () => {
    const { session, sent } = sessionActor();
    render(
      <RootActorsContext value={{ session } as unknown as RootActors}>
        <Suspense fallback={null}>
          <LanguageChoice />
        </Suspense>
      </RootActorsContext>,
    );
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await act(async () => {
      fireEvent.click(within(group).getByRole('button', { name: 'हिन्दी' }));
    });

    expect(currentLanguage()).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(sent).toContainEqual({ type: 'language.change', language: 'hi' });
    const hindi = within(await screen.findByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'हिन्दी' });
    expect(hindi.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('generic components in Hindi', () => {
  it('the popup defaults and the bill labels and rupees are Hindi, with no English left', async () => {
    setLanguage('hi');
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Popup body="x" onClose={() => undefined} />
          <Bill
            rows={[
              { key: 'sub_total', label: 'Item total', value: 129_900 },
              { key: 'grand_total', label: 'Grand total', value: 129_900 },
            ]}
          />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('dialog', { name: 'अरे!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ठीक है' })).toBeTruthy();
    expect(await screen.findByText('आइटम का कुल')).toBeTruthy();
    expect([...document.querySelectorAll('dd')].map((amount) => amount.textContent)).toEqual(['₹\u00a01,299', '₹\u00a01,299']);
    expect(screen.queryByText('Item total')).toBeNull();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });
});
