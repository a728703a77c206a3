import { ArrowLeft, Building2, ChevronRight, UserRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { IconButton } from '../../../components/icon-button';
import { useLinkClick } from '../../../lib/navigation';
import { AuthCard } from '../login/auth-card';

export interface RegistrationChoiceViewProps {
  /** The back arrow: the app returns to the previous page (spec 000 §2.1). */
  onBack: () => void;
}

/**
 * Registration entry (spec 000 §2.1, 002 "Registration entry"): Patient goes to
 * /register-patient, Clinic/Hospital to /register-hospital; a back arrow returns.
 * The heading, description and hints are ours (the spec names only the choices).
 */
export function RegistrationChoiceView({ onBack }: RegistrationChoiceViewProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('registerTitle')}
      description={t('registerDescription')}
      leading={
        <IconButton label={t('back')} variant="ghost" size="sm" className="-ms-2" onClick={onBack}>
          <ArrowLeft className="rtl:-scale-x-100" />
        </IconButton>
      }
    >
      <nav aria-label={t('registerTitle')}>
        <ul className="flex flex-col gap-3">
          <li>
            <ChoiceLink href="/register-patient" icon={<UserRound />} title={t('patient')} hint={t('patientHint')} />
          </li>
          <li>
            <ChoiceLink
              href="/register-hospital"
              icon={<Building2 />}
              title={t('clinicHospital')}
              hint={t('clinicHospitalHint')}
            />
          </li>
        </ul>
      </nav>
    </AuthCard>
  );
}

interface ChoiceLinkProps {
  href: string;
  icon: ReactNode;
  title: string;
  hint: string;
}

/**
 * One choice: a card whose title is the link (its hit area stretched over the
 * card), with a line of help read as the link's description.
 */
function ChoiceLink({ href, icon, title, hint }: ChoiceLinkProps) {
  const onClick = useLinkClick(href);
  const hintId = `${useId()}-hint`;
  return (
    <div
      data-slot="registration-choice"
      className="relative flex items-center gap-4 rounded-lg border border-border bg-surface p-4 text-foreground transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:border-primary-500 hover:bg-primary-50"
    >
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&_svg]:size-6"
      >
        {icon}
      </span>
      <span className="flex flex-1 flex-col gap-0.5">
        <a
          href={href}
          onClick={onClick}
          aria-describedby={hintId}
          className="text-base font-semibold outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
        >
          {title}
        </a>
        <span id={hintId} className="text-sm text-foreground-muted">
          {hint}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-foreground-muted rtl:-scale-x-100" />
    </div>
  );
}
