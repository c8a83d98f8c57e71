import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { StaticPage } from "../../features/site/static-page";
import { AdminHeroesQuery, RemoveHeroMutation, ReorderHeroesMutation, UpdateHeroCaptionMutation } from "./heroes.graphql";
import { useFeedback } from "../shell/feedback";
import { uploadFile } from "../shell/fields/upload";

/** Hero images (PRODUCT decision 12): upload with a caption, change captions, reorder, remove. */
export function HeroEditor() {
  const { data, loading, error, refetch } = useQuery(AdminHeroesQuery, { fetchPolicy: "network-only" });
  const [setCaption] = useMutation(UpdateHeroCaptionMutation);
  const [reorder] = useMutation(ReorderHeroesMutation);
  const [remove] = useMutation(RemoveHeroMutation);
  const { notify, fail, feedback } = useFeedback();
  const [progress, setProgress] = useState<number | null>(null);
  const [caption, setNewCaption] = useState("");
  const [doomed, setDoomed] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), caption: useId() };

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      await refetch();
      notify(done);
    } catch (e) {
      fail(e);
    }
  };
  const upload = async (chosen: File) => {
    setProgress(0);
    await act(() => uploadFile("/api/heros", chosen, chosen.name, setProgress, { caption }), "Image added");
    setProgress(null);
    setNewCaption("");
    if (file.current) file.current.value = "";
  };

  const heroes = data?.heroImages ?? [];
  const move = (index: number, by: number) => {
    const order = heroes.map((h) => h.id);
    [order[index], order[index + by]] = [order[index + by], order[index]];
    void act(() => reorder({ variables: { ids: order } }), "Order saved");
  };

  return (
    <StaticPage title="Hero images">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <fieldset className="group">
        <legend>Add an image</legend>
        <div className="field">
          <label htmlFor={ids.caption}>Caption (also the image's description for screen readers)</label>
          <p className="hint" id={`${ids.caption}-hint`}>Needed before the image: people who cannot see it hear these words instead.</p>
          <input id={ids.caption} value={caption} onChange={(e) => setNewCaption(e.target.value)} maxLength={300} required aria-describedby={`${ids.caption}-hint`} />
        </div>
        <div className="field">
          <label htmlFor={ids.file}>Image</label>
          <input ref={file} id={ids.file} type="file" accept="image/jpeg,image/png,image/webp,image/avif" disabled={progress !== null || !caption.trim()} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        </div>
        {progress !== null && <progress value={progress} max={1} aria-label="Uploading the image" />}
      </fieldset>
      {loading && !data && <Loading what="the hero images" />}
      {error && <LoadError what="the hero images" onRetry={() => void refetch()} />}
      <ol className="hero-list">
        {heroes.map((hero, index) => (
          <li key={hero.id} className="hero-item">
            <img src={hero.url} alt={hero.caption} />
            <div className="field">
              <label htmlFor={`caption-${hero.id}`}>Caption of image {index + 1}</label>
              <input
                id={`caption-${hero.id}`}
                defaultValue={hero.caption}
                maxLength={300}
                onBlur={(e) => e.target.value !== hero.caption && void act(() => setCaption({ variables: { id: hero.id, caption: e.target.value } }), "Caption saved")}
              />
            </div>
            <div className="buttons">
              <button type="button" disabled={index === 0} onClick={() => move(index, -1)}>Move up<span className="visually-hidden"> image {index + 1}</span></button>
              <button type="button" disabled={index === heroes.length - 1} onClick={() => move(index, 1)}>Move down<span className="visually-hidden"> image {index + 1}</span></button>
              <button type="button" className="danger" onClick={() => setDoomed(hero.id)}>Remove<span className="visually-hidden"> image {index + 1}</span></button>
            </div>
          </li>
        ))}
      </ol>
      {doomed && (
        <ConfirmDialog title="Remove this image?" confirmLabel="Remove" onCancel={() => setDoomed(null)} onConfirm={() => { const id = doomed; setDoomed(null); void act(() => remove({ variables: { id } }), "Image removed"); }}>
          <p>It leaves the carousel and its files are deleted.</p>
        </ConfirmDialog>
      )}
      {feedback}
    </StaticPage>
  );
}
