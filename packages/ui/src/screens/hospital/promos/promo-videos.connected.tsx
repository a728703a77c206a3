import { useDeletePromoVideo, usePromoVideos, useUploadPromoVideo, type PromoVideoView } from '@aafiya/api-client';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { serverMessageOf } from '../staff/use-staff-list';
import { AddPromoVideoDialog } from './add-promo-video-dialog';
import type { PromoVideoFormValues } from './add-promo-video.schema';
import { PromoVideosView } from './promo-videos';

export interface PromoVideosScreenProps {
  /** No add button and no Delete (a read-only list). */
  readOnly?: boolean;
  /** Reads a chosen video's length in seconds; the browser's `<video>` metadata by default. */
  readDuration?: (file: File) => Promise<number | null>;
}

/**
 * Promo Videos on the API (hospital and receptionist areas): the paged list
 * of the caller's hospital's videos, + ADD PROMO VIDEO with upload progress
 * (on success the modal closes, "Promo created successfully", and the list
 * reloads at page 0), and Delete ("Promo deleted successfully"; a failure
 * toasts the server's message).
 */
export function PromoVideosScreen({ readOnly = false, readDuration }: PromoVideosScreenProps) {
  const { t } = useTranslation('promoVideos');
  const [page, setPage] = useState(0);
  const query = usePromoVideos(page);
  const upload = useUploadPromoVideo();
  const remove = useDeletePromoVideo();
  const [adding, setAdding] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string>();
  const aborter = useRef<AbortController | null>(null);

  const { data } = query;
  if (data && !query.isPlaceholderData && page > 0 && page >= data.pageCount) {
    // A delete emptied the last page: step back to the new last page (state set while rendering).
    setPage(Math.max(data.pageCount - 1, 0));
  }

  const openAdd = (open: boolean) => {
    if (!open) aborter.current?.abort(); // closing the modal cancels a running upload
    setAdding(open);
    setUploadError(undefined);
  };

  const add = async ({ video, name }: PromoVideoFormValues) => {
    const controller = new AbortController();
    aborter.current = controller;
    setUploadError(undefined);
    setProgress(0);
    try {
      await upload.mutateAsync({ file: video, name, onProgress: setProgress, signal: controller.signal });
      toast.success(t('created'));
      setPage(0);
      setAdding(false);
    } catch (error) {
      if (!controller.signal.aborted) setUploadError(serverMessageOf(error));
      throw error;
    } finally {
      setProgress(null);
      aborter.current = null;
    }
  };

  const deleteVideo = async (video: PromoVideoView) => {
    try {
      await remove.mutateAsync({ id: video.id, fileId: video.fileId });
      toast.success(t('deleted'));
    } catch (error) {
      toast.error(serverMessageOf(error));
      throw error;
    }
  };

  return (
    <>
      <PromoVideosView
        status={data ? 'ready' : query.isError ? 'error' : 'loading'}
        videos={data?.videos ?? []}
        page={data?.page ?? page}
        pageCount={data?.pageCount ?? 0}
        onPageChange={setPage}
        refreshing={query.isPlaceholderData}
        onRetry={() => void query.refetch()}
        onAdd={
          readOnly
            ? undefined
            : () => {
                openAdd(true);
              }
        }
        onDelete={readOnly ? undefined : deleteVideo}
      />
      {!readOnly && (
        <AddPromoVideoDialog
          open={adding}
          onOpenChange={openAdd}
          onSubmit={add}
          progress={progress}
          error={uploadError}
          readDuration={readDuration}
        />
      )}
    </>
  );
}
