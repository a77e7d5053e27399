/** Saves a file the API answered (a label sheet, an export) under the name the server gave it. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started: the address can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
