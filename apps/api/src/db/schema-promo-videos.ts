// Promo videos and their likes (migrations/0007).
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, files, hospitals, users } from './schema-core';

/** A hospital's promo video; its file is the upload named by `storedName`. */
export const promoVideos = pgTable('promo_videos', {
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  storedName: text('stored_name')
    .notNull()
    .unique()
    .references(() => files.storedName, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  views: integer('views').notNull().default(0),
  engagements: integer('engagements').notNull().default(0),
  createdAt: createdAt(),
});

/** One like of a video by a user. */
export const promoVideoLikes = pgTable(
  'promo_video_likes',
  {
    videoId: text('video_id')
      .notNull()
      .references(() => promoVideos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.userId] })],
);
