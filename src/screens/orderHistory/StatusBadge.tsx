import type { ReactNode } from 'react';
import type { OrderStatusLabel } from '@/domain/orderStatus';
import { orderStatusView, type OrderStatusIcon } from '@/domain/orderStatus';
import orderHistoryTexts from '@/i18n/en/orderHistory';
import { useTexts } from '@/i18n/useTexts';
import styles from './OrderHistoryScreen.module.css';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** One drawing per SPEC 4 status icon kind, on a 24 × 24 grid. */
const ICONS: Record<OrderStatusIcon, ReactNode> = {
  failed: (
    <>
      <circle cx="12" cy="12" r="9" {...STROKE} />
      <path d="M9 9l6 6M15 9l-6 6" {...STROKE} />
    </>
  ),
  cancelled: (
    <>
      <circle cx="12" cy="12" r="9" {...STROKE} />
      <path d="M6 18L18 6" {...STROKE} />
    </>
  ),
  delivered: (
    <>
      <circle cx="12" cy="12" r="9" {...STROKE} />
      <path d="M8 12.5l2.5 2.5L16 9.5" {...STROKE} />
    </>
  ),
  pickedUp: (
    <>
      <path d="M5 8h14l-1 12H6L5 8z" {...STROKE} />
      <path d="M9 8V6a3 3 0 0 1 6 0v2M9.5 14l2 2 3.5-3.5" {...STROKE} />
    </>
  ),
  placed: (
    <>
      <path d="M7 3h10v18l-2.5-1.5L12 21l-2.5-1.5L7 21V3z" {...STROKE} />
      <path d="M10 8h4M10 12h4" {...STROKE} />
    </>
  ),
  advance: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" {...STROKE} />
      <path d="M4 10h16M8 3v4M16 3v4M12 13v3l2 1" {...STROKE} />
    </>
  ),
  takeaway: (
    <>
      <path d="M5 8h14l-1 12H6L5 8z" {...STROKE} />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" {...STROKE} />
    </>
  ),
  train: (
    <>
      <rect x="6" y="3" width="12" height="14" rx="3" {...STROKE} />
      <path d="M6 10h12M9 21l1.5-4M15 21l-1.5-4M9.5 14h.01M14.5 14h.01" {...STROKE} />
    </>
  ),
  dineIn: (
    <>
      <path d="M7 3v8a2 2 0 0 0 2 2v8M11 3v8a2 2 0 0 1-2 2M9 3v6" {...STROKE} />
      <path d="M16 21V3c2 1 3 4 3 7h-3" {...STROKE} />
    </>
  ),
  curbside: (
    <>
      <path d="M4 16v-4l2-5h12l2 5v4H4z" {...STROKE} />
      <path d="M4 12h16M7 19v-3M17 19v-3" {...STROKE} />
    </>
  ),
};

const TONES: Record<OrderStatusIcon, string | undefined> = {
  failed: styles.toneDanger,
  cancelled: styles.toneDanger,
  delivered: styles.toneDone,
  pickedUp: styles.toneDone,
  placed: styles.toneActive,
  advance: styles.toneActive,
  takeaway: styles.toneActive,
  train: styles.toneActive,
  dineIn: styles.toneActive,
  curbside: styles.toneActive,
};

/** SPEC 4: an order's status label as its icon and text. */
export function StatusBadge({ label }: { label: OrderStatusLabel }) {
  const { icon } = orderStatusView(label);
  const { t } = useTexts(orderHistoryTexts);
  return (
    <p className={`${styles.status} ${TONES[icon] ?? ''}`} data-status-icon={icon}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {ICONS[icon]}
      </svg>
      <span>{t.status[icon]}</span>
    </p>
  );
}
