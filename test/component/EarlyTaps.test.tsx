import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps } from '@/app/earlyTaps';

/** A prerendered page: two buttons, a switch and a link, none of them listened to yet. */
function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <button type="button" id="english">English</button>
    <button type="button" id="hindi"><span>हिन्दी</span></button>
    <input type="checkbox" id="veg" />
    <a href="#offers" id="offers">Offers</a>`;
  document.body.append(root);
  return root;
}

const byId = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`#${id}`)!;

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('taps before the app has taken the prerendered page over', () => {
  it('are held back from the page, and only the last one is pressed again once the app is there', () => {
    vi.useFakeTimers();
    const root = prerenderedRoot();
    const replay = keepEarlyTaps(root);
    const pressed: string[] = [];
    // What the app's listeners will see: events that reach the root.
    root.addEventListener('click', (event) => pressed.push((event.target as HTMLElement).id));

    byId(root, 'english').click();
    byId(root, 'hindi').querySelector('span')!.click();
    expect(pressed).toEqual([]);

    replay();
    expect(pressed).toEqual([]);
    vi.runAllTimers();
    expect(pressed).toEqual(['hindi']);

    byId(root, 'english').click();
    expect(pressed).toEqual(['hindi', 'english']);
  });

  it('keep a checkbox as it was drawn until the app presses it', () => {
    vi.useFakeTimers();
    const root = prerenderedRoot();
    const replay = keepEarlyTaps(root);
    byId(root, 'veg').click();
    expect((byId(root, 'veg') as HTMLInputElement).checked).toBe(false);
    replay();
    vi.runAllTimers();
    expect((byId(root, 'veg') as HTMLInputElement).checked).toBe(true);
  });

  it('leave links to the browser', () => {
    const root = prerenderedRoot();
    keepEarlyTaps(root);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId(root, 'offers').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
  });

  it('are dropped when the app drew the page afresh instead of hydrating it', () => {
    vi.useFakeTimers();
    const root = prerenderedRoot();
    const replay = keepEarlyTaps(root);
    const hindi = byId(root, 'hindi');
    const pressed = vi.fn();
    hindi.addEventListener('click', pressed);
    hindi.click();
    root.replaceChildren();
    replay();
    vi.runAllTimers();
    expect(pressed).not.toHaveBeenCalled();
  });
});
