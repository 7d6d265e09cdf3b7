import { createContext } from 'react';

const loadPage = (url: string) => window.location.assign(url);

/** How the app leaves for another page or app (a full page load: a provider's page, a `upi://` link); tests provide a spy. */
export const LeaveAppContext = createContext<(url: string) => void>(loadPage);
