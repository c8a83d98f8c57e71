import { useParams } from "react-router";
import { BlogView } from "../blogs/blog-view";
import { AboutView, CombinationsView, ContactView } from "../pages/page-views";
import { PlayView } from "../plays/play-view";
import { useItemPage } from "../../lib/use-item-page";
import { PreviewBanner } from "./preview-banner";
import { PreviewQuery } from "./preview.graphql";

/**
 * `/preview/{token}`: an item's draft for someone without an account, rendered by the same views
 * as the public pages, marked as a preview. Nothing of the editor's area is loaded. An unknown,
 * expired or revoked link goes to the not-found page.
 */
export function PreviewPage() {
  const { token = "" } = useParams();
  const { item: preview, fallback } = useItemPage(PreviewQuery, { token }, (data) => data.preview, {
    what: "preview",
    title: (preview) => (preview ? `Preview: ${preview.play?.title ?? preview.blog?.title ?? "page"}` : "Preview"),
  });
  if (!preview) return fallback;
  return (
    <>
      <PreviewBanner />
      {preview.play && <PlayView play={preview.play} />}
      {preview.blog && <BlogView blog={preview.blog} />}
      {preview.page && preview.pageKind === "about" && <AboutView about={preview.page} />}
      {preview.page && preview.pageKind === "combinations" && <CombinationsView combinations={preview.page} />}
      {preview.page && preview.pageKind === "contact" && <ContactView contact={{ text: preview.page.text, auditionPlays: [] }} />}
    </>
  );
}
