import { Pencil } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardContent, CardHeader } from '../../../components/card';
import { CardMenu } from '../../../components/card-menu';
import { UserText } from '../../../components/user-text';
import { cn } from '../../../lib/cn';
import { PictureFrame } from '../../hospital/services/picture-frame';
import type { CatalogueEntry } from './catalogue-entry';

export interface CatalogueItemProps {
  entry: CatalogueEntry;
  /** `card` in a grid, `row` in a list (Addons). */
  layout: 'card' | 'row';
  /** Opens the modal with the item's values. */
  onUpdate?: () => void;
  /**
   * Delete after "Are you sure you want to delete this item?". A returned
   * promise keeps the confirmation busy; a rejection keeps it open.
   */
  onDelete?: () => void | Promise<void>;
}

/** The names: the reader's language as the heading, the other one under it. */
function Names({ entry, size }: { entry: CatalogueEntry; size: 'lg' | 'base' }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <h2
        className={cn('leading-tight font-semibold [overflow-wrap:anywhere]', size === 'lg' ? 'text-lg' : 'text-base')}
      >
        <UserText>{entry.name}</UserText>
      </h2>
      {entry.otherName && (
        <p lang={entry.otherName.lang} dir="auto" className="text-sm text-foreground-muted [overflow-wrap:anywhere]">
          {entry.otherName.text}
        </p>
      )}
    </div>
  );
}

/**
 * A catalogue item (002 "Admin area"): a card with its picture, names and
 * details, or a row of a list; a ⋮ menu with Update and Delete.
 */
export function CatalogueItem({ entry, layout, onUpdate, onDelete }: CatalogueItemProps) {
  const { t } = useTranslation('adminCatalogues');
  const menu = (
    <CardMenu
      label={t('actionsFor', { name: entry.name })}
      actions={onUpdate && [{ label: t('update'), icon: Pencil, onSelect: onUpdate }]}
      onDelete={onDelete}
    />
  );
  if (layout === 'row') {
    return (
      <div data-slot="catalogue-row" className="flex items-center justify-between gap-3 px-4 py-3">
        <Names entry={entry} size="base" />
        {menu}
      </div>
    );
  }
  return (
    <Card data-slot="catalogue-card" className={cn('h-full gap-3 overflow-hidden', entry.picture && 'pt-0')}>
      {entry.picture && (
        <PictureFrame src={entry.picture.src} icon={entry.picture.icon} className="aspect-[16/9] w-full" />
      )}
      <CardHeader className="flex-row items-start justify-between gap-2">
        <Names entry={entry} size="lg" />
        {menu}
      </CardHeader>
      {entry.details && <CardContent className="flex flex-col gap-1 text-sm">{entry.details}</CardContent>}
    </Card>
  );
}
