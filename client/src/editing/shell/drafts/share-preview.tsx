import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { PreviewKind } from "../../../gql/graphql";
import { formatDateTime } from "@theatre/common/london-dates";
import { failureText } from "../feedback";
import { CreatePreviewLinkMutation, PreviewLinksQuery, RevokePreviewLinkMutation } from "./share-preview.graphql";

/**
 * **Share preview link**: a link that shows this item's draft to someone without an account (a
 * director, a reviewer) for 7 days. Its address is shown once, when it is made; the links that
 * still work are listed, each with Revoke.
 */
export function SharePreview({ kind, id }: { kind: PreviewKind; id: string }) {
  const links = useQuery(PreviewLinksQuery, { variables: { kind, id }, fetchPolicy: "cache-and-network" });
  const [create, { loading: creating }] = useMutation(CreatePreviewLinkMutation);
  const [revoke] = useMutation(RevokePreviewLinkMutation);
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const share = async () => {
    setProblem(null);
    setCopied(false);
    try {
      const { data } = await create({ variables: { kind, id } });
      setMade(data?.createPreviewLink.url ?? null);
      await links.refetch();
    } catch (error) {
      setProblem(failureText(error));
    }
  };
  const copy = async () => {
    if (!made) return;
    await navigator.clipboard?.writeText(made).then(() => setCopied(true), () => setCopied(false));
  };
  const stop = async (linkId: string) => {
    try {
      await revoke({ variables: { id: linkId } });
      await links.refetch();
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  const working = links.data?.previewLinks ?? [];
  return (
    <section className="share-preview" aria-label="Preview links">
      <button type="button" className="secondary-button" onClick={() => void share()} disabled={creating}>Share preview link</button>
      {made && (
        <p className="preview-link">
          <label>
            Preview link (anyone who has it sees this draft for 7 days):{" "}
            <input type="text" readOnly value={made} onFocus={(event) => event.currentTarget.select()} size={60} />
          </label>{" "}
          <button type="button" className="secondary-button" onClick={() => void copy()}>Copy link</button>
          {copied && <span role="status"> Copied</span>}
        </p>
      )}
      {problem && <p className="error" role="alert">{problem}</p>}
      {working.length > 0 && (
        <ul className="preview-links">
          {working.map((link) => (
            <li key={link.id}>
              Made by {link.createdBy} on {formatDateTime(link.createdAt)}, works until {formatDateTime(link.expiresAt)}{" "}
              <button type="button" className="link-button" onClick={() => void stop(link.id)}>Revoke<span className="visually-hidden"> the link made on {formatDateTime(link.createdAt)}</span></button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
