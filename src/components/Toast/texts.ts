/** Toast texts (ours). */

export const DISMISS = 'Dismiss';
