import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeQrImageData, pixelsOf } from './qr-decoder';

/** off, starting, scanning; or why it cannot: no camera, permission refused, another failure. */
export type QrCameraState = 'off' | 'starting' | 'scanning' | 'no-camera' | 'denied' | 'failed';

/** How often a frame is decoded while scanning (ms). */
const FRAME_INTERVAL = 250;

function stateOfError(error: unknown): QrCameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'no-camera';
  }
  return 'failed';
}

/**
 * The back camera in a <video> (attach `videoRef`), a frame decoded every 250 ms until a QR code is read: then the
 * camera stops and `onText` gets the code's text. The tracks stop on `stop()`, on success and on unmount.
 */
export function useQrCamera(onText: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** Bumped on every start and stop: a late frame or permission answer of an older run is ignored. */
  const run = useRef(0);
  const onTextRef = useRef(onText);
  const [state, setState] = useState<QrCameraState>('off');

  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  const release = useCallback(() => {
    run.current += 1;
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => {
      track.stop();
    });
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState('off');
  }, [release]);

  const start = useCallback(async () => {
    release();
    const current = run.current;
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (typeof media?.getUserMedia !== 'function') {
      setState('no-camera');
      return;
    }
    setState('starting');
    let opened: MediaStream;
    try {
      opened = await media.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      if (current === run.current) setState(stateOfError(error));
      return;
    }
    if (current !== run.current) {
      opened.getTracks().forEach((track) => {
        track.stop();
      });
      return;
    }
    stream.current = opened;
    const video = videoRef.current;
    if (!video) {
      release();
      setState('failed');
      return;
    }
    video.srcObject = opened;
    try {
      await video.play();
    } catch {
      // Autoplay of a muted inline video is allowed; a refusal still leaves frames to read once it plays.
    }
    if (current !== run.current) return;
    setState('scanning');

    const frame = async () => {
      if (current !== run.current) return;
      let text: string | null = null;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        try {
          text = await decodeQrImageData(pixelsOf(video, video.videoWidth, video.videoHeight));
        } catch {
          text = null;
        }
      }
      if (current !== run.current) return;
      if (text) {
        stop();
        onTextRef.current(text);
        return;
      }
      timer.current = window.setTimeout(() => void frame(), FRAME_INTERVAL);
    };
    void frame();
  }, [release, stop]);

  useEffect(() => release, [release]);

  return { videoRef, state, start, stop };
}
