// Promo videos (000 §2.5 "Promo Videos", §3, §5, §7, §9; 001 for receptionists):
// a hospital's (or its receptionist's) paged list, upload and delete; the
// list of every video for the other roles, and a patient's like. The policy
// has checked the video of a delete (its hospital) and the user of a like
// (the caller); lists and uploads work on the caller's own hospital.
import { desc, eq, sql } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { files, promoVideoLikes, promoVideos } from '../../db/schema';
import type { FileKind } from '../../files/file-store';
import { videoDurationSeconds } from '../../files/video-duration';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import { fileUrl } from '../shared/mappers';
import { pageRequestOf } from '../shared/paging';

/** 000 §9: one file, at most 20,000,000 bytes and 2 minutes. */
export const PROMO_VIDEO_MAX_BYTES = 20_000_000;
export const PROMO_VIDEO_MAX_SECONDS = 120;
/** 000 §5's texts. */
export const VIDEO_TOO_LONG_MESSAGE = 'Video is too long! Please upload a video with a maximum length of 2 minutes.';
export const VIDEO_TOO_BIG_MESSAGE = 'File too big, please select a file less than 20MB';
/** 000 §5 gives it for "no file"; it is also the answer to a file that is not a video (its text is not shown). */
export const VIDEO_REQUIRED_MESSAGE = 'Please select a video';

/** Page size of the promo list (the specification leaves it to the server): two rows of three cards. */
export const PROMO_PAGE_SIZE = 6;

const videoRules = {
  field: 'video',
  kinds: ['mp4', 'webm', 'quicktime'] satisfies FileKind[],
  maxBytes: PROMO_VIDEO_MAX_BYTES,
  sizeMessage: VIDEO_TOO_BIG_MESSAGE,
  typeMessage: VIDEO_REQUIRED_MESSAGE,
  /**
   * The length as the container's header gives it. A file whose header does
   * not say (a live recording) is let through, as the browser's check does.
   */
  inspect: (bytes: Uint8Array) => {
    const seconds = videoDurationSeconds(bytes);
    if (seconds !== undefined && seconds > PROMO_VIDEO_MAX_SECONDS) throw badRequest(VIDEO_TOO_LONG_MESSAGE);
  },
};

/** The hospital whose videos the caller manages: a hospital's own, or its receptionist's. */
function callerPromoHospital(user: Claims | undefined): string {
  if (!user || (user.role !== 'HOSPITAL' && user.role !== 'RECEPTIONIST') || !user.hospitalId) throw forbidden();
  return user.hospitalId;
}

const likeCount = sql<number>`(select count(*)::int from ${promoVideoLikes} where ${promoVideoLikes.videoId} = ${promoVideos.id})`;

const columns = {
  id: promoVideos.id,
  hospitalId: promoVideos.hospitalId,
  storedName: promoVideos.storedName,
  name: promoVideos.name,
  views: promoVideos.views,
  engagements: promoVideos.engagements,
  likes: likeCount,
};

type VideoRow = {
  id: string;
  hospitalId: string;
  storedName: string;
  name: string;
  views: number;
  engagements: number;
  likes: number;
};

function toPromoVideo(row: VideoRow) {
  return {
    _id: row.id,
    url: fileUrl(row.storedName),
    name: row.name,
    likes: row.likes,
    views: row.views,
    engagements: row.engagements,
    hospitalId: row.hospitalId,
  };
}

async function loadVideo(db: Db, id: string | undefined): Promise<VideoRow> {
  const [row] = await db
    .select(columns)
    .from(promoVideos)
    .where(eq(promoVideos.id, id ?? ''));
  if (!row) throw notFound('Promo video not found');
  return row;
}

/** The name the card shows: the one sent, else the file's name without its extension. */
function nameOf(sent: unknown, file: File): string {
  const typed = typeof sent === 'string' ? sent.trim() : '';
  const fromFile = file.name.replace(/\.[^.]*$/, '').trim();
  return (typed || fromFile || 'Promo video').slice(0, 200);
}

const newestFirst = [desc(promoVideos.createdAt), desc(promoVideos.id)];

export const promoVideoHandlers = {
  /** One page of the caller's hospital's videos, newest first. */
  async listPromoVideos(request, services) {
    const db = services.database.db;
    const hospitalId = callerPromoHospital(request.user);
    const { page } = pageRequestOf(request.query);
    const mine = eq(promoVideos.hospitalId, hospitalId);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(promoVideos)
      .where(mine);
    const rows = await db
      .select(columns)
      .from(promoVideos)
      .where(mine)
      .orderBy(...newestFirst)
      .limit(PROMO_PAGE_SIZE)
      .offset(page * PROMO_PAGE_SIZE);
    const numberOfPages = Math.ceil(total / PROMO_PAGE_SIZE);
    return {
      json: {
        data: {
          videos: rows.map(toPromoVideo),
          pageNumber: page,
          numberOfPages,
          totalPages: numberOfPages,
          totalItems: total,
        },
      },
    };
  },

  /** Every video, newest first: a hospital's or receptionist's own hospital's; every hospital's for other roles. */
  async listAllPromoVideos({ user }, services) {
    const own = user?.role === 'HOSPITAL' || user?.role === 'RECEPTIONIST' ? callerPromoHospital(user) : undefined;
    const rows = await services.database.db
      .select(columns)
      .from(promoVideos)
      .where(own === undefined ? undefined : eq(promoVideos.hospitalId, own))
      .orderBy(...newestFirst);
    return { json: { data: rows.map(toPromoVideo) } };
  },

  /** + ADD PROMO VIDEO: one video (MP4, WebM or QuickTime by content), at most 20,000,000 bytes and 2 minutes. */
  async uploadPromoVideo(request, services) {
    const hospitalId = callerPromoHospital(request.user);
    const file = request.files.video;
    if (!file) throw badRequest(VIDEO_REQUIRED_MESSAGE);
    const stored = await services.files.save(file, videoRules);
    const db = services.database.db;
    const id = newId();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(files).values({ id: newId(), ...stored, ownerUserId: request.user?.sub ?? null });
        await tx.insert(promoVideos).values({
          id,
          hospitalId,
          storedName: stored.storedName,
          name: nameOf(request.body.name, file),
        });
      });
    } catch (error) {
      await services.files.remove(stored.storedName);
      throw error;
    }
    return {
      status: 201,
      json: { message: 'Promo created successfully', data: toPromoVideo(await loadVideo(db, id)) },
    };
  },

  /** Removes the video, its file row and its bytes; `fileId` must be the video's stored file name. */
  async deletePromoVideo({ params }, services) {
    const db = services.database.db;
    const video = await loadVideo(db, params.id);
    if (video.storedName !== params.fileId) throw notFound('Promo video not found');
    await db.transaction(async (tx) => {
      await tx.delete(promoVideos).where(eq(promoVideos.id, video.id));
      await tx.delete(files).where(eq(files.storedName, video.storedName));
    });
    await services.files.remove(video.storedName);
    return { json: { message: 'Promo deleted successfully', data: { _id: video.id } } };
  },

  /** A patient likes a video (once: liking again changes nothing); answers the video with its likes. */
  async likePromoVideo({ params }, services) {
    const db = services.database.db;
    const video = await loadVideo(db, params.id);
    await db.insert(promoVideoLikes).values({ videoId: video.id, userId: params.userId }).onConflictDoNothing();
    return { json: { data: toPromoVideo(await loadVideo(db, video.id)) } };
  },
} satisfies HandlerGroup;
