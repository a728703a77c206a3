import { PageNotFound } from '@aafiya/ui';

export default function NotFoundPage() {
  return <PageNotFound homeHref="/" />;
}
