import type { Catalog } from './messages';

/**
 * Texts of the overlays components (English: the specification's wording).
 *
 * English (loaded alone: messages/overlays.ar.ts has the Arabic).
 */
export default {
  /** The spec's default delete confirmation (000 §3, 002 §8). */
  confirmDelete: 'Are you sure you want to delete this item?',
  /** Closing a dialog whose form has unsaved changes (the spec has no wording). */
  discardTitle: 'Discard changes?',
  discardText: 'What you entered in this form will be lost.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
  moreActions: 'More actions',
  breadcrumb: 'Breadcrumb',
  notifications: 'Notifications ({hotkey})',
  notification: 'Notification',
  dismissNotification: 'Dismiss notification',
  success: 'Success',
  error: 'Error',
} satisfies Catalog;
