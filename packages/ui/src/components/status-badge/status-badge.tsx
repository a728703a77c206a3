import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Badge, type BadgeProps } from '../badge';
import { statusLabelKey, statusTone, type StatusKind, type StatusValue } from './status-tone';

export type StatusBadgeProps = Omit<BadgeProps, 'variant' | 'asChild' | 'children'> & {
  /** Which rules colour the status: slot, appointment, promo code or lab request. */
  kind: StatusKind;
  /** The status as the API sends it (BOOKED, TAKEN, completed, ...); none means free or pending. */
  status: StatusValue;
  /** Replaces the label; by default the status text, translated for the statuses the spec names. */
  children?: ReactNode;
};

/** A badge that colours and labels a slot, appointment, promo code or lab request status. */
export function StatusBadge({ kind, status, children, ...props }: StatusBadgeProps) {
  const { t } = useTranslation('basics');
  const key = statusLabelKey(kind, status);
  const label = children ?? (key ? t(key) : status);
  return (
    <Badge data-kind={kind} data-status={status ?? ''} variant={statusTone(kind, status)} {...props}>
      {label}
    </Badge>
  );
}
