import type { PublicHospitalService, PublicServiceProvider } from '@aafiya/api-client';
import { CalendarPlus, UserRoundX } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { UserText } from '../../../components/user-text';
import { useTranslation } from '../../../i18n/use-translation';
import { SpecialityChips } from './speciality-chips';

const roleText = { DOCTOR: 'roleDoctor', NURSE: 'roleNurse', TECHNICIAN: 'roleTechnician' } as const;

export interface ProviderPickerDialogProps {
  service: PublicHospitalService;
  /** A provider was chosen: the page keeps the hand-off and goes to /book-service-appointment. */
  onChoose: (provider: PublicServiceProvider) => void;
}

/** One provider of the list: a button naming them, with their role badge and specialities. */
function ProviderOption({ provider, onChoose }: { provider: PublicServiceProvider; onChoose: () => void }) {
  const { t } = useTranslation('publicDetail');
  const name = provider.role === 'DOCTOR' ? t('doctorName', { name: provider.name }) : provider.name;
  return (
    <li className="relative flex items-center gap-3 rounded-lg border border-border p-3 focus-within:outline-2 focus-within:outline-ring hover:bg-neutral-50">
      <Avatar src={provider.image ?? null} alt="" size="md" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={provider.role === 'DOCTOR' ? 'primary' : 'secondary'}>{t(roleText[provider.role])}</Badge>
          {/* The whole row is the button's target (its ::after covers the row). */}
          <button
            type="button"
            onClick={onChoose}
            className="text-start font-semibold [overflow-wrap:anywhere] after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
          >
            <UserText>{name}</UserText>
          </button>
        </div>
        {provider.role === 'DOCTOR' ? (
          <SpecialityChips specialities={provider.specialities} />
        ) : (
          provider.specialities.length > 0 && (
            <p className="text-sm text-foreground-muted">
              <UserText>{provider.specialities.join(', ')}</UserText>
            </p>
          )
        )}
      </div>
    </li>
  );
}

/**
 * 'Book Now' and its provider picker (002 "Hospital detail"): the service's
 * doctors, nurses and technicians, each with a role badge, name and
 * specialities (doctors: the first 2 and '+N'); 'No Providers Available' when
 * it has none.
 */
export function ProviderPickerDialog({ service, onChoose }: ProviderPickerDialogProps) {
  const { t } = useTranslation('publicDetail');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" className="w-full sm:w-auto">
          <CalendarPlus aria-hidden="true" />
          {t('bookNow')}
          <span className="sr-only">
            {': '}
            {service.name}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('pickerTitle')}</DialogTitle>
          <DialogDescription>{t('pickerDescription', { service: service.name })}</DialogDescription>
        </DialogHeader>
        {service.providers.length === 0 ? (
          <EmptyState icon={<UserRoundX />} title={t('noProviders')} />
        ) : (
          <ul className="flex flex-col gap-2">
            {service.providers.map((provider) => (
              <ProviderOption
                key={`${provider.role}-${provider.id}`}
                provider={provider}
                onChoose={() => {
                  onChoose(provider);
                }}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
