// Saves bytes the admin holds (a fetched export or document, a PDF built in the page) as a file on the user's
// disk: an object URL clicked as a download link, released once the browser has taken it.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
