/**
 * The length in seconds of a video file, read in the browser from a `<video>`
 * element's `loadedmetadata` on an object URL; null when it cannot be read
 * within `timeoutMs`. Recordings without a duration header (MediaRecorder
 * WebM reports Infinity) are measured by seeking to their end.
 */
export function readVideoDuration(file: Blob, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = window.setTimeout(() => {
      finish(null);
    }, timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => {
      if (Number.isFinite(video.duration)) {
        finish(video.duration);
        return;
      }
      video.addEventListener('durationchange', () => {
        if (Number.isFinite(video.duration)) finish(video.duration);
      });
      video.currentTime = Number.MAX_SAFE_INTEGER;
    });
    video.addEventListener('error', () => {
      finish(null);
    });
    video.src = url;
  });
}
