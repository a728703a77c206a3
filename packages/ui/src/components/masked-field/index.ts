export { MaskedField, type MaskedFieldProps } from './masked-field';
export { incompleteMessageKeys, maskedValue, type MaskedValueMessages } from './masked-value';
export {
  applyEdit,
  caretAfter,
  digitsBefore,
  digitsOf,
  format,
  isComplete,
  maskOf,
  maskRegExp,
  masks,
  normalize,
  type Edit,
  type EditResult,
  type Mask,
  type MaskName,
} from './mask';
