import { Mail, Phone } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { UserText } from '../../../components/user-text';

/** `+971-50 123 4567` → `tel:+971501234567`. */
export function telHrefOf(mobile: string): string {
  return `tel:${mobile.replace(/[^\d+]/g, '')}`;
}

export interface ContactLinksProps {
  name: string;
  email: string;
  /** "" hides the phone link. */
  mobile: string;
  className?: string;
}

const linkClass =
  'inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm text-foreground-muted underline-offset-4 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0';

/** The mail and phone links of a staff member (mailto: and tel:). */
export function ContactLinks({ name, email, mobile, className }: ContactLinksProps) {
  const { t } = useTranslation('staff');
  return (
    <ul data-slot="contact-links" className={cn('flex min-w-0 flex-col gap-1', className)}>
      <li className="min-w-0">
        <a href={`mailto:${email}`} className={linkClass} aria-label={`${t('emailPerson', { name })}: ${email}`}>
          <Mail aria-hidden="true" />
          <UserText className="[overflow-wrap:anywhere]">{email}</UserText>
        </a>
      </li>
      {mobile !== '' && (
        <li className="min-w-0">
          <a href={telHrefOf(mobile)} className={linkClass} aria-label={`${t('callPerson', { name })}: ${mobile}`}>
            <Phone aria-hidden="true" />
            <span dir="ltr" className="tabular-nums">
              {mobile}
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}
