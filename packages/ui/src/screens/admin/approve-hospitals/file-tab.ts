/** A browser tab opened for a file that is still being fetched (with the admin's token). */
export interface FileTab {
  /** Shows the fetched file in the tab. */
  show: (file: Blob) => void;
  /** The fetch failed: closes the tab. */
  close: () => void;
}

/** Opens the tab a file will show in (stories and tests pass their own). */
export type OpenFileTab = () => FileTab;

/** How long a shown file's object URL lives: long enough for the tab to load it. */
const URL_LIFETIME_MS = 60_000;

/**
 * Opens a new tab at once, on the click (a tab opened after the download
 * would be taken for a pop-up and blocked), then shows the file there as an
 * object URL of this origin. The tab cannot reach back to this page.
 */
export function openFileTab(): FileTab {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    show: (file) => {
      const url = URL.createObjectURL(file);
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      setTimeout(() => {
        URL.revokeObjectURL(url);
      }, URL_LIFETIME_MS);
    },
    close: () => {
      tab?.close();
    },
  };
}
