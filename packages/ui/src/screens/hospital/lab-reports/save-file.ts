/** Saves a downloaded file under a name, as a link with `download` would (the PDF came with the bearer token). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
