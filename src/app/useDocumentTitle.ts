import { useEffect } from 'react';

/** How many shown screens set the title themselves: the route's SEO title then stays out of the way (SeoTags.tsx). */
let screenTitles = 0;

export const screenSetsTitle = () => screenTitles > 0;

/** Sets the document title while the calling screen is shown and restores the previous one after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    screenTitles += 1;
    return () => {
      screenTitles -= 1;
      document.title = previous;
    };
  }, [title]);
}
