/** Saves a downloaded file on the device through a temporary <a download> link. */
import { MS_PER_MINUTE } from '@/domain/time';

/** How long the file's object URL stays valid: long enough for every browser to start the download. */
export const OBJECT_URL_LIFETIME_MS = MS_PER_MINUTE;

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once cancels the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
