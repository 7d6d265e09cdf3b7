import { useContext } from 'react';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { setLanguage } from '@/i18n/language';
import type { Language } from '@/i18n/languages';
import { useLanguage } from '@/i18n/useTexts';
import { RootActorsContext } from './RootActorsContext';

/**
 * The language switch of the header and the profile: the choice is kept on the device at once, and the
 * session keeps it on a logged-in customer's profile too.
 */
export function LanguageChoice({ showLabel = false }: { showLabel?: boolean }) {
  const language = useLanguage();
  const session = useContext(RootActorsContext)?.session;
  const change = (next: Language) => {
    setLanguage(next);
    session?.send({ type: 'language.change', language: next });
  };
  return <LanguageSwitch value={language} onChange={change} showLabel={showLabel} />;
}
