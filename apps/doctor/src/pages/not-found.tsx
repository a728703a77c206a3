import { NotFoundPage as AreaNotFound } from '@aafiya/session';

export default function NotFoundPage() {
  return <AreaNotFound />;
}
