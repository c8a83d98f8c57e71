import { registerEnumType } from "type-graphql";

/** Where a video's thumbnail stands: fetched by the server, uploaded by an editor, or neither yet. */
export enum VideoThumbnailStatus {
  pending = "pending",
  fetched = "fetched",
  uploaded = "uploaded",
  failed = "failed",
  unsupported = "unsupported",
}

registerEnumType(VideoThumbnailStatus, {
  name: "VideoThumbnailStatus",
  description: "Where a video's thumbnail stands; without one, pages show a placeholder with the video's title",
  valuesConfig: {
    pending: { description: "Not fetched yet (the server fetches it in the background)" },
    fetched: { description: "Fetched from the video's site and stored here" },
    uploaded: { description: "Uploaded by an editor" },
    failed: { description: "Fetching failed; tried again later while attempts remain (see nextAttemptAt), else an editor may upload one" },
    unsupported: { description: "A site the server does not fetch from (not YouTube or Vimeo): an editor may upload one" },
  },
});
