import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import type { FieldProps } from '../forms/field-props';
import { usePendingWork } from '../forms/pending-work';
import { cropToJpeg } from './crop-image';
import type { CropSize } from './crop-maths';
import { FileField } from './file-field';
import type { FileProblem, FileRules } from './file-rules';
import { ZoomSlider } from './zoom-slider';

export type ImageCropFieldProps = FieldProps &
  FileRules & {
    /** Messages of refused files, e.g. "Size should be less than or equal to 500 KB". */
    messages?: Partial<Record<Exclude<FileProblem, 'tooLong'>, string>>;
    /**
     * Called with the cropped picture as a JPEG `File` each time the crop
     * settles; null when removed or unreadable. Until the chosen picture's crop
     * arrives, the enclosing `Form` (or `PendingWorkContext`) counts it as pending
     * work, so a submit pressed right after choosing waits for it.
     */
    onChange?: (file: File | null) => void;
    /** The crop frame in screen pixels; the specification's profile picture uses 250 × 250. */
    cropSize?: CropSize;
    minZoom?: number;
    maxZoom?: number;
    zoomStep?: number;
    /** Scale the result down to fit this size (by default it keeps the cropped area's own pixels). */
    maxOutputSize?: CropSize;
    /** The zoom slider's label; "Zoom" by default. */
    zoomLabel?: string;
    name?: string;
    required?: boolean;
    disabled?: boolean;
    id?: string;
  };

interface Source {
  file: File;
  url: string;
}

/**
 * Choose a picture, frame it in a fixed crop box (drag, or arrow keys on the
 * frame), zoom 1 to 2 in steps of 0.1 with a slider, and get the cropped
 * picture as a JPEG `File` made on a canvas.
 */
export function ImageCropField({
  onChange,
  cropSize = { width: 250, height: 250 },
  minZoom = 1,
  maxZoom = 2,
  zoomStep = 0.1,
  maxOutputSize,
  zoomLabel,
  accept = 'image/*',
  disabled,
  className,
  ...fileProps
}: ImageCropFieldProps) {
  const { t } = useTranslation('files');
  const hintId = useId();
  const work = usePendingWork();
  const [source, setSource] = useState<Source | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(minZoom);
  const urlRef = useRef<string | null>(null);
  const attempt = useRef(0);
  // Ends the wait for the chosen picture's crop (from choosing until its first crop is delivered).
  const awaitingCrop = useRef<(() => void) | null>(null);

  const stopAwaiting = () => {
    awaitingCrop.current?.();
    awaitingCrop.current = null;
  };

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      awaitingCrop.current?.();
    },
    [],
  );

  const pick = (file: File | null) => {
    attempt.current += 1;
    stopAwaiting();
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = file ? URL.createObjectURL(file) : null;
    setSource(file && urlRef.current ? { file, url: urlRef.current } : null);
    setCrop({ x: 0, y: 0 });
    setZoom(minZoom);
    // Synchronously, within the change event: a submit right after this waits for the crop.
    if (file) awaitingCrop.current = work?.begin() ?? null;
    else onChange?.(null);
  };

  /** The picture cannot be read or cropped: no value (the form asks for a picture again). */
  const fail = () => {
    stopAwaiting();
    onChange?.(null);
  };

  const produce = async (area: Area) => {
    if (!source) return;
    const current = ++attempt.current;
    const done = work?.begin();
    try {
      const cropped = await cropToJpeg(source.url, area, source.file.name, { maxSize: maxOutputSize });
      if (current === attempt.current) {
        onChange?.(cropped);
        stopAwaiting();
      }
    } catch {
      if (current === attempt.current) fail();
    } finally {
      done?.();
    }
  };

  const margin = 24;
  return (
    <div data-slot="image-crop-field" className={cn('flex flex-col gap-3', className)}>
      <FileField {...fileProps} accept={accept} disabled={disabled} value={source?.file ?? null} onChange={pick} />
      {source && (
        <div className="flex flex-col gap-3" style={{ width: cropSize.width + 2 * margin }}>
          <div
            className="relative overflow-hidden rounded-md bg-neutral-900"
            style={{ width: cropSize.width + 2 * margin, height: cropSize.height + 2 * margin }}
          >
            <Cropper
              image={source.url}
              crop={crop}
              zoom={zoom}
              minZoom={minZoom}
              maxZoom={maxZoom}
              aspect={cropSize.width / cropSize.height}
              cropSize={cropSize}
              objectFit="cover"
              zoomWithScroll={!disabled}
              onCropChange={disabled ? () => undefined : setCrop}
              onZoomChange={(next) => {
                setZoom(next);
              }}
              onCropComplete={(_, pixels) => void produce(pixels)}
              mediaProps={{ alt: '', onError: fail }}
              cropperProps={{
                role: 'group',
                'aria-label': t('cropArea'),
                'aria-describedby': hintId,
              }}
              classes={{ cropAreaClassName: 'focus-visible:outline-2 focus-visible:outline-ring' }}
            />
          </div>
          <p id={hintId} className="text-sm text-foreground-muted">
            {t('cropHint')}
          </p>
          <ZoomSlider
            label={zoomLabel ?? t('cropZoom')}
            value={zoom}
            onChange={setZoom}
            min={minZoom}
            max={maxZoom}
            step={zoomStep}
            disabled={disabled}
          />
        </div>
      )}
    </div>
  );
}
