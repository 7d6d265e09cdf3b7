import { Fragment, useId } from 'react';
import { AppHeader } from '@/app/AppHeader';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { useScrollToHash } from '@/app/useScrollToHash';
import { REFUND_BUSINESS_DAYS } from '@/domain/afterOrder';
import { PAISE_PER_RUPEE } from '@/domain/money';
import { TNC_SECTIONS, type TncSection } from '@/domain/navigation';
import {
  DELIVERY_CODE_DIGITS,
  RAIL_CANCEL_BEFORE_MINUTES,
  RAIL_CANCEL_GRACE_MINUTES,
  RAIL_HOLD_MINUTES,
  RAIL_LEAD_MINUTES_MAX,
  RAIL_LEAD_MINUTES_MIN,
} from '@/domain/rail';
import { ALL_NIGHT_GUARANTEE_MINUTES, DELIVERY_GUARANTEE_MINUTES, GUARANTEE_LIABILITY_RUPEES } from '@/domain/tracking';
import tncTexts from '@/i18n/en/tnc';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './TncScreen.module.css';

const MINUTES_PER_HOUR = 60;
const HOLE = /\{(\w+)\}/;

type Values = Readonly<Record<string, string | number>>;

/** One rule, its values (minutes, days, amounts) filled in and kept from breaking across lines ('4-10', '₹ 300'). */
function Rule({ text, values = {} }: { text: string; values?: Values }) {
  // split with a capture group: even entries are words, odd ones the names of holes.
  const parts = text.split(HOLE);
  return (
    <li>
      {parts.map((part, index) =>
        index % 2 === 0 ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} className={styles.value}>
            {part in values ? String(values[part]) : `{${part}}`}
          </span>
        ),
      )}
    </li>
  );
}

/** SPEC 2 /tnc: the terms of ordering, delivery, cancellation and refunds, and of delivery to a train seat (`/tnc#rail`). */
export default function TncScreen() {
  const { t, rupees } = useTexts(tncTexts);
  useDocumentTitle(t.documentTitle);
  useScrollToHash();
  const headingId = useId();
  const contentsId = useId();
  const sectionHeadingId = (section: TncSection) => `${headingId}-${section}`;

  const rules: Record<TncSection, { heading: string; rules: { text: string; values?: Values }[] }> = {
    ordering: {
      heading: t.ordering.heading,
      rules: [{ text: t.ordering.store }, { text: t.ordering.bill }, { text: t.ordering.offers }, { text: t.ordering.payment }],
    },
    delivery: {
      heading: t.delivery.heading,
      rules: [
        { text: t.delivery.guarantee, values: { minutes: DELIVERY_GUARANTEE_MINUTES, allNightMinutes: ALL_NIGHT_GUARANTEE_MINUTES } },
        { text: t.delivery.liability, values: { rupees: rupees(GUARANTEE_LIABILITY_RUPEES * PAISE_PER_RUPEE) } },
        { text: t.delivery.tracking },
      ],
    },
    refunds: {
      heading: t.refunds.heading,
      rules: [{ text: t.refunds.failed }, { text: t.refunds.days, values: { days: REFUND_BUSINESS_DAYS } }, { text: t.refunds.wallet }],
    },
    rail: {
      heading: t.rail.heading,
      rules: [
        { text: t.rail.pnr },
        { text: t.rail.cutOff, values: { min: RAIL_LEAD_MINUTES_MIN, max: RAIL_LEAD_MINUTES_MAX } },
        { text: t.rail.seat, values: { digits: DELIVERY_CODE_DIGITS } },
        { text: t.rail.wallet },
        {
          text: t.rail.cancel,
          values: { hours: RAIL_CANCEL_BEFORE_MINUTES / MINUTES_PER_HOUR, minutes: RAIL_CANCEL_GRACE_MINUTES },
        },
        { text: t.rail.late, values: { minutes: RAIL_HOLD_MINUTES } },
        { text: t.rail.refund, values: { days: REFUND_BUSINESS_DAYS } },
      ],
    },
  };

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`} aria-labelledby={headingId}>
        <h1 id={headingId} className={page.title}>
          {t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
        <nav className={`${card.card} ${styles.contents}`} aria-labelledby={contentsId}>
          <h2 id={contentsId} className={styles.contentsTitle}>
            {t.contentsLabel}
          </h2>
          <ol className={styles.contentsList}>
            {TNC_SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className={styles.contentsLink}>
                  {rules[section].heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {TNC_SECTIONS.map((section) => (
          <section
            key={section}
            id={section}
            tabIndex={-1}
            className={`${card.card} ${styles.section}`}
            aria-labelledby={sectionHeadingId(section)}
          >
            <h2 id={sectionHeadingId(section)} className={card.sectionTitle}>
              {rules[section].heading}
            </h2>
            <ul className={styles.rules}>
              {rules[section].rules.map((rule) => (
                <Rule key={rule.text} text={rule.text} values={rule.values} />
              ))}
            </ul>
          </section>
        ))}
      </main>
    </>
  );
}
