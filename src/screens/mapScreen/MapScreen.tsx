import { Suspense, useCallback, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useMapTileUrl } from '@/app/appConfig';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { Loader } from '@/components/Loader';
import type { Coordinates } from '@/domain/geo';
import { DELIVERY_TYPE_PARAMS, QUERY, ROUTES, withQuery } from '@/domain/navigation';
import mapScreenTexts from '@/i18n/en/mapScreen';
import { useTexts } from '@/i18n/useTexts';
import { mapPinMachine, selectPoint } from '@machines/mapPin.machine';
import { ConfirmDelivery, ConfirmNewAddress } from './ConfirmActions';
import { parseMapScreenParams, type MapScreenParams } from './mapScreenParams';
import { PinAddress } from './PinAddress';
import styles from './MapScreen.module.css';

// Leaflet loads with the map, never with the route table.
const MapView = lazyWithRetry(() => import('@/components/MapView').then((module) => ({ default: module.MapView })));

/** SPEC 2: the search page for a delivery location. */
const SEARCH_ROUTE = withQuery(ROUTES.searchAddress, { [QUERY.deliveryType]: DELIVERY_TYPE_PARAMS.D });

function MapScreenView({ point, isAddAddress }: MapScreenParams) {
  const { t } = useTexts(mapScreenTexts);
  const pin = useActorRef(useMachineLogic(mapPinMachine), { input: { point } });
  const pinPoint = useSelector(pin, selectPoint);
  const tileUrl = useMapTileUrl();
  const headingId = useId();
  const movePin = useCallback((moved: Coordinates) => pin.send({ type: 'pin.move', ...moved }), [pin]);

  return (
    <div className={styles.page}>
      <AppHeader />
      <main className={styles.main}>
        <h1 className="visually-hidden">{isAddAddress ? t.headingAddAddress : t.headingDelivery}</h1>
        <div className={styles.mapArea}>
          <Suspense fallback={<Loader label={t.mapLoading} />}>
            <MapView center={point} pin={pinPoint} onPinMove={movePin} tileUrl={tileUrl} label={t.mapLabel} />
          </Suspense>
        </div>
        <section className={styles.card} aria-labelledby={headingId}>
          <div className={styles.cardHead}>
            <h2 id={headingId} className={styles.deliverTo}>
              {t.deliverTo}
            </h2>
            <Link to={SEARCH_ROUTE} className={styles.search} aria-label={t.searchLabel}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {t.search}
            </Link>
          </div>
          <PinAddress actor={pin} />
          <p className={styles.hint}>{t.pinHint}</p>
          {isAddAddress ? <ConfirmNewAddress pin={pin} /> : <ConfirmDelivery pin={pin} />}
        </section>
      </main>
    </div>
  );
}

/** SPEC 2 /mapScreen?latitude&longitude&isAddAddress: the customer places the pin, then confirms it for delivery or a new address. */
export default function MapScreen() {
  const { t } = useTexts(mapScreenTexts);
  useDocumentTitle(t.documentTitle);
  const [search] = useSearchParams();
  const params = useMemo(() => parseMapScreenParams(search), [search]);
  // A new query is a new visit: a fresh pin at the new position.
  const visit = `${params.point.latitude},${params.point.longitude},${params.isAddAddress}`;
  return <MapScreenView key={visit} {...params} />;
}
