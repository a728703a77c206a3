import { useTranslation } from '../../../i18n/use-translation';
import { FileField } from '../../../components/files';

/** 002 §5, §9: one image (the server takes JPEG and PNG, checked by content), at most 5,242,880 bytes. */
export const CATALOGUE_IMAGE_RULES = {
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  maxSize: 5_242_880,
};

export interface CatalogueImageFieldProps {
  label: string;
  name: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  required: boolean;
  /** Update without a required image: the current one stays when none is chosen. */
  keepsCurrent: boolean;
  /** The catalogue's "select an image" message, also for a file that is not an image. */
  selectMessage: string;
  disabled?: boolean;
}

/**
 * A catalogue's logo or image: refused at once when too big ("File too Big,
 * please select a file less than 5mb") or not an image. Spec choice: 002
 * gives no message for a file that is not an image, so it reads the
 * catalogue's own "select an image" one ('Please select an image', or
 * 'Please select image' for package categories).
 */
export function CatalogueImageField({ keepsCurrent, selectMessage, ...field }: CatalogueImageFieldProps) {
  const { t } = useTranslation('adminCatalogues');
  return (
    <FileField
      {...CATALOGUE_IMAGE_RULES}
      {...field}
      description={keepsCurrent ? `${t('imageHint')} ${t('imageKept')}` : t('imageHint')}
      messages={{ tooLarge: t('fileTooBig'), wrongType: selectMessage }}
    />
  );
}
