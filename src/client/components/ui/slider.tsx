import { Slider as RadixSlider } from 'radix-ui';

export function RangeSlider({
  value,
  onValueChange,
  onValueCommit,
  min,
  max,
  step,
  thumbLabels,
}: {
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  onValueCommit: (value: [number, number]) => void;
  min: number;
  max: number;
  step: number;
  thumbLabels: [string, string];
}) {
  return (
    <RadixSlider.Root
      className="relative flex h-8 w-full touch-none items-center select-none"
      value={value}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={1}
      onValueChange={(next) => onValueChange([next[0] ?? min, next[1] ?? max])}
      onValueCommit={(next) => onValueCommit([next[0] ?? min, next[1] ?? max])}
    >
      <RadixSlider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
        <RadixSlider.Range className="absolute h-full rounded-full bg-brand-700" />
      </RadixSlider.Track>
      {thumbLabels.map((label) => (
        <RadixSlider.Thumb
          key={label}
          aria-label={label}
          className="block h-6 w-6 rounded-full border-2 border-brand-700 bg-white shadow focus:ring-4 focus:ring-brand-600/30 focus:outline-none"
        />
      ))}
    </RadixSlider.Root>
  );
}
