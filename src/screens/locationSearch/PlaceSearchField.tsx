import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import { TextField } from '@/components/TextField';
import locationSearchTexts from '@/i18n/en/locationSearch';
import { useTexts } from '@/i18n/useTexts';
import {
  selectHasFailed,
  selectHasNoResults,
  selectIsSearching,
  selectPredictions,
  selectQuery,
  PLACE_QUERY_MIN_LENGTH,
  type placeSearchMachine,
} from '@machines/placeSearch.machine';
import { ClearIcon, PinIcon, SearchIcon } from './icons';
import { PlaceText } from './PlaceText';
import { RetryNotice } from './RetryNotice';
import styles from './LocationSearchScreen.module.css';

export interface PlaceSearchFieldProps {
  actor: ActorRefFrom<typeof placeSearchMachine>;
  onPick: (place: GeoPlace) => void;
  /** The search input, so the screen can bring the customer back to it. */
  inputRef: Ref<HTMLInputElement>;
  onClear: () => void;
}

/** Which option the arrow keys point at, among the predictions it was chosen from (a new answer starts afresh). */
interface ActiveOption {
  list: GeoPlace[];
  index: number;
}

const NONE = -1;

/** The place search as a WAI-ARIA combobox: the input owns a listbox of predictions, with arrow keys, Enter and Escape. */
export function PlaceSearchField({ actor, onPick, inputRef, onClear }: PlaceSearchFieldProps) {
  const { t, fill } = useTexts(locationSearchTexts);
  const id = useId();
  const listboxId = `${id}-places`;
  const optionId = (index: number) => `${id}-place-${index}`;
  const query = useSelector(actor, selectQuery);
  const predictions = useSelector(actor, selectPredictions);
  const isSearching = useSelector(actor, selectIsSearching);
  const hasNoResults = useSelector(actor, selectHasNoResults);
  const hasFailed = useSelector(actor, selectHasFailed);
  const [active, setActive] = useState<ActiveOption>({ list: predictions, index: NONE });
  const [collapsed, setCollapsed] = useState(false);
  const activeIndex = active.list === predictions ? active.index : NONE;
  const isOpen = predictions.length > 0 && !collapsed;
  const activeId = isOpen && activeIndex !== NONE ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const change = (value: string) => {
    setCollapsed(false);
    actor.send({ type: 'query.change', value });
  };

  const move = (step: 1 | -1) => {
    if (predictions.length === 0) return;
    setCollapsed(false);
    const first = step === 1 ? 0 : predictions.length - 1;
    const index = activeIndex === NONE || collapsed ? first : (activeIndex + step + predictions.length) % predictions.length;
    setActive({ list: predictions, index });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const place = isOpen ? predictions[activeIndex] : undefined;
        if (place) {
          event.preventDefault();
          onPick(place);
        }
        break;
      }
      case 'Escape':
        // First Escape closes the list, the next one empties the field.
        if (isOpen) {
          setCollapsed(true);
          setActive({ list: predictions, index: NONE });
        } else if (query) {
          onClear();
        }
        break;
    }
  };

  return (
    <div className={styles.search}>
      <TextField
        ref={inputRef}
        className={styles.searchField}
        label={t.searchPrompt}
        hint={fill(t.searchHint, { min: PLACE_QUERY_MIN_LENGTH })}
        value={query}
        onChange={change}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        enterKeyHint="search"
        end={
          query ? (
            <button type="button" className={styles.clear} aria-label={t.clearSearch} onClick={onClear}>
              <ClearIcon />
            </button>
          ) : (
            <span className={styles.searchIcon}>
              <SearchIcon />
            </span>
          )
        }
      />

      <ul role="listbox" id={listboxId} aria-label={t.searchPrompt} hidden={!isOpen} className={styles.listbox}>
        {predictions.map((place, index) => (
          <li
            key={place.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            // Keeps focus in the input, so the list stays a part of the combobox while it is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(place)}
          >
            <span className={styles.rowIcon}>
              <PinIcon />
            </span>
            <PlaceText place={place} />
          </li>
        ))}
      </ul>

      <div role="status" className={styles.searchStatus}>
        {isSearching ? (
          <p className={styles.searching}>
            <span className={styles.dots} aria-hidden="true" />
            {t.searchingPlaces}
          </p>
        ) : null}
        {hasNoResults ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t.noPlacesFound}</p>
            <p className={styles.emptyBody}>{t.noPlacesFoundHint}</p>
          </div>
        ) : null}
        {predictions.length > 0 ? <p className="visually-hidden">{fill(t.placesFound, { count: predictions.length })}</p> : null}
      </div>

      {hasFailed ? <RetryNotice message={t.searchFailed} onRetry={() => actor.send({ type: 'search.retry' })} /> : null}
    </div>
  );
}
