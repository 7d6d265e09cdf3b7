import { useSelector } from '@xstate/react';
import { selectIsOffered } from '@machines/installPrompt.machine';
import type { InstallPromptActorRef } from '../installPrompt';
import { InstallBanner } from './InstallBanner';

export interface OfferedInstallBannerProps {
  installPrompt: InstallPromptActorRef;
}

/** The install banner while the install prompt actor offers installation. */
export function OfferedInstallBanner({ installPrompt }: OfferedInstallBannerProps) {
  const isOffered = useSelector(installPrompt, selectIsOffered);
  if (!isOffered) return null;
  return (
    <InstallBanner
      onInstall={() => installPrompt.send({ type: 'prompt.install' })}
      onLater={() => installPrompt.send({ type: 'prompt.later' })}
      onNever={() => installPrompt.send({ type: 'prompt.never' })}
    />
  );
}
