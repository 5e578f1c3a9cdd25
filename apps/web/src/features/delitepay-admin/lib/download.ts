/** Hands a fetched file to the browser as a download (files behind the bearer token cannot be plain links). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started well before then; the memory is freed once it is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A link the server names by path, as the payer opens it: on this web app's origin. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).href;
