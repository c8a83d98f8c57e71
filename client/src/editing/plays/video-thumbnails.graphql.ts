import { graphql } from "../../gql";

/** An editor's thumbnail for a video link (sent as a multipart request: video-thumbnail-field.tsx). */
export const UploadVideoThumbnailMutation = graphql(`
  mutation UploadVideoThumbnail($url: String!, $file: Upload!) {
    uploadVideoThumbnail(url: $url, file: $file) {
      ...VideoFields
      lastError
      nextAttemptAt
    }
  }
`);
