import { LoaderCircle, UserX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../components/button';
import { Card } from '../../../../components/card';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

export interface AccountDeletionCardProps {
  /** The patient's `accountDeletionRequest`. */
  requested: boolean;
  /** Toggles the request; rejects to keep the confirmation open. */
  onToggle?: (() => Promise<void>) | undefined;
  pending?: boolean;
}

/**
 * The account deletion request (002 "Account settings": "a delete /
 * cancel-deletion account button"; §4: "requesting deletion sets
 * accountDeletionRequest and the button then reads cancel request"). Spec
 * choice: the request is asked for after a confirmation; withdrawing it
 * needs none (nothing is lost). The note under the button is ours: the admin
 * confirms the deletion, until then the account works.
 */
export function AccountDeletionCard({ requested, onToggle, pending = false }: AccountDeletionCardProps) {
  const { t } = useTranslation('patientAccount');
  const headingId = useId();
  const noteId = useId();
  const busy = pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null;
  return (
    <Card role="region" aria-labelledby={headingId} className="px-6" data-slot="account-deletion">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('deletionTitle')}
      </h2>
      {requested && <p className="text-sm font-medium text-danger-700">{t('deletionPending')}</p>}
      {onToggle &&
        (requested ? (
          <Button
            variant="secondary"
            className="self-start"
            aria-describedby={noteId}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) void onToggle().catch(() => undefined);
            }}
          >
            {busy}
            {t('cancelRequest')}
          </Button>
        ) : (
          <ConfirmDialog
            title={t('deleteQuestion')}
            description={t('deleteDetail')}
            confirmLabel={t('confirmDelete')}
            onConfirm={onToggle}
            trigger={
              <Button
                variant="danger"
                className="self-start"
                aria-describedby={noteId}
                aria-disabled={pending || undefined}
              >
                {busy ?? <UserX aria-hidden="true" />}
                {t('deleteAccount')}
              </Button>
            }
          />
        ))}
      <p id={noteId} className="text-sm text-foreground-muted">
        {t('deletionNote')}
      </p>
    </Card>
  );
}
