import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { OrderDetailsResponse, OrderRefund } from '@/contract/afterOrder';
import { BusyButton } from '@/components/BusyButton';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { hasRefundOnItsWay, refundWindow } from '@/domain/refund';
import refundTexts from '@/i18n/en/refund';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';
import {
  selectCanMoveToWallet,
  selectDetails,
  selectHasFailed,
  selectIsLoading,
  selectIsMovingToWallet,
  selectIsRefreshing,
  selectMessage,
  selectWalletError,
  type RefundActorRef,
} from '@machines/refund.machine';
import card from '@/styles/card.module.css';
import styles from './Refund.module.css';

/** A date kept on one line: '10 Dec 2026' never splits across lines. */
const unbroken = (text: string): string => text.replace(/ /g, '\u00a0');

function RefundRows({ refund }: { refund: OrderRefund }) {
  const { t, fill, rupees, date, dateTime } = useTexts(refundTexts);
  const when = (at: number, text: string) => <time dateTime={new Date(at).toISOString()}>{text}</time>;
  const expected = refundWindow(refund);
  return (
    <dl className={`${card.rows} ${styles.rows}`}>
      <div className={card.row}>
        <dt>{t.amount}</dt>
        <dd>{rupees(refund.amount)}</dd>
      </div>
      <div className={card.row}>
        <dt>{t.to}</dt>
        <dd>{t.destinations[refund.destination]}</dd>
      </div>
      <div className={card.row}>
        <dt>{t.statusLabel}</dt>
        <dd>{t.status[refund.status]}</dd>
      </div>
      <div className={card.row}>
        <dt>{t.initiatedOn}</dt>
        <dd>{when(refund.initiatedAt, dateTime(refund.initiatedAt))}</dd>
      </div>
      {refund.completedAt !== null ? (
        <div className={card.row}>
          <dt>{t.completedOn}</dt>
          <dd>{when(refund.completedAt, dateTime(refund.completedAt))}</dd>
        </div>
      ) : (
        <div className={card.row}>
          <dt>{t.expectedBy}</dt>
          <dd>
            {expected === null
              ? t.walletAtOnce
              : expected.kind === 'upi'
                ? fill(t.upiBy, { by: unbroken(date(expected.by)) })
                : fill(t.window, { from: unbroken(date(expected.from)), by: unbroken(date(expected.by)) })}
          </dd>
        </div>
      )}
    </dl>
  );
}

function RefundDetails({ details }: { details: OrderDetailsResponse }) {
  const { t, fill } = useTexts(refundTexts);
  const reason = details.failureReason ? t.reasons[details.failureReason] : t.unknownReason;
  return (
    <>
      <p className={styles.order} translate="no">
        {fill(t.order, { sliceOrderId: details.sliceOrderId })}
      </p>
      <section className={card.card} aria-labelledby="refund-why">
        <h2 id="refund-why" className={card.sectionTitle}>
          {t.why}
        </h2>
        <p>{reason}</p>
      </section>
      {details.refunds.length === 0 ? <p className={card.note}>{t.noRefund}</p> : null}
      {details.refunds.map((refund) => (
        <section key={`${refund.paymentType}-${refund.initiatedAt}`} className={card.card} aria-label={t.status[refund.status]}>
          <RefundRows refund={refund} />
        </section>
      ))}
      <p className={card.note}>{t.timesNote}</p>
    </>
  );
}

/** While the server offers it: the gateway refund to the Slice wallet at once, as Refund Points. */
function MoveToWallet({ actor }: { actor: RefundActorRef }) {
  const { t } = useTexts(refundTexts);
  const say = useMessages();
  const hintId = useId();
  const moving = useSelector(actor, selectIsMovingToWallet);
  const canMove = useSelector(actor, selectCanMoveToWallet);
  const error = useSelector(actor, selectWalletError);
  return (
    <div className={styles.stack}>
      <p id={hintId} className={card.note}>
        {t.moveToWalletHint}
      </p>
      <BusyButton
        busy={moving}
        busyLabel={t.movingToWallet}
        disabled={!canMove}
        aria-describedby={hintId}
        onClick={() => actor.send({ type: 'refund.toWallet' })}
      >
        {t.moveToWallet}
      </BusyButton>
      {error ? (
        <p role="alert" className={card.warningNote}>
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A failed order's refund: why the order failed, how much goes back, to where, by when and its state (SPEC 4, 8, 9). */
export function RefundView({ actor }: { actor: RefundActorRef }) {
  const { t } = useTexts(refundTexts);
  const say = useMessages();
  const isLoading = useSelector(actor, selectIsLoading);
  const isRefreshing = useSelector(actor, selectIsRefreshing);
  const hasFailed = useSelector(actor, selectHasFailed);
  const message = useSelector(actor, selectMessage);
  const details = useSelector(actor, selectDetails);
  const moving = useSelector(actor, selectIsMovingToWallet);
  const walletError = useSelector(actor, selectWalletError);
  return (
    <div className={styles.stack} aria-live="polite">
      {isLoading ? <Loader label={t.loading} /> : null}
      {hasFailed ? (
        <StatusPanel
          title={t.loadFailedTitle}
          body={message ? say(message) : ''}
          retryLabel={t.tryAgain}
          onRetry={() => actor.send({ type: 'refund.retry' })}
        />
      ) : null}
      {details ? <RefundDetails details={details} /> : null}
      {details && (details.refundToWalletAvailable || moving || walletError) ? <MoveToWallet actor={actor} /> : null}
      {details && hasRefundOnItsWay(details.refunds) ? (
        <BusyButton variant="secondary" busy={isRefreshing} busyLabel={t.refreshing} onClick={() => actor.send({ type: 'refund.refresh' })}>
          {t.refresh}
        </BusyButton>
      ) : null}
    </div>
  );
}
