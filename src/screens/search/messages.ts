/** Texts of the search screen (ours; SPEC names the /search route only). */
import { BRAND } from '@/domain/constants';

export const SEARCH_DOCUMENT_TITLE = `Search the menu · ${BRAND}`;
export const SEARCH_HEADING = 'Search the menu';
export const SEARCH_LABEL = 'Search for a dish';
export const SEARCH_PLACEHOLDER = 'Pizza, sides, desserts…';
export const SEARCH_LOADING = 'Loading the menu';
export const SEARCH_PROMPT = 'Find a dish by its name or what is in it, like paneer or garlic.';
export const LOAD_FAILED_TITLE = 'We could not load the menu';
export const LOAD_FAILED_BODY = 'Please check your connection and try again.';
export const RETRY = 'Try again';

export const noResults = (term: string): string => `No dishes match “${term}”. Try another word.`;
export const resultCount = (count: number): string => `${count} ${count === 1 ? 'dish' : 'dishes'} found`;
