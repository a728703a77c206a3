import type { RouteParams } from '@aafiya/session';
import { PublicDoctorDetailScreen } from '@aafiya/ui/public';

/** /doctor/:id (002 "Doctor detail"). */
export default function DoctorDetailPage({ params }: { params: RouteParams }) {
  return <PublicDoctorDetailScreen doctorId={params.id ?? ''} />;
}
