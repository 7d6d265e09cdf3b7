import { useEffect, useEffectEvent, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useStoreSelectionFlow } from '@/app/storeSelectionFlow';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { TextField } from '@/components/TextField';
import { DELIVERY_TYPE_CODES, parseDeliveryTypeParam, QUERY, ROUTES } from '@/domain/navigation';
import manualSelectorTexts from '@/i18n/en/manualSelector';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';
import {
  manualSelectorMachine,
  selectCity,
  selectCityText,
  selectLoadError,
  selectShownCities,
  selectStores,
  selectView,
  type ManualSelectorView,
} from '@machines/manualSelector.machine';
import { StoreCard } from '../nearestStore/StoreCard';
import storeList from '../nearestStore/StoreList.module.css';
import page from '@/styles/page.module.css';
import styles from './ManualSelectorScreen.module.css';

const BUSY_VIEWS: readonly ManualSelectorView[] = ['loadingCities', 'loadingStores'];

/**
 * SPEC 2 /manualSelector?deliveryType: a city, then one of its stores, chosen by hand without sharing a location;
 * the chosen store goes through the store selection (timing, vehicle, lookup) and on to the menu.
 */
export default function ManualSelectorScreen() {
  const { t, fill } = useTexts(manualSelectorTexts);
  const types = useTexts(storeListTexts).t.titles;
  useDocumentTitle(t.documentTitle);
  const { search } = useLocation();
  const deliveryType = DELIVERY_TYPE_CODES[parseDeliveryTypeParam(new URLSearchParams(search).get(QUERY.deliveryType))];
  const actor = useActorRef(useMachineLogic(manualSelectorMachine), { input: { deliveryType } });
  const flow = useStoreSelectionFlow({ deliveryType, next: ROUTES.menu });
  const view = useSelector(actor, selectView);
  const cityText = useSelector(actor, selectCityText);
  const cities = useSelector(actor, selectShownCities, shallowEqual);
  const city = useSelector(actor, selectCity) ?? '';
  const stores = useSelector(actor, selectStores);
  const error = useSelector(actor, selectLoadError);
  const headingId = useId();
  const citiesId = useId();
  const choose = useEffectEvent(flow.choose);

  // A store chosen here is served at its own point: the customer shared none.
  useEffect(() => {
    const subscription = actor.on('store.chosen', ({ store }) =>
      choose({ latitude: store.latitude, longitude: store.longitude, storeId: store.id }),
    );
    return () => subscription.unsubscribe();
  }, [actor]);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`} aria-labelledby={headingId} aria-busy={BUSY_VIEWS.includes(view)}>
        <div>
          <h1 id={headingId} className={page.title}>
            {t.heading}
          </h1>
          <p className={styles.deliveryType}>{types[deliveryType]}</p>
          <p className={styles.intro}>{t.intro}</p>
        </div>
        {view === 'loadingCities' ? <Loader label={t.loadingCities} /> : null}
        {view === 'citiesFailed' ? (
          <StatusPanel
            title={t.citiesFailed}
            body={error ?? ''}
            retryLabel={t.retry}
            onRetry={() => actor.send({ type: 'cities.retry' })}
          />
        ) : null}
        {view === 'noCities' ? <p className={storeList.notice}>{t.noCities}</p> : null}
        {view === 'choosingCity' ? (
          <section aria-labelledby={citiesId} className={styles.cities}>
            <TextField
              label={t.cityField}
              value={cityText}
              type="search"
              autoComplete="address-level2"
              onChange={(text) => actor.send({ type: 'city.type', text })}
            />
            <h2 id={citiesId} className="visually-hidden">
              {t.cityListLabel}
            </h2>
            {cities.length === 0 ? (
              <p role="status" className={storeList.notice}>
                {fill(t.noCityMatches, { text: cityText.trim() })}
              </p>
            ) : (
              <ul className={storeList.cityList}>
                {cities.map((name) => (
                  <li key={name}>
                    <button type="button" className={storeList.city} onClick={() => actor.send({ type: 'city.select', city: name })}>
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {['loadingStores', 'storesFailed', 'noStores', 'choosingStore'].includes(view) ? (
          <div className={styles.cityRow}>
            <h2 className={styles.cityTitle}>{fill(t.storesIn, { city })}</h2>
            <Button variant="secondary" onClick={() => actor.send({ type: 'city.change' })}>
              {t.changeCity}
            </Button>
          </div>
        ) : null}
        {view === 'loadingStores' ? <Loader label={fill(t.loadingStores, { city })} /> : null}
        {view === 'storesFailed' ? (
          <StatusPanel
            title={fill(t.storesFailed, { city })}
            body={error ?? ''}
            retryLabel={t.retry}
            onRetry={() => actor.send({ type: 'stores.retry' })}
          />
        ) : null}
        {view === 'noStores' ? <p className={storeList.notice}>{fill(t.noStores, { city })}</p> : null}
        {view === 'choosingStore' ? (
          <ul className={storeList.stores} aria-label={fill(t.storeListLabel, { city })}>
            {stores.map((store) => (
              <li key={store.id}>
                <StoreCard
                  store={store}
                  disabled={flow.busy}
                  onChoose={(chosen) => actor.send({ type: 'store.choose', storeId: chosen.id })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {flow.overlay}
      </main>
    </>
  );
}
