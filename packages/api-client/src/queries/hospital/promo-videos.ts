import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { toFormData } from '../../client/form-data';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf, isUnderPath } from '../shared/query-helpers';

type PromoVideo = components['schemas']['PromoVideo'];
type PromoVideoPage = components['schemas']['PromoVideoPage'];

/** A promo video card (000 §2.5 "Promo Videos"). */
export interface PromoVideoView {
  id: string;
  /** Where the video plays from (`/api/files/<file name>`). */
  url: string;
  name: string;
  likes: number;
  views: number;
  engagements: number;
  /** The stored file name, the last part of the URL: DELETE /promos/{id}/{fileId} names it. */
  fileId: string;
}

export interface PromoVideoPageView {
  videos: PromoVideoView[];
  /** Zero-based, as the API counts. */
  page: number;
  pageCount: number;
}

/** The file-name part of a video URL (`/api/files/ab12….mp4` → `ab12….mp4`). */
export function promoFileIdOf(url: string): string {
  return url.split(/[?#]/)[0]?.split('/').pop() ?? '';
}

export function toPromoVideo(video: PromoVideo): PromoVideoView {
  return {
    id: video._id,
    url: video.url,
    name: video.name?.trim() || promoFileIdOf(video.url),
    likes: video.likes ?? 0,
    views: video.views ?? 0,
    engagements: video.engagements ?? 0,
    fileId: promoFileIdOf(video.url),
  };
}

export function toPromoVideoPage(answer: PromoVideoPage): PromoVideoPageView {
  return {
    videos: answer.videos.map(toPromoVideo),
    page: answer.pageNumber,
    pageCount: answer.totalPages,
  };
}

const PROMOS = '/promos';

/** `GET /promos?page=`: one page of the caller's hospital's videos (the server scopes them). */
export function promoVideosQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: ['get', PROMOS, { params: { query: { page } } }] as const,
    queryFn: async ({ signal }): Promise<PromoVideoPage> => {
      const { data } = await api.GET(PROMOS, { params: { query: { page } }, signal });
      return data?.data ?? { videos: [], pageNumber: page, numberOfPages: 0, totalPages: 0, totalItems: 0 };
    },
    select: toPromoVideoPage,
    placeholderData: keepPreviousData,
  });
}

/** `const { data, isError } = usePromoVideos(page)`. */
export function usePromoVideos(page: number) {
  return useQuery(promoVideosQueryOptions(useApi(), page));
}

/** `GET /promos/all?getAll=true`: every video the caller may see (patients: every hospital's). */
export function allPromoVideosQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', '/promos/all', { params: { query: { getAll: true } } }] as const,
    queryFn: async ({ signal }): Promise<PromoVideo[]> =>
      (await api.GET('/promos/all', { params: { query: { getAll: true } }, signal })).data?.data ?? [],
    select: (videos) => videos.map(toPromoVideo),
  });
}

export function useAllPromoVideos() {
  return useQuery(allPromoVideosQueryOptions(useApi()));
}

/** Every cached promo list (pages and the full list). */
const promoLists = { predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => isUnderPath(queryKey, PROMOS) };

/** What + ADD PROMO VIDEO sends. */
export interface PromoVideoUpload {
  file: File;
  /** The card's name; the server takes the file's name when it is left out. */
  name?: string;
  /** Whole percentages as the file goes out, 100 once the server has answered. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export function toPromoVideoFormData({ file, name }: Pick<PromoVideoUpload, 'file' | 'name'>): FormData {
  const trimmed = name?.trim();
  return toFormData({ video: file, ...(trimmed ? { name: trimmed } : {}) });
}

/** Uploads a video with progress (`POST /promos`, multipart); on success every promo list is reloaded. */
export function useUploadPromoVideo() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ onProgress, signal, ...upload }: PromoVideoUpload): Promise<PromoVideoView> => {
      const answer = await api.upload('post', PROMOS, { body: toPromoVideoFormData(upload), onProgress, signal });
      return toPromoVideo(answer.data);
    },
    onSuccess: () => queryClient.invalidateQueries(promoLists),
  });
}

/** Deletes a video and its file: `mutate({ id, fileId })`; every promo list is reloaded. */
export function useDeletePromoVideo() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fileId }: { id: string; fileId: string }) => {
      const params = { path: { id, fileId } };
      return bodyOf((await api.DELETE('/promos/{id}/{fileId}', { params })).data).data;
    },
    onSuccess: () => queryClient.invalidateQueries(promoLists),
  });
}

/** A patient likes a video: `mutate({ id, userId })` (the signed-in patient's user id); resolves with the video. */
export function useLikePromoVideo() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, userId }: { id: string; userId: string }) => {
      const params = { path: { id, userId } };
      return toPromoVideo(bodyOf((await api.PUT('/promos/like/{id}/{userId}', { params })).data).data);
    },
    onSuccess: () => queryClient.invalidateQueries(promoLists),
  });
}
