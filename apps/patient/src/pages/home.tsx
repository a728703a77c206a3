import { AreaHomePage } from '@aafiya/session';
import { publicSections } from '../navigation';

/** The public landing, for now: a welcome and cards to the site's sections (the real home comes later). */
export default function HomePage() {
  return <AreaHomePage items={publicSections} />;
}
