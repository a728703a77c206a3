import { useSpecialityOptions } from '@aafiya/api-client';
import { useLocale } from '../../../i18n';
import { useNavigate } from '../../../lib/navigation';
import { saveSearchText } from '../search/saved-search-text';
import { PublicHome } from './home';
import type { AppStoreLinks } from './app-download';

export type HomeScreenProps = AppStoreLinks & { className?: string };

/**
 * `/` on the API: the specialities (`GET /speciality`) for the finder. A search
 * stores its text under the hospital or doctor key and goes to /hospitals or
 * /doctor, whose page runs it (002). The store links come from the site's
 * configuration.
 */
export function HomeScreen({ appStoreUrl, playStoreUrl, className }: HomeScreenProps) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const specialities = useSpecialityOptions(locale);
  return (
    <PublicHome
      className={className}
      specialities={specialities.data ?? []}
      specialitiesLoading={specialities.isPending}
      appStoreUrl={appStoreUrl}
      playStoreUrl={playStoreUrl}
      onSearch={(kind, text) => {
        if (saveSearchText(kind, text)) navigate(kind === 'hospital' ? '/hospitals' : '/doctor');
      }}
    />
  );
}
