import { useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import type { GeoPlace } from '@/contract/locations';
import type { SavedAddress } from '@/contract/addresses';
import { useAppConfig } from '@/app/appConfig';
import { useStoreSelectionFlow } from '@/app/storeSelectionFlow';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { DELIVERY_TYPE_CODES, manualSelectorRoute, parseDeliveryTypeParam, QUERY, ROUTES } from '@/domain/navigation';
import locationSearchTexts from '@/i18n/en/locationSearch';
import { useTexts } from '@/i18n/useTexts';
import { placeSearchMachine } from '@machines/placeSearch.machine';
import { RecentSearches, SavedAddresses } from './AddressLists';
import { StoreIcon } from './icons';
import { DetectButton, LocationDetector } from './LocationDetector';
import { PlaceSearchField } from './PlaceSearchField';
import { placeRoute } from './placeRoute';
import { useAddressBook } from './useAddressBook';
import page from '@/styles/page.module.css';
import styles from './LocationSearchScreen.module.css';

const pathOf = (url: string): string => url.split(/[?#]/)[0] ?? url;

/**
 * SPEC 2 location search, at /locationSelection?deliveryType=X and /searchAddress?deliveryType=X&isFromCart=true:
 * place search, device location, saved addresses and recent searches; a type that picks a store may also choose
 * one by city (/manualSelector).
 */
export default function LocationSearchScreen() {
  const { t } = useTexts(locationSearchTexts);
  useDocumentTitle(t.documentTitle);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const deliveryType = parseDeliveryTypeParam(params.get(QUERY.deliveryType));
  const isFromCart = params.get(QUERY.isFromCart) === String(true);
  const isSearchAddress = pathname === ROUTES.searchAddress;
  const config = useAppConfig();
  const appNavigate = useAppNavigate();
  const inputRef = useRef<HTMLInputElement>(null);

  const search = useActorRef(useMachineLogic(placeSearchMachine), { input: { debounceMs: config.autoCompleteDebounceTimeInMillis } });
  const addressBook = useAddressBook();
  const flow = useStoreSelectionFlow({
    deliveryType: DELIVERY_TYPE_CODES[deliveryType],
    next: isFromCart ? 'cart' : ROUTES.menu,
  });
  // SPEC 4: /locationSelection asks for the position on arrival; /searchAddress only on request, because a
  // denial from the cart lands here and asking again at once would go round in circles.
  const [isDetecting, setIsDetecting] = useState(!isSearchAddress);

  const focusSearch = () => inputRef.current?.focus();

  const followLocation = (to: string) => {
    if (pathOf(to) === pathname) {
      // Sent back to this page (denied from the cart, or 'Search manually'): no new history entry; search instead.
      appNavigate(to, { replace: true });
      focusSearch();
    } else {
      appNavigate(to);
    }
  };

  const clearSearch = () => {
    search.send({ type: 'query.clear' });
    focusSearch();
  };

  const pickPlace = (place: GeoPlace) => {
    addressBook?.send({ type: 'search.remember', place });
    appNavigate(placeRoute(deliveryType, place));
  };

  const pickAddress = (address: SavedAddress) => {
    if (deliveryType === 'delivery') {
      flow.choose({ latitude: address.latitude, longitude: address.longitude, addressId: address.address_id });
    } else {
      appNavigate(placeRoute(deliveryType, address));
    }
  };

  const detectLabel = isSearchAddress ? t.detectLocation : t.useCurrentLocation;

  return (
    <>
      <AppHeader />
      <main className={page.page} aria-busy={flow.busy}>
        <h1 className={`${page.title} ${styles.title}`}>{t.pageTitle[deliveryType]}</h1>

        <PlaceSearchField actor={search} onPick={pickPlace} inputRef={inputRef} onClear={clearSearch} />

        <div className={styles.detectCard}>
          {isDetecting ? (
            <LocationDetector
              input={{ deliveryType, fromCart: isFromCart, timeoutMs: config.locationCacheTime }}
              label={detectLabel}
              onNavigate={followLocation}
              onSearchInstead={focusSearch}
            />
          ) : (
            <DetectButton label={detectLabel} onClick={() => setIsDetecting(true)} />
          )}
        </div>

        {deliveryType === 'delivery' ? null : (
          <Link className={`${styles.detect} ${styles.manual}`} to={manualSelectorRoute(deliveryType)}>
            <span className={styles.detectIcon}>
              <StoreIcon />
            </span>
            <span className={styles.rowText}>
              <span className={styles.detectLabel}>{t.chooseStoreByHand}</span>
              <span className={styles.rowDetail}>{t.chooseStoreByHandHint}</span>
            </span>
          </Link>
        )}

        {addressBook ? (
          <>
            <SavedAddresses actor={addressBook} onPick={pickAddress} disabled={flow.busy} />
            <RecentSearches actor={addressBook} onPick={pickPlace} />
          </>
        ) : null}
      </main>
      {flow.overlay}
    </>
  );
}
