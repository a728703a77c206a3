import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';

// The length of an MP4 or QuickTime file from its movie header, read by mp4box
// (GPAC's maintained parser): 'mvhd' in any version and wherever the 'moov' box
// lies, or 'mehd' when a fragmented file leaves the movie's duration at 0.

/** Seconds, or undefined when the file has no movie header or says no length. */
export function mp4DurationSeconds(bytes: Uint8Array): number | undefined {
  let movie: Movie | undefined;
  const file = createFile();
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    movie = undefined;
  };
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(bytes.slice().buffer, 0));
  file.flush();
  if (!movie || movie.timescale === 0) return undefined;
  if (movie.duration > 0) return movie.duration / movie.timescale;
  const fragments = movie.fragment_duration;
  return fragments && fragments.num > 0 && fragments.den > 0 ? fragments.num / fragments.den : undefined;
}
