import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { selectIsOffered } from '@machines/installPrompt.machine';
import { lazyWithRetry } from './lazyWithRetry';
import { useRootActors } from './RootActorsContext';

/** Loaded only when the browser offers installation. */
const InstallBanner = lazyWithRetry(() => import('@/app/InstallBanner').then(({ InstallBanner: component }) => ({ default: component })));

/** Shows the install banner while the install prompt actor offers installation. */
export function InstallPromptBanner() {
  const { installPrompt } = useRootActors();
  const isOffered = useSelector(installPrompt, selectIsOffered);
  if (!isOffered) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner
        onInstall={() => installPrompt.send({ type: 'prompt.install' })}
        onLater={() => installPrompt.send({ type: 'prompt.later' })}
        onNever={() => installPrompt.send({ type: 'prompt.never' })}
      />
    </Suspense>
  );
}
