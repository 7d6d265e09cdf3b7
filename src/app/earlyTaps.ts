/** What a tap can press on the prerendered page: links are left alone, they navigate by themselves. */
const PRESSABLE = 'button, input, [role="switch"]';

/**
 * Taps on the prerendered landing page before the app has taken it over: nothing listens to its buttons yet,
 * so such a tap would be lost. The last one is held back from the page (from React too, while it hydrates)
 * and pressed again by the returned function, which the app calls once its first screen can answer. The press
 * again is a script's click: what only a person's gesture may start (a popup, an install prompt) does not follow it.
 */
export function keepEarlyTaps(root: HTMLElement): () => void {
  let last: HTMLElement | undefined;
  const keep = (event: MouseEvent) => {
    const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!pressed) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    last = pressed;
  };
  root.addEventListener('click', keep, { capture: true });
  return () => {
    root.removeEventListener('click', keep, { capture: true });
    const tapped = last;
    last = undefined;
    // A page drawn afresh rather than hydrated has replaced the tapped element: that tap has no meaning left.
    // The press waits for a task of its own: React does not deliver events dispatched while it commits.
    if (tapped?.isConnected) window.setTimeout(() => tapped.click(), 0);
  };
}
