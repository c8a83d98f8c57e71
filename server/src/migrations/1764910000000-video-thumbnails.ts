import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Video thumbnails kept on our side (issue 21): one row per video link that plays hold, with the
 * stored image, the video's title and how fetching went. The fetch job records the links plays
 * already hold on its first run, so nothing is copied here.
 */
export class VideoThumbnails1764910000000 implements MigrationInterface {
  name = "VideoThumbnails1764910000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE video (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url text NOT NULL,
        provider text,
        title text,
        image text NOT NULL DEFAULT '',
        image_width integer,
        image_height integer,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT video_url_key UNIQUE (url),
        CONSTRAINT video_provider_check CHECK (provider IN ('youtube', 'vimeo')),
        CONSTRAINT video_status_check CHECK (status IN ('pending', 'fetched', 'uploaded', 'failed', 'unsupported'))
      )`);
    // The job's question, every few minutes: which videos are due?
    await q.query(`CREATE INDEX video_due_idx ON video (next_attempt_at) WHERE next_attempt_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE video`);
  }
}
