-- Promo videos of the hospital area (000 §2.5 "Promo Videos", §3 "Promo video",
-- §5 and §9: one video file, at most 2 minutes and 20,000,000 bytes, checked by
-- the server before the row is written).

-- A hospital's promo video. Its file is an upload in `files` (the URL is
-- /api/files/<stored_name>, and DELETE /promos/{id}/{fileId} names the stored
-- name). Views and engagements are counters no call of the specification
-- raises yet; likes are counted from promo_video_likes.
CREATE TABLE promo_videos (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  stored_name text NOT NULL UNIQUE REFERENCES files(stored_name) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  engagements integer NOT NULL DEFAULT 0 CHECK (engagements >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX promo_videos_hospital ON promo_videos (hospital_id, created_at);
--> statement-breakpoint
-- One like per user and video: liking twice has no further effect.
CREATE TABLE promo_video_likes (
  video_id text NOT NULL REFERENCES promo_videos(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (video_id, user_id)
);
