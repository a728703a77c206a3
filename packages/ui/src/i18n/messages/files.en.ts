import type { Catalog } from './messages';

/**
 * Texts of the files components (file field, image crop) and, under `date…`
 * keys, of the date fields. English follows the specification where it has
 * wording ("Required", "From must be in the future", "To must be after From");
 * the spec's upload messages themselves are props the screens pass in.
 *
 * English (loaded alone: messages/files.ar.ts has the Arabic).
 */
export default {
  fileChoose: 'Choose file',
  fileDropHint: 'or drag and drop it here',
  fileRemove: 'Remove {{name}}',
  fileChecking: 'Checking the file…',
  fileWrongType: 'This type of file is not allowed',
  fileTooLarge: 'The file is too large',
  fileTooLong: 'The video is too long',
  cropArea: 'Crop area',
  cropZoom: 'Zoom',
  cropHint: 'Drag the image to move it inside the frame.',
  dateBeforeMin: 'Choose {{min}} or a later day',
  dateInvalid: 'Enter a valid date',
  dateSelectTime: 'Select time',
  dateDay: 'Date',
  dateFrom: 'From',
  dateTo: 'To',
  dateSlotFromRequired: 'Required',
  dateSlotToRequired: 'Required',
  dateSlotOutsideDay: 'The slot must be on the selected day',
  dateSlotHalfHour: 'Minutes must be 0 or 30',
  dateSlotFromPast: 'From must be in the future',
  dateSlotToBeforeFrom: 'To must be after From',
} satisfies Catalog;
