/**
 * The files of a drop, folders walked through (a folder of photos dragged from the desktop arrives
 * as one entry), in name order within each folder as a file manager lists them.
 */
export async function droppedFiles(data: DataTransfer): Promise<File[]> {
  const entries = [...data.items].map((item) => item.webkitGetAsEntry?.()).filter((entry): entry is FileSystemEntry => !!entry);
  // Without entries (an older browser), the plain file list: folders are left out.
  if (entries.length === 0) return [...data.files];
  return (await Promise.all(entries.map(filesOf))).flat();
}

async function filesOf(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile) return [await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject))];
  if (!entry.isDirectory) return [];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  // readEntries answers in batches (about 100 at a time in Chromium) until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    children.push(...batch);
  }
  children.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  return (await Promise.all(children.map(filesOf))).flat();
}
