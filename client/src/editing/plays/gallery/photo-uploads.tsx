import { useId, useState, type DragEvent } from "react";
import { droppedFiles } from "./dropped-files";
import type { QueuedUpload, UploadState } from "./upload-queue";

const STATE_WORDS: Record<UploadState, string> = { waiting: "Waiting", uploading: "Uploading", retrying: "Trying again", done: "Uploaded", failed: "Failed" };

/**
 * Where photos come in: pick many files (or a whole folder), or drop them (folders too) on the
 * area. Below it, each file's own progress and outcome; a failed one says why and can be tried again.
 */
export function PhotoUploads({ queue, room, onFiles, onRetry, onClear }: {
  queue: QueuedUpload[];
  /** How many more photos the gallery takes. */
  room: number;
  onFiles: (files: File[]) => void;
  onRetry: (key: number) => void;
  onClear: (keys?: number[]) => void;
}) {
  const filesId = useId();
  const folderId = useId();
  const [over, setOver] = useState(false);
  const done = queue.filter((item) => item.state === "done").length;
  const failed = queue.filter((item) => item.state === "failed").length;
  const busy = queue.some((item) => item.state === "waiting" || item.state === "uploading" || item.state === "retrying");

  const drop = async (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles(await droppedFiles(event.dataTransfer));
  };

  return (
    <div className="photo-uploads">
      <div
        className={over ? "photo-drop over" : "photo-drop"}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => void drop(event)}
      >
        <p>Drop photos or a folder of photos here, or:</p>
        <input id={filesId} className="visually-hidden" type="file" multiple accept="image/jpeg,image/png,image/webp,image/avif" onChange={(e) => { onFiles([...(e.target.files ?? [])]); e.target.value = ""; }} />
        <label htmlFor={filesId} className="button">Choose photos</label>
        {/* webkitdirectory is not in React's types: set through a spread. The input comes first so its focus can outline the label (CSS). */}
        <input id={folderId} className="visually-hidden" type="file" {...{ webkitdirectory: "" }} onChange={(e) => { onFiles([...(e.target.files ?? [])].filter((f) => f.type.startsWith("image/"))); e.target.value = ""; }} />
        <label htmlFor={folderId} className="button">Choose a folder</label>
        <p className="hint">JPEG, PNG, WebP or AVIF, at most 15 MB each; room for {room} more.</p>
      </div>
      {queue.length > 0 && (
        <section aria-label="Uploads" className="upload-queue">
          <p role="status">
            {busy ? `Uploading: ${done} of ${queue.length} done` : `Uploads finished: ${done} uploaded`}{failed > 0 ? `, ${failed} failed` : ""}
          </p>
          <ul>
            {queue.map((item) => (
              <li key={item.key} className={`upload-${item.state}`}>
                <span className="upload-name">{item.file.name}</span>
                <progress value={item.state === "done" ? 1 : item.progress} max={1} aria-label={`Upload of ${item.file.name}`} />
                <span className="upload-state">{STATE_WORDS[item.state]}{item.message ? `: ${item.message}` : ""}</span>
                {item.state === "failed" && (
                  <>
                    <button type="button" onClick={() => onRetry(item.key)}>Try again<span className="visually-hidden"> {item.file.name}</span></button>
                    <button type="button" onClick={() => onClear([item.key])}>Dismiss<span className="visually-hidden"> {item.file.name}</span></button>
                  </>
                )}
              </li>
            ))}
          </ul>
          {!busy && <button type="button" onClick={() => onClear()}>Clear the list</button>}
        </section>
      )}
    </div>
  );
}
