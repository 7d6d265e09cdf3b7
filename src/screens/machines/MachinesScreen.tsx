import { useMemo } from 'react';
import { AppHeader } from '@/app/AppHeader';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { BRAND } from '@/domain/constants';
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
  return (
    <section className={styles.machine} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {entry.name}
      </h2>
      <p>{entry.purpose}</p>
      <p className={styles.muted}>
        {counts.states} states · {counts.events} events · {counts.transitions} transitions
      </p>
      <MermaidDiagram source={source} label={`State diagram of the ${entry.name} machine`} />
      <details>
        <summary>Mermaid source</summary>
        <pre className={styles.source}>
          <code>{source}</code>
        </pre>
      </details>
    </section>
  );
}

/** QA route (/machines): every flow machine's diagram and, in development builds, the live actors. */
export default function MachinesScreen() {
  useDocumentTitle(`Machines · ${BRAND}`);
  return (
    <>
      <AppHeader />
      <main className={styles.page}>
        <h1 className={styles.title}>Machines</h1>
        <p className={styles.intro}>
          Every flow is a state machine. The diagrams are drawn from the machine definitions the app runs.
        </p>
        {import.meta.env.DEV && <LiveActors />}
        <nav aria-label="Machines" className={styles.toc}>
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
