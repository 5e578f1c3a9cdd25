/**
 * Shows a fetched file (the QR sheet) in a new tab, where the browser can print or save it.
 * The tab is opened before the fetch, while the click still counts as the user's, so pop-up
 * blockers let it through; if it was blocked anyway the file is downloaded instead.
 */
export function openBlankTab(): Window | null {
  return window.open('', '_blank');
}

export function showBlob(blob: Blob, tab: Window | null, fileName: string): string {
  const url = URL.createObjectURL(blob);
  if (tab && !tab.closed) {
    tab.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  // The tab has loaded it well before then; the memory is freed once it is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return url;
}
