/**
 * Records a real WebM video of about `ms` milliseconds from a canvas with
 * MediaRecorder, for stories that exercise the real duration reader.
 * Story-only helper: not exported from the package entry.
 */
export async function recordVideo(ms: number, name = 'recorded.webm'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context.');
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
  const stopped = new Promise<void>((resolve) => {
    recorder.addEventListener('stop', () => {
      resolve();
    });
  });
  let frame = 0;
  const draw = window.setInterval(() => {
    frame += 1;
    context.fillStyle = frame % 2 ? '#0f766e' : '#f8fafc';
    context.fillRect(0, 0, 64, 64);
  }, 33);
  recorder.start(100);
  await new Promise((resolve) => window.setTimeout(resolve, ms));
  recorder.stop();
  await stopped;
  window.clearInterval(draw);
  stream.getTracks().forEach((track) => {
    track.stop();
  });
  return new File(chunks, name, { type: 'video/webm' });
}
