import type { DashboardStaffCard, DashboardStaffKind } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { StaffListLoading } from './dashboard-skeletons';
import { StaffCardButton } from './staff-card';
import { emptyKey, errorKey, icons, isKind, kinds, labelKey } from './staff-kinds';

/** One tab's list: its cards, or the state it is in. */
export interface StaffListState {
  cards: readonly DashboardStaffCard[];
  loading?: boolean;
  /**
   * The list could not be loaded: "Problem while getting doctors / nurses / Laboratories" (000 §8).
   * The catalogue's message is shown for nurses too, although 000 §8 also says failed
   * nurse loads fall back silently to an empty list (an empty list would read "No nurse found").
   */
  error?: boolean;
}

export interface StaffTabsProps {
  lists: Readonly<Record<DashboardStaffKind, StaffListState>>;
  /** The shown tab, when the parent keeps it; else the strip keeps its own (default My Doctors). */
  tab?: DashboardStaffKind;
  onTabChange?: (tab: DashboardStaffKind) => void;
  /** A card was clicked: the detail page of that doctor, nurse/technician or laboratory. */
  onOpen: (kind: DashboardStaffKind, id: string) => void;
}

/** The tabbed strip My Doctors / My Nurses/Technicians / My Labs of clickable cards (000 §2.5, Dashboard). */
export function StaffTabs({ lists, tab, onTabChange, onOpen }: StaffTabsProps) {
  const { t } = useTranslation('hospital');
  return (
    <Tabs
      variant="pill"
      value={tab}
      defaultValue={tab === undefined ? 'doctors' : undefined}
      onValueChange={(value) => {
        if (isKind(value)) onTabChange?.(value);
      }}
    >
      <TabsList aria-label={t('staff')} className="max-w-full overflow-x-auto">
        {kinds.map((kind) => (
          <TabsTrigger key={kind} value={kind}>
            {icons[kind]}
            {t(labelKey[kind])}
          </TabsTrigger>
        ))}
      </TabsList>
      {kinds.map((kind) => (
        <TabsContent key={kind} value={kind}>
          <StaffList kind={kind} state={lists[kind]} onOpen={onOpen} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function StaffList({
  kind,
  state,
  onOpen,
}: {
  kind: DashboardStaffKind;
  state: StaffListState;
  onOpen: StaffTabsProps['onOpen'];
}) {
  const { t } = useTranslation('hospital');
  if (state.loading) return <StaffListLoading />;
  if (state.error) {
    return (
      <p role="alert" className="py-8 text-center font-medium text-danger-700">
        {t(errorKey[kind])}
      </p>
    );
  }
  if (state.cards.length === 0) return <EmptyState title={t(emptyKey[kind])} />;
  return (
    <div className="@container">
      <ul className="grid grid-cols-1 gap-3 @lg:grid-cols-2 @4xl:grid-cols-3">
        {state.cards.map((card) => (
          <li key={card.id}>
            <StaffCardButton
              card={card}
              onOpen={(id) => {
                onOpen(kind, id);
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
