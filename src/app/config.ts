/** Build-time settings of the client app (Vite env), with the defaults used by `npm start`. */

/** '' = the API is served from the app's own origin (/api/v1). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';
/** SPEC 7 `api_key` header: identifies this client to the API. */
export const API_KEY: string = import.meta.env.VITE_API_KEY ?? 'slice-pwa';
/** SPEC 7 `client_type` header. */
export const CLIENT_TYPE: string = import.meta.env.VITE_CLIENT_TYPE ?? 'PWA';
