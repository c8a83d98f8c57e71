import { print } from "graphql";
import { useId, useRef, useState } from "react";
import type { EditablePlayFieldsFragment } from "../../gql/graphql";
import { tokenStore } from "../../lib/token-store";
import { UploadVideoThumbnailMutation } from "./video-thumbnails.graphql";

/** A video as the play editor knows it: what visitors see and why fetching failed. */
export type EditableVideo = EditablePlayFieldsFragment["videos"][number];

/** Uploads a thumbnail for a video link (GraphQL multipart, with the CSRF preflight header). */
async function uploadThumbnail(url: string, file: File): Promise<EditableVideo> {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: print(UploadVideoThumbnailMutation), variables: { url, file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", file, file.name);
  const token = tokenStore.get();
  const response = await fetch("/graphql", { method: "POST", body: form, headers: { "apollo-require-preflight": "true", ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const body = (await response.json().catch(() => ({}))) as { data?: { uploadVideoThumbnail: EditableVideo }; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `The upload failed (error code ${response.status})`);
  return body.data.uploadVideoThumbnail;
}

/** Where the thumbnail stands, in the editor's words. */
function statusLine(video: EditableVideo | undefined, url: string): string {
  if (!video) return "After saving, the thumbnail is fetched from the video's site if it is on YouTube or Vimeo; until then visitors see a placeholder with the video's title. You can also upload one.";
  switch (video.thumbnailStatus) {
    case "fetched": return `Thumbnail fetched from ${video.site} and kept on this site.`;
    case "uploaded": return "Your uploaded thumbnail is shown.";
    case "pending": return `The thumbnail is being fetched from ${video.site}; until then visitors see a placeholder.`;
    case "failed":
      return `The thumbnail could not be fetched from ${video.site}${video.lastError ? ` (${video.lastError})` : ""}; ${video.nextAttemptAt ? "it is tried again later, or you" : "you"} can upload one. Visitors see a placeholder with the video's title meanwhile.`;
    default: return `Thumbnails are not fetched from ${video.site || url}: upload one, or visitors see a placeholder with the video's title.`;
  }
}

/** A video link's thumbnail in the play editor: what visitors will see, and an upload for when fetching cannot. */
export function VideoThumbnailField({ url, video, label, onUploaded }: { url: string; video: EditableVideo | undefined; label: string; onUploaded: (video: EditableVideo) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const address = url.trim();
  const usable = /^https?:\/\/\S+\.\S+/.test(address);

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadThumbnail(address, file));
    } catch (e) {
      setError(e instanceof Error ? e.message : "The upload failed");
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  if (!usable) return null;
  return (
    <div className="image-upload video-thumbnail-field">
      {video?.thumbnail && <img src={video.thumbnail.url} alt={`Thumbnail of ${video.title ?? label}`} className="preview" width={160} />}
      <p className="hint" aria-live="polite">{busy ? "Uploading…" : statusLine(video, address)}</p>
      <label htmlFor={inputId}>{video?.thumbnail ? "Replace the thumbnail" : "Upload a thumbnail"}<span className="visually-hidden"> for {label}</span></label>
      <input ref={input} id={inputId} type="file" accept="image/jpeg,image/png,image/webp,image/avif" disabled={busy} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
      {error && <p className="field-error" role="alert">{error}</p>}
    </div>
  );
}
