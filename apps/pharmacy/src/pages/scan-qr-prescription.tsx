import { ScanPrescriptionScreen } from '@aafiya/ui/pharmacy';

/** /pharmacy/scan-qr-prescription: read a QR prescription (camera, photo, PDF or reference) and dispense it (#21). */
export default function ScanQrPrescriptionPage() {
  return <ScanPrescriptionScreen />;
}
