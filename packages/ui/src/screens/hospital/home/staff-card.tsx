import type { DashboardStaffCard } from '@aafiya/api-client';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { cn } from '../../../lib/cn';
import { UserText } from '../../../components/user-text';

export interface StaffCardButtonProps {
  card: DashboardStaffCard;
  onOpen: (id: string) => void;
}

/** A clickable card of the dashboard strip: photo, name and a detail line; opens the person's detail page. */
export function StaffCardButton({ card, onOpen }: StaffCardButtonProps) {
  const { t } = useTranslation('hospital');
  const type =
    card.nurseType === 'Technician'
      ? t('nurseTypeTechnician')
      : card.nurseType === 'Nurse'
        ? t('nurseTypeNurse')
        : undefined;
  const detail = [type, card.detail].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      data-slot="staff-card"
      onClick={() => {
        onOpen(card.id);
      }}
      className={cn(
        'group flex h-full w-full items-center gap-3 rounded-lg border border-border bg-surface p-4 text-start text-foreground shadow-xs transition-colors',
        'hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    >
      {/* The photo repeats the name: hidden from assistive technology, the button reads the name and detail. */}
      <span aria-hidden="true" className="contents">
        <Avatar size="lg" src={card.image} alt="" name={card.name} fallback="initials" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <UserText className="truncate font-semibold">{card.name}</UserText>
        {detail && <UserText className="truncate text-sm text-foreground-muted">{detail}</UserText>}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-neutral-500 rtl:-scale-x-100" />
    </button>
  );
}
