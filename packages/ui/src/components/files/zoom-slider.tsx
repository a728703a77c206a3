import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { snapZoom } from './crop-maths';

export interface ZoomSliderProps {
  label: string;
  value: number;
  onChange: (zoom: number) => void;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
}

/** The crop's zoom: react-aria's slider (arrows step, Home/End jump to the ends), value shown as ×1.1. */
export function ZoomSlider({ label, value, onChange, min, max, step, disabled }: ZoomSliderProps) {
  return (
    <Slider
      data-slot="zoom-slider"
      value={value}
      onChange={(zoom) => {
        onChange(snapZoom(zoom, { min, max, step }));
      }}
      minValue={min}
      maxValue={max}
      step={step}
      isDisabled={disabled}
      formatOptions={{ minimumFractionDigits: 1, maximumFractionDigits: 2 }}
      className="flex flex-col gap-1 data-disabled:opacity-60"
    >
      <div className="flex items-center justify-between text-sm">
        <Label className="font-medium text-foreground">{label}</Label>
        <SliderOutput className="tabular-nums text-foreground-muted">
          {({ state }) => `×${state.getThumbValueLabel(0)}`}
        </SliderOutput>
      </div>
      <SliderTrack className="relative h-6 w-full">
        {({ state }) => (
          <>
            <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-neutral-200" />
            <div
              className="absolute start-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary-700"
              style={{ width: `${state.getThumbPercent(0) * 100}%` }}
            />
            <SliderThumb className="top-1/2 size-5 rounded-full border-2 border-primary-700 bg-surface shadow-sm data-dragging:bg-primary-50 data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-ring" />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
