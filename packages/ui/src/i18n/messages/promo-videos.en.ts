import type { Catalog } from './messages';

/**
 * Texts of the Promo Videos screen and its modals (000 §2.5 "Promo Videos",
 * §5, §8). English is the specification's wording where it gives one; the
 * rest is ours and marked "(ours)". Arabic translations are ours.
 *
 * English (loaded alone: messages/promo-videos.ar.ts has the Arabic).
 */
export default {
  title: 'Promo Videos',
  add: '+ ADD PROMO VIDEO',
  empty: 'No promo videos found',
  loadFailed: 'Problem while getting promos',
  retry: 'Try again', // (ours)
  created: 'Promo created successfully',
  deleted: 'Promo deleted successfully',
  likes: 'Likes',
  views: 'Views',
  engagements: 'Engagements',
  play: 'Play',
  videoActions: 'Actions for {{name}}', // (ours)
  // The add modal (its title and fields are not shown; ours).
  addTitle: 'Add Promo Video', // (ours)
  addDescription: 'One video file of at most 2 minutes and 20 MB.', // (ours)
  video: 'Video', // (ours)
  name: 'Name', // (ours)
  nameHint: 'Shown on the card; the file name when left empty.', // (ours)
  upload: 'Upload', // (ours)
  cancel: 'Cancel', // (ours)
  uploading: 'Uploading…', // (ours)
  uploadProgress: 'Upload progress', // (ours)
  // 000 §5.
  selectVideo: 'Please select a video',
  videoTooLong: 'Video is too long! Please upload a video with a maximum length of 2 minutes.',
  videoTooBig: 'File too big, please select a file less than 20MB',
  nameTooLong: 'The name can have at most 200 characters', // (ours)
  // The player (ours).
  playerFailed: 'This video cannot be played.',
} satisfies Catalog;
