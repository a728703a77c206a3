export { FileField, type FileFieldProps } from './file-field';
export { ImageCropField, type ImageCropFieldProps } from './image-crop-field';
export { ZoomSlider, type ZoomSliderProps } from './zoom-slider';
export { checkFile, isTooLong, isVideo, matchesAccept, type FileProblem, type FileRules } from './file-rules';
export { readVideoDuration } from './video-duration';
export { cropToJpeg } from './crop-image';
export {
  clampCropArea,
  croppedOutputSize,
  jpegFileName,
  snapZoom,
  zoomLevels,
  type CropArea,
  type CropSize,
} from './crop-maths';
