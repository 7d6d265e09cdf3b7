import { useSyncExternalStore } from 'react';
import { appInspector, type InspectedActor } from '@/app/inspector';
import machinesTexts from '@/i18n/en/machines';
import { useTexts } from '@/i18n/useTexts';
import styles from './MachinesScreen.module.css';

/** An event's time to the millisecond, on the device's clock, as the language writes times. */
function formatTime(at: number, locale: string): string {
  return new Date(at).toLocaleTimeString(locale, { hour12: false, fractionalSecondDigits: 3 } as Intl.DateTimeFormatOptions);
}

function ActorCard({ actor }: { actor: InspectedActor }) {
  const headingId = `actor-${actor.sessionId}`;
  const { t, fill, locale } = useTexts(machinesTexts);
  return (
    <article className={styles.actor} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.actorTitle}>
        {actor.machineId ?? t.live.actor} <span className={styles.muted}>({actor.id})</span>
      </h3>
      <dl className={styles.facts}>
        <dt>{t.live.status}</dt>
        <dd>{actor.status}</dd>
        <dt>{t.live.state}</dt>
        <dd>
          <code>{JSON.stringify(actor.value)}</code>
        </dd>
      </dl>
      {actor.events.length > 0 && (
        <details>
          <summary>{fill(t.live.recentEvents, { count: actor.events.length })}</summary>
          <ol className={styles.events} reversed>
            {[...actor.events].reverse().map((received, index) => (
              <li key={`${received.at}-${index}`}>
                <time dateTime={new Date(received.at).toISOString()}>{formatTime(received.at, locale)}</time> <code>{received.type}</code>
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
  const { t } = useTexts(machinesTexts);
  return (
    <section className={styles.section} aria-labelledby="live-actors">
      <h2 id="live-actors" className={styles.sectionTitle}>
        {t.live.heading}
      </h2>
      {machines.length === 0 ? (
        <p className={styles.note}>{t.live.none}</p>
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
