/** Loads Mermaid on demand (it is large) and configures it once, with strict security. */
type Mermaid = (typeof import('mermaid'))['default'];

let loading: Promise<Mermaid> | undefined;

export function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' });
    return mermaid;
  });
  return loading;
}
