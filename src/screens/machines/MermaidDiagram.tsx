import { useEffect, useId, useState } from 'react';
import machinesTexts from '@/i18n/en/machines';
import { useTexts } from '@/i18n/useTexts';
import { loadMermaid } from './loadMermaid';
import styles from './MachinesScreen.module.css';

export interface MermaidDiagramProps {
  /** Mermaid source. */
  source: string;
  /** What the picture shows, for screen readers. */
  label: string;
}

type Drawing = { status: 'drawing' } | { status: 'drawn'; svg: string } | { status: 'failed'; message: string };

/** Renders Mermaid source to SVG (sanitised by Mermaid's strict security level). */
export function MermaidDiagram({ source, label }: MermaidDiagramProps) {
  const renderId = `diagram-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [drawing, setDrawing] = useState<Drawing>({ status: 'drawing' });
  const { t, fill } = useTexts(machinesTexts);

  useEffect(() => {
    let current = true;
    setDrawing({ status: 'drawing' });
    loadMermaid()
      .then((mermaid) => mermaid.render(renderId, source))
      .then(({ svg }) => current && setDrawing({ status: 'drawn', svg }))
      .catch((error: unknown) => current && setDrawing({ status: 'failed', message: String(error) }));
    return () => {
      current = false;
    };
  }, [renderId, source]);

  if (drawing.status === 'drawing') return <p className={styles.note}>{t.drawing}</p>;
  if (drawing.status === 'failed') {
    return (
      <p className={styles.error} role="alert">
        {fill(t.drawFailed, { reason: drawing.message })}
      </p>
    );
  }
  return <div className={styles.diagram} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: drawing.svg }} />;
}
