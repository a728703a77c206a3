import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface RegistrationStepsProps {
  /** The names of the steps, in order. */
  steps: readonly string[];
  /** The current step, from 1. */
  current: number;
  /** Accessible name of the list, e.g. "Registration steps". */
  label: string;
}

/** Where the wizard is: numbered steps, the current one marked `aria-current="step"`. */
export function RegistrationSteps({ steps, current, label }: RegistrationStepsProps) {
  return (
    <ol aria-label={label} data-slot="registration-steps" className="flex flex-wrap items-center gap-x-6 gap-y-2">
      {steps.map((name, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li
            key={name}
            aria-current={active ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 text-sm',
              active ? 'font-semibold text-foreground' : 'text-foreground-muted',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 items-center justify-center rounded-full border text-xs font-semibold',
                active && 'border-primary-700 bg-primary-700 text-neutral-0',
                done && 'border-primary-700 bg-primary-50 text-primary-800',
                !active && !done && 'border-neutral-400 bg-surface text-foreground-muted',
              )}
            >
              {done ? <Check className="size-4" /> : number}
            </span>
            {name}
          </li>
        );
      })}
    </ol>
  );
}
