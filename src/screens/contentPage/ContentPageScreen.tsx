import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ContentPageSection } from '@/contract/contentPages';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { useScrollToHash } from '@/app/useScrollToHash';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import type { ContentPageSlug } from '@/domain/content';
import contentPageTexts from '@/i18n/en/contentPage';
import { useLanguageChange, useTexts } from '@/i18n/useTexts';
import {
  contentPageMachine,
  selectHasFailed,
  selectIntro,
  selectIsBusy,
  selectIsLoading,
  selectLoadError,
  selectSections,
  selectTitle,
} from '@machines/contentPage.machine';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './ContentPageScreen.module.css';

/** The digits of a phone number as a tel: link dials them. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Section({ section, headingId }: { section: ContentPageSection; headingId: string }) {
  const { t, fill } = useTexts(contentPageTexts);
  return (
    <section id={section.id} tabIndex={-1} className={`${card.card} ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.sectionTitle}>
        {section.heading}
      </h2>
      <ul className={styles.rules}>
        {section.paragraphs.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
      {section.phone !== undefined ? (
        <a href={telHref(section.phone)} className={card.primaryLink}>
          {fill(t.call, { phone: section.phone })}
        </a>
      ) : null}
    </section>
  );
}

/**
 * A page whose words come from the server's content (SPEC 2 /tnc, /info, /notification): a contents list and one
 * card per section, each section an anchor a link can land on (`/tnc#rail`).
 */
export function ContentPageScreen({ slug }: { slug: ContentPageSlug }) {
  const { t, fill } = useTexts(contentPageTexts);
  const actor = useActorRef(useMachineLogic(contentPageMachine), { input: { slug } });
  const isLoading = useSelector(actor, selectIsLoading);
  const isBusy = useSelector(actor, selectIsBusy);
  const hasFailed = useSelector(actor, selectHasFailed);
  const error = useSelector(actor, selectLoadError);
  const title = useSelector(actor, selectTitle) ?? t.titles[slug];
  const intro = useSelector(actor, selectIntro);
  const sections = useSelector(actor, selectSections);
  useLanguageChange(() => actor.send({ type: 'language.change' }));
  useDocumentTitle(fill(t.documentTitle, { title }));
  useScrollToHash(sections.length > 0);
  const headingId = useId();
  const contentsId = useId();
  const sectionHeadingId = (id: string) => `${headingId}-${id}`;

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`} aria-labelledby={headingId} aria-busy={isBusy}>
        <h1 id={headingId} className={page.title}>
          {title}
        </h1>
        {isLoading ? <Loader label={t.loading} /> : null}
        {hasFailed ? (
          <StatusPanel
            title={t.loadFailedTitle}
            body={error ?? ''}
            retryLabel={t.retry}
            onRetry={() => actor.send({ type: 'page.retry' })}
          />
        ) : null}
        {intro !== null ? <p className={styles.intro}>{intro}</p> : null}
        {sections.length > 1 ? (
          <nav className={`${card.card} ${styles.contents}`} aria-labelledby={contentsId}>
            <h2 id={contentsId} className={styles.contentsTitle}>
              {t.contentsLabel}
            </h2>
            <ol className={styles.contentsList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={styles.contentsLink}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {sections.map((section) => (
          <Section key={section.id} section={section} headingId={sectionHeadingId(section.id)} />
        ))}
      </main>
    </>
  );
}
