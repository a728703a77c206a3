import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { Card, CardDescription, CardHeader, CardTitle } from '../card';
import { CardGrid } from './card-grid';

const doctors = [
  ['Dr. Sara Ahmed', 'Cardiology'],
  ['Dr. Omar Khalid', 'Dermatology'],
  ['Dr. Layla Hassan', 'Paediatrics'],
  ['Dr. Yousef Ali', 'Orthopaedics'],
  ['Dr. Mariam Saeed', 'Neurology'],
  ['Dr. Khalid Nasser', 'Ophthalmology'],
] as const;

const doctorsAr = [
  ['د. سارة أحمد', 'أمراض القلب'],
  ['د. عمر خالد', 'الأمراض الجلدية'],
  ['د. ليلى حسن', 'طب الأطفال'],
] as const;

function columnCount(canvasElement: HTMLElement): number {
  const grid = canvasElement.querySelector('[data-slot="card-grid"]');
  if (!grid) throw new Error('no card grid');
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
}

const meta = {
  title: 'Primitives/CardGrid',
  component: CardGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    columns: 6,
    children: doctors.map(([name, speciality]) => (
      <Card key={name}>
        <CardHeader>
          <CardTitle>{name}</CardTitle>
          <CardDescription>{speciality}</CardDescription>
        </CardHeader>
      </Card>
    )),
  },
  argTypes: { columns: { control: 'inline-radio', options: [2, 3, 6] } },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders the grid in a box of the given width, standing in for a screen of that width. */
function atWidth(width: number): Story['decorators'] {
  return [
    (Story) => (
      <div style={{ width }} className="p-4">
        <Story />
      </div>
    ),
  ];
}

export const SixColumnsWide: Story = {
  decorators: atWidth(1400),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(6);
  },
};

export const SixColumnsOnALaptop: Story = {
  decorators: atWidth(1000),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
  },
};

export const SixColumnsOnATablet: Story = {
  decorators: atWidth(700),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

export const OnAPhone: Story = {
  decorators: atWidth(375),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};

export const ThreeColumns: Story = {
  args: { columns: 3 },
  decorators: atWidth(1400),
  play: async ({ canvasElement }) => {
    // The most it shows, however wide the screen.
    await expect(columnCount(canvasElement)).toBe(3);
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  decorators: atWidth(1400),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    columns: 3,
    children: doctorsAr.map(([name, speciality]) => (
      <Card key={name}>
        <CardHeader>
          <CardTitle>{name}</CardTitle>
          <CardDescription>{speciality}</CardDescription>
        </CardHeader>
      </Card>
    )),
  },
  decorators: atWidth(1000),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(columnCount(canvasElement)).toBe(3);
    // Right to left: the first card sits at the right.
    const first = canvas.getByText('د. سارة أحمد').closest('[data-slot="card"]');
    const second = canvas.getByText('د. عمر خالد').closest('[data-slot="card"]');
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(second?.getBoundingClientRect().left ?? 0);
  },
};
