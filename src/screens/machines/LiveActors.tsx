import { useSyncExternalStore } from 'react';
import { appInspector, type InspectedActor } from '@/app/inspector';
import styles from './MachinesScreen.module.css';

function formatTime(at: number): string {
  return new Date(at).toLocaleTimeString(undefined, { hour12: false, fractionalSecondDigits: 3 } as Intl.DateTimeFormatOptions);
}

function ActorCard({ actor }: { actor: InspectedActor }) {
  const headingId = `actor-${actor.sessionId}`;
  return (
    <article className={styles.actor} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.actorTitle}>
        {actor.machineId ?? 'actor'} <span className={styles.muted}>({actor.id})</span>
      </h3>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{actor.status}</dd>
        <dt>State</dt>
        <dd>
          <code>{JSON.stringify(actor.value)}</code>
        </dd>
      </dl>
      {actor.events.length > 0 && (
        <details>
          <summary>Recent events ({actor.events.length})</summary>
          <ol className={styles.events} reversed>
            {[...actor.events].reverse().map((received, index) => (
              <li key={`${received.at}-${index}`}>
                <time dateTime={new Date(received.at).toISOString()}>{formatTime(received.at)}</time>{' '}
                <code>{received.type}</code>
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}

/** Development builds only: the running actors seen by the app inspector. */
export function LiveActors() {
  const actors = useSyncExternalStore(appInspector.subscribe, appInspector.getActors);
  const machines = actors.filter((actor) => actor.machineId !== null);
  return (
    <section className={styles.section} aria-labelledby="live-actors">
      <h2 id="live-actors" className={styles.sectionTitle}>
        Running actors
      </h2>
      {machines.length === 0 ? (
        <p className={styles.note}>No machine actors have been inspected yet.</p>
      ) : (
        <div className={styles.actors}>
          {machines.map((actor) => (
            <ActorCard key={actor.sessionId} actor={actor} />
          ))}
        </div>
      )}
    </section>
  );
}
