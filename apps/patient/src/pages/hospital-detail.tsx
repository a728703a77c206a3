import type { RouteParams } from '@aafiya/session';
import { HospitalDetailScreen } from '@aafiya/ui/public';

/** /hospitals/:id (002 "Hospital detail"). */
export default function HospitalDetailPage({ params }: { params: RouteParams }) {
  return <HospitalDetailScreen hospitalId={params.id ?? ''} />;
}
