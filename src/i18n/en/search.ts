/** Texts of the search screen (SPEC 2 /search; ours, SPEC names the route only). */
import { defineTexts } from '../texts';

export default defineTexts('search', {
  documentTitle: 'Search the menu · {brand}',
  heading: 'Search the menu',
  label: 'Search for a dish',
  placeholder: 'Pizza, sides, desserts…',
  loading: 'Loading the menu',
  prompt: 'Find a dish by its name or what is in it, like paneer or garlic.',
  noResults: 'No dishes match “{term}”. Try another word.',
  resultCount: { one: '{count} dish found', other: '{count} dishes found' },
  loadFailedTitle: 'We could not load the menu',
  loadFailedBody: 'Please check your connection and try again.',
  retry: 'Try again',
});
