import { useReceptionist } from '@aafiya/api-client';
import { useState } from 'react';
import { EditReceptionistDialog } from '../staff-forms/person-form-dialog.connected';
import { ReceptionistDetailView } from './receptionist-detail';

export interface ReceptionistDetailScreenProps {
  /** The receptionist's id, from /hospital/receptionist-info/{id}. */
  id: string;
  /** No EDIT (read-only viewers). */
  readOnly?: boolean;
}

/** The receptionist detail on the API (`GET /receptionists/{id}`), with the EDIT modal (`PUT`). */
export function ReceptionistDetailScreen({ id, readOnly = false }: ReceptionistDetailScreenProps) {
  const query = useReceptionist(id);
  const [editing, setEditing] = useState(false);
  const receptionist = query.data;
  return (
    <>
      <ReceptionistDetailView
        status={receptionist ? 'ready' : query.isError ? 'error' : 'loading'}
        receptionist={receptionist}
        onRetry={() => {
          void query.refetch();
        }}
        onEdit={
          readOnly
            ? undefined
            : () => {
                setEditing(true);
              }
        }
      />
      {receptionist && !readOnly && (
        <EditReceptionistDialog receptionist={receptionist} open={editing} onOpenChange={setEditing} />
      )}
    </>
  );
}
