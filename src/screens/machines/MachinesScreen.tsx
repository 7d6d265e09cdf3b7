import { useMemo } from 'react';
import { AppHeader } from '@/app/AppHeader';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import machinesTexts from '@/i18n/en/machines';
import { useTexts } from '@/i18n/useTexts';
import { countsOf } from '@machines/docs';
import { toMermaid } from '@machines/diagram';
import { machineCatalogue, type CatalogueEntry } from '@machines/index';
import { LiveActors } from './LiveActors';
import { MermaidDiagram } from './MermaidDiagram';
import styles from './MachinesScreen.module.css';

function MachineSection({ entry }: { entry: CatalogueEntry }) {
  const source = useMemo(() => toMermaid(entry.machine), [entry.machine]);
  const counts = countsOf(entry.machine);
  const headingId = `machine-${entry.name}`;
  const { t, fill, number } = useTexts(machinesTexts);
  return (
    <section className={styles.machine} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {entry.name}
      </h2>
      <p>{entry.purpose}</p>
      <p className={styles.muted}>
        {fill(t.counts, { states: number(counts.states), events: number(counts.events), transitions: number(counts.transitions) })}
      </p>
      <MermaidDiagram source={source} label={fill(t.diagramLabel, { name: entry.name })} />
      <details>
        <summary>{t.mermaidSource}</summary>
        <pre className={styles.source}>
          <code>{source}</code>
        </pre>
      </details>
    </section>
  );
}

/** QA route (/machines): every flow machine's diagram and, in development builds, the live actors. */
export default function MachinesScreen() {
  const { t } = useTexts(machinesTexts);
  useDocumentTitle(t.documentTitle);
  return (
    <>
      <AppHeader />
      <main className={styles.page}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.intro}>{t.intro}</p>
        {import.meta.env.DEV && <LiveActors />}
        <nav aria-label={t.tocLabel} className={styles.toc}>
          <ul>
            {machineCatalogue.map((entry) => (
              <li key={entry.name}>
                <a href={`#machine-${entry.name}`}>{entry.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        {machineCatalogue.map((entry) => (
          <MachineSection key={entry.name} entry={entry} />
        ))}
      </main>
    </>
  );
}
