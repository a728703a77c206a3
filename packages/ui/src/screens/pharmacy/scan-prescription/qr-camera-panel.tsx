import { Camera, CameraOff } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { useQrCamera, type QrCameraState } from '../../../lib/qr/use-qr-camera';
import { AuthMessage } from '../../public/login/auth-card';

const problemKeys: Partial<Record<QrCameraState, 'noCamera' | 'cameraDenied' | 'cameraFailed'>> = {
  'no-camera': 'noCamera',
  denied: 'cameraDenied',
  failed: 'cameraFailed',
};

/**
 * Scanning with the back camera: Start camera / Stop camera, the preview while it scans, and why it cannot when
 * there is no camera or the permission is refused. `onText` gets the text of the first QR code read.
 */
export function QrCameraPanel({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('pharmacy');
  const { videoRef, state, start, stop } = useQrCamera(onText);
  const active = state === 'starting' || state === 'scanning';
  const problem = problemKeys[state];
  return (
    <div data-slot="qr-camera" className="flex flex-col gap-3">
      <Button
        variant={active ? 'secondary' : 'primary'}
        className="self-start"
        onClick={() => {
          if (active) stop();
          else void start();
        }}
      >
        {active ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
        {active ? t('stopCamera') : t('startCamera')}
      </Button>
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t('cameraPreview')}
        hidden={!active}
        className="aspect-square w-full max-w-xs rounded-md border border-border bg-neutral-900 object-cover"
      />
      {active && (
        <p role="status" className="text-sm text-foreground-muted">
          {state === 'starting' ? t('cameraStarting') : t('cameraScanning')}
        </p>
      )}
      {problem && <AuthMessage tone="error">{t(problem)}</AuthMessage>}
    </div>
  );
}
