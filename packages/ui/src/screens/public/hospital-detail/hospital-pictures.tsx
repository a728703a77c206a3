import { Building2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { PictureFrame } from '../../hospital/services/picture-frame';

/** 002 §9: up to 3 hospital images. */
export const MAX_HOSPITAL_PICTURES = 3;

export interface HospitalPicturesProps {
  name: string;
  images: readonly string[];
}

/**
 * Up to three of the hospital's pictures; a placeholder stands for a missing
 * (or broken) one, and for the gallery when there is none (002 "Hospital detail").
 */
export function HospitalPictures({ name, images }: HospitalPicturesProps) {
  const { t } = useTranslation('publicDetail');
  const shown = images.slice(0, MAX_HOSPITAL_PICTURES);
  if (shown.length === 0) {
    return (
      <div role="img" aria-label={t('noPicture')} data-slot="hospital-pictures">
        <PictureFrame icon={<Building2 />} className="aspect-[16/9] max-h-64 w-full rounded-lg sm:aspect-[3/1]" />
      </div>
    );
  }
  return (
    <ul
      aria-label={t('picturesLabel', { name })}
      data-slot="hospital-pictures"
      className="grid grid-cols-2 gap-2 sm:grid-cols-3"
    >
      {shown.map((src, index) => (
        <li
          key={src}
          // The first picture spans the phone's width; three sit side by side from `sm`.
          className={index === 0 ? 'col-span-2 sm:col-span-1' : undefined}
        >
          <div role="img" aria-label={t('pictureAlt', { name, number: index + 1 })}>
            <PictureFrame src={src} icon={<Building2 />} className="aspect-[4/3] w-full rounded-lg" />
          </div>
        </li>
      ))}
    </ul>
  );
}
