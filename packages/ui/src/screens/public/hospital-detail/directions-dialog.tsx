import { Navigation } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '../../../components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { lazyComponent } from '../../../lib/lazy-component';
import type { DirectionsPanelProps } from './directions-panel';

// The map and the route (Leaflet's glue, the route service) load when the modal first opens.
const DirectionsPanel = lazyComponent(() => import('./directions-panel').then((m) => m.DirectionsPanel));

/** Loads the modal's map code now (a story's loader). */
export function preloadDirections(): Promise<unknown> {
  return DirectionsPanel.preload();
}

/** The get-directions link and its modal (002 "Hospital detail"). */
export function DirectionsDialog(props: DirectionsPanelProps) {
  const { t } = useTranslation('publicDetail');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto self-start px-0">
          <Navigation aria-hidden="true" className="rtl:-scale-x-100" />
          {t('getDirections')}
        </Button>
      </DialogTrigger>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('directionsTitle', { name: props.destinationName })}</DialogTitle>
          <DialogDescription>{t('directionsDescription')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label={t('locating')} />}>
          <DirectionsPanel {...props} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
