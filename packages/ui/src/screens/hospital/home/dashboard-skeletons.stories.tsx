import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { AppointmentCountCard } from './appointment-count-card';
import { AppointmentCountCardSkeleton } from './appointment-count-frame';
import { StaffTabsSkeleton, TodaysAppointmentsSkeleton } from './dashboard-skeletons';
import { StaffTabs } from './staff-tabs';
import { TodaysAppointments } from './todays-appointments';

// The dashboard's place holders (shown while a section's code loads) beside
// the sections they stand for, in their loading state: the first paint of
// /hospital, where a place holder of another size would move the page (CLS).

const loadingStaff = { doctors: { cards: [], loading: true }, nurses: { cards: [] }, labs: { cards: [] } };

/** The place holder and the section, side by side at the same width. */
function Pair({
  name,
  width,
  placeholder,
  section,
}: {
  name: string;
  width: string;
  placeholder: ReactNode;
  section: ReactNode;
}) {
  return (
    <div data-pair={name} className="grid gap-4" style={{ gridTemplateColumns: `${width} ${width}` }}>
      <div data-side="placeholder">{placeholder}</div>
      <div data-side="section">{section}</div>
    </div>
  );
}

function Pairs({ width }: { width: string }) {
  return (
    <div className="flex flex-col gap-6">
      <Pair
        name={`appointments ${width}`}
        width={width}
        placeholder={<TodaysAppointmentsSkeleton />}
        section={<TodaysAppointments appointments={[]} loading onRefresh={fn()} />}
      />
      <Pair
        name={`count ${width}`}
        width={width}
        placeholder={<AppointmentCountCardSkeleton />}
        section={<AppointmentCountCard onPeriodChange={fn()} />}
      />
      <Pair
        name={`staff ${width}`}
        width={width}
        placeholder={<StaffTabsSkeleton />}
        section={<StaffTabs lists={loadingStaff} onOpen={fn()} />}
      />
    </div>
  );
}

const meta = {
  title: 'Hospital/Home/Section place holders',
  component: Pairs,
  // The desktop dashboard's width of the wide column; the narrow stories: the From/To card's column, a phone.
  args: { width: '38rem' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Pairs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each place holder has its section's size: nothing moves when the section's code arrives. */
async function expectSameSizes(canvasElement: HTMLElement) {
  const pairs = [...canvasElement.querySelectorAll<HTMLElement>('[data-pair]')];
  await expect(pairs).toHaveLength(3);
  for (const pair of pairs) {
    const [placeholder, section] = (['placeholder', 'section'] as const).map((side) => {
      const box = pair.querySelector(`[data-side="${side}"] > *`);
      if (!box) throw new Error(`${pair.dataset.pair ?? ''}: no ${side}`);
      return box.getBoundingClientRect();
    });
    await expect({ pair: pair.dataset.pair, height: placeholder?.height }).toEqual({
      pair: pair.dataset.pair,
      height: section?.height,
    });
  }
}

export const SameSizes: Story = {
  name: 'Place holders have the sections’ sizes',
  play: async ({ canvasElement }) => {
    await expectSameSizes(canvasElement);
  },
};

export const Narrow: Story = {
  args: { width: '20rem' },
  play: async ({ canvasElement }) => {
    await expectSameSizes(canvasElement);
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expectSameSizes(canvasElement);
  },
};

export const ArabicNarrow: Story = {
  globals: arabic,
  args: { width: '20rem' },
  play: async ({ canvasElement }) => {
    await expectSameSizes(canvasElement);
  },
};
