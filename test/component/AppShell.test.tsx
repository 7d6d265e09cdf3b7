import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/api/errors';
import { InstallPromptBanner } from '@/app/InstallPromptBanner';
import { RootActorsContext } from '@/app/RootActorsContext';
import { SessionNotice } from '@/app/SessionNotice';
import type { RootActors } from '@/app/rootActors';
import { installPromptReceiver } from '@/app/installPrompt';
import type { DeferredInstallPrompt } from '@machines/installPrompt.machine';
import messagesEn from '@/i18n/en/messages';

import { anonymous, startRootActors } from '../support/rootActors';

const { tokenRefreshFailed: TOKEN_REFRESH_FAILED } = messagesEn.texts;

function renderShell(actors: RootActors) {
  render(
    <RootActorsContext value={actors}>
      <SessionNotice />
      <InstallPromptBanner />
    </RootActorsContext>,
  );
}

const fakePrompt: DeferredInstallPrompt = {
  prompt: async () => undefined,
  userChoice: Promise.resolve({ outcome: 'dismissed' }),
};

afterEach(cleanup);

describe('app shell', () => {
  it("shows the session's notice in the shared popup after a failed token refresh, until dismissed", async () => {
    const actors = startRootActors();
    renderShell(actors);
    await waitFor(() => expect(actors.session.getSnapshot().hasTag('ready')).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    actors.session.send({
      type: 'token.refreshFailed',
      error: new ApiError({ kind: 'sessionExpired', status: 401, code: 'SESSION_EXPIRED', displayMsg: '' }),
    });
    const popup = await screen.findByRole('alertdialog', { name: 'Oops' });
    expect(popup.textContent).toContain(TOKEN_REFRESH_FAILED);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers a retry when no session could be created', async () => {
    let calls = 0;
    const actors = startRootActors(async () => {
      calls += 1;
      if (calls <= 3) throw new Error('offline');
      return anonymous;
    });
    renderShell(actors);
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(actors.session.getSnapshot().hasTag('ready')).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('creates the install prompt when the browser offers one, shows the banner, and hides it for good on "Don\'t ask again"', async () => {
    const actors = startRootActors();
    renderShell(actors);
    expect(screen.queryByRole('complementary', { name: 'Get the Slice app' })).toBeNull();
    expect(actors.installPrompt).toBeUndefined();

    installPromptReceiver(actors).send({ type: 'prompt.available', prompt: fakePrompt });
    expect(await screen.findByRole('complementary', { name: 'Get the Slice app' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Don't ask again" }));
    expect(screen.queryByRole('complementary', { name: 'Get the Slice app' })).toBeNull();
    await waitFor(() => expect(actors.installPrompt?.getSnapshot().matches('hiddenForever')).toBe(true));
  });

  it('keeps an offer the browser makes early until the page is idle (SPEC 9), then shows it', async () => {
    const actors = startRootActors();
    renderShell(actors);
    let becomeIdle: () => void = () => undefined;
    const idle = new Promise<void>((resolve) => (becomeIdle = resolve));
    installPromptReceiver(actors, idle).send({ type: 'prompt.available', prompt: fakePrompt });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actors.installPrompt).toBeUndefined();
    becomeIdle();
    expect(await screen.findByRole('complementary', { name: 'Get the Slice app' }, { timeout: 5000 })).toBeTruthy();
  });
});
