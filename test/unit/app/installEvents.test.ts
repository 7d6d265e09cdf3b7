import { describe, expect, it } from 'vitest';
import { listenForInstallEvents } from '@/app/installEvents';
import type { InstallPromptEvent } from '@machines/installPrompt.machine';

function setup() {
  const target = new EventTarget();
  const received: InstallPromptEvent[] = [];
  const stop = listenForInstallEvents(target as unknown as Window, { send: (event) => received.push(event) });
  return { target, received, stop };
}

describe('listenForInstallEvents', () => {
  it('keeps beforeinstallprompt for the banner and suppresses the browser default', () => {
    const { target, received } = setup();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(received).toEqual([{ type: 'prompt.available', prompt: event }]);
  });

  it('reports appinstalled', () => {
    const { target, received } = setup();
    target.dispatchEvent(new Event('appinstalled'));
    expect(received).toEqual([{ type: 'app.installed' }]);
  });

  it('stops listening when asked', () => {
    const { target, received, stop } = setup();
    stop();
    target.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    target.dispatchEvent(new Event('appinstalled'));
    expect(received).toEqual([]);
  });
});
