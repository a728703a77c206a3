import { AreaHomePage } from '@aafiya/session';

/** For now the area's home is its welcome and a card per section; the real dashboard comes with its issue. */
export default function HomePage() {
  return <AreaHomePage />;
}
