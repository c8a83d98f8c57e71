import { useCallback, useEffect, useRef, useState } from "react";
import { CallFailed, uploadFile } from "../../shell/fields/upload";

export type UploadState = "waiting" | "uploading" | "retrying" | "done" | "failed";

export interface QueuedUpload {
  key: number;
  file: File;
  state: UploadState;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it failed (the server's words), or what is being retried. */
  message?: string;
}

export interface UploadedPhoto {
  url: string;
  filename: string;
  sizes: { width: number; url: string }[];
}

/** Failures worth another go (the connection, the server busy or briefly down); a refused file is not. */
const retriable = (error: unknown) => error instanceof CallFailed && (error.status === 0 || error.status === 429 || error.status >= 500);
/** Waits before each retry, in milliseconds; one entry per retry. */
const RETRY_DELAYS = [1000, 3000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads many files one after another (one at a time keeps the server's memory and a volunteer's
 * connection even), each with its own progress. A failure is retried when it may pass, else
 * reported on its file; the rest carry on. `upload` stores one file (it picks the index).
 */
export function useUploadQueue(upload: (file: File, onProgress: (fraction: number) => void) => Promise<UploadedPhoto>, onUploaded: (photo: UploadedPhoto) => void) {
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const running = useRef(false);
  const nextKey = useRef(0);
  const latest = useRef({ upload, onUploaded });
  useEffect(() => {
    latest.current = { upload, onUploaded };
  });
  const items = useRef<QueuedUpload[]>([]);
  const change = useCallback((key: number, patch: Partial<QueuedUpload>) => {
    items.current = items.current.map((item) => (item.key === key ? { ...item, ...patch } : item));
    setQueue(items.current);
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let item = items.current.find((i) => i.state === "waiting"); item; item = items.current.find((i) => i.state === "waiting")) {
        const { key, file } = item;
        for (let attempt = 0; ; attempt++) {
          change(key, { state: attempt === 0 ? "uploading" : "retrying", progress: 0 });
          try {
            const photo = await latest.current.upload(file, (progress) => change(key, { progress }));
            latest.current.onUploaded(photo);
            change(key, { state: "done", progress: 1, message: undefined });
            break;
          } catch (error) {
            if (retriable(error) && attempt < RETRY_DELAYS.length) {
              change(key, { state: "retrying", message: `${(error as Error).message}; trying again` });
              await wait(RETRY_DELAYS[attempt]);
              continue;
            }
            change(key, { state: "failed", message: error instanceof CallFailed ? error.message || `Error code: ${error.status}` : "The upload failed" });
            break;
          }
        }
      }
    } finally {
      running.current = false;
    }
  }, [change]);

  /** Queues files; those beyond `room` fail at once with `fullMessage`. */
  const add = useCallback((files: File[], room: number, fullMessage: string) => {
    const added = files.map((file, i): QueuedUpload => ({ key: nextKey.current++, file, progress: 0, ...(i < room ? { state: "waiting" } : { state: "failed", message: fullMessage }) }));
    items.current = [...items.current, ...added];
    setQueue(items.current);
    void run();
  }, [run]);

  const retry = useCallback((key: number) => {
    change(key, { state: "waiting", progress: 0, message: undefined });
    void run();
  }, [change, run]);

  /** Forgets finished uploads and dismissed failures. */
  const clear = useCallback((keys?: number[]) => {
    items.current = items.current.filter((item) => (keys ? !keys.includes(item.key) : item.state !== "done" && item.state !== "failed"));
    setQueue(items.current);
  }, []);

  return { queue, add, retry, clear };
}

/** Uploads one photo of a play under `index` (the server moves it to a free one if needed), as the REST facade's multipart call. */
export const uploadPlayPhoto = (playId: string, index: number) => (file: File, onProgress: (fraction: number) => void) =>
  uploadFile(`/api/plays/${playId}/uploadimage?index=${index}`, file, `${playId}_photo${index}.jpg`, onProgress) as Promise<UploadedPhoto>;
