import { Pencil } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';

/**
 * The EDIT button of a detail page (000 §2.5). Passes its props on, so it can
 * be a staff modal's `trigger` (the modal opens it as a radix trigger).
 */
export function EditButton(props: Omit<ComponentProps<typeof Button>, 'children'>) {
  const { t } = useTranslation('staff');
  return (
    <Button {...props}>
      <Pencil aria-hidden="true" />
      {t('edit')}
    </Button>
  );
}
