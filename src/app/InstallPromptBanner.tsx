import { Suspense } from 'react';
import { useInstallPrompt } from './installPrompt';
import { lazyWithRetry } from './lazyWithRetry';

/** Loaded only once the browser offered installation. */
const OfferedInstallBanner = lazyWithRetry(() =>
  import('@/app/InstallBanner').then(({ OfferedInstallBanner: component }) => ({ default: component })),
);

/** Shows the install banner while the install prompt actor, once created, offers installation. */
export function InstallPromptBanner() {
  const installPrompt = useInstallPrompt();
  if (!installPrompt) return null;
  return (
    <Suspense fallback={null}>
      <OfferedInstallBanner installPrompt={installPrompt} />
    </Suspense>
  );
}
