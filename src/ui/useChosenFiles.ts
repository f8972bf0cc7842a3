import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { acceptsFile } from './accept';

/**
 * The files chosen to go with the next message: picked, dropped or pasted, those of an
 * accepted type (`accept`, the `allowedFilesMimeTypes` option) only.
 */
export function useChosenFiles(accept: string, uploads: boolean, canDrop: boolean) {
  const [files, setFiles] = useState<File[]>([]);

  function add(picked: Iterable<File>) {
    const accepted = [...picked].filter((file) => acceptsFile(accept, file));
    if (accepted.length > 0) setFiles((current) => [...current, ...accepted]);
  }

  return {
    files,
    add,
    remove: (name: string) => setFiles((current) => current.filter((file) => file.name !== name)),
    clear: () => setFiles([]),
    onDrop(event: DragEvent) {
      if (!uploads || event.dataTransfer.files.length === 0) return;
      event.preventDefault();
      if (canDrop) add(event.dataTransfer.files);
    },
    onPaste(event: ClipboardEvent) {
      if (!uploads || event.clipboardData.files.length === 0) return;
      event.preventDefault();
      add(event.clipboardData.files);
    },
  };
}
