import { useId, useRef, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { CallFailed, deleteWithToken, uploadFile } from "./upload";

/**
 * An image of a play or blog (or a person's photo): choosing a file uploads it at once (with a progress bar) and shows
 * it with a cache-busting query; Refresh uploads another file in its place; Delete removes it.
 */
export function ImageUpload({ owner, itemId, imageKey, index, value, onChange, label }: {
  owner: "plays" | "blogs" | "people";
  itemId: string;
  imageKey: string;
  index: number;
  value: string;
  onChange: (url: string) => void;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [version, setVersion] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const result = await uploadFile(`/api/${owner}/${itemId}/uploadimage?index=${index}`, file, `${itemId}_${imageKey}${index}.jpg`, setProgress);
      setVersion(Date.now());
      onChange(result.url);
    } catch (e) {
      setError(e instanceof CallFailed ? e.message : "The upload failed");
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  const remove = async () => {
    try {
      await deleteWithToken(`/api/${owner}/${itemId}/image`, { imagepath: value });
      onChange("");
    } catch (e) {
      setError(e instanceof CallFailed ? e.message || `Error code: ${e.status}` : "The image could not be deleted");
    }
  };

  return (
    <div className="image-upload">
      <label htmlFor={inputId}>{label}</label>
      {value && <img src={`${value}${value.includes("?") ? "&" : "?"}v=${version}`} alt={label} className="preview" />}
      <input ref={input} id={inputId} type="file" accept="image/jpeg,image/png,image/webp,image/avif" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} className={value ? "visually-hidden" : undefined} />
      {progress !== null && <progress value={progress} max={1} aria-label={`Uploading ${label}`} />}
      {value && progress === null && (
        <div className="buttons">
          <button type="button" onClick={() => input.current?.click()}>Refresh<span className="visually-hidden"> {label}</span></button>
          <button type="button" className="danger" onClick={() => void remove()}>Delete<span className="visually-hidden"> {label}</span></button>
        </div>
      )}
      {error && (
        <Dialog title="Oh oo!" onClose={() => setError(null)}>
          <p>{error}</p>
        </Dialog>
      )}
    </div>
  );
}
