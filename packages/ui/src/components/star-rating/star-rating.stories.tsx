import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { StarRating } from './star-rating';

const meta = {
  title: 'Primitives/StarRating',
  component: StarRating,
  args: { rating: 3.5 },
  argTypes: {
    rating: { control: { type: 'number', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

function countStars(root: HTMLElement) {
  const kinds = [...root.querySelectorAll('[data-star]')].map((star) => star.getAttribute('data-star'));
  return {
    full: kinds.filter((kind) => kind === 'full').length,
    half: kinds.filter((kind) => kind === 'half').length,
    empty: kinds.filter((kind) => kind === 'empty').length,
  };
}

export const HalfStar: Story = {
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: 'Rated 3.5 out of 5' });
    await expect(countStars(rating)).toEqual({ full: 3, half: 1, empty: 1 });
  },
};

export const FractionBelowHalf: Story = {
  args: { rating: 3.4 },
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: 'Rated 3.4 out of 5' });
    await expect(countStars(rating)).toEqual({ full: 3, half: 0, empty: 2 });
  },
};

export const FiveStars: Story = {
  args: { rating: 5 },
  play: async ({ canvas }) => {
    await expect(countStars(canvas.getByRole('img', { name: 'Rated 5 out of 5' }))).toEqual({
      full: 5,
      half: 0,
      empty: 0,
    });
  },
};

export const NoRating: Story = {
  args: { rating: undefined },
  play: async ({ canvas }) => {
    await expect(countStars(canvas.getByRole('img', { name: 'Rated 0 out of 5' }))).toEqual({
      full: 0,
      half: 0,
      empty: 5,
    });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-2">
      <StarRating {...args} size="sm" label="Small" />
      <StarRating {...args} size="md" label="Medium" />
      <StarRating {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('img', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([14, 20, 24]);
  },
};

export const InDoctorCard: Story = {
  args: { rating: 4.5, size: 'sm' },
  render: (args) => (
    <div className="flex flex-col gap-1 rounded-lg border border-border p-4 shadow-sm">
      <p className="font-semibold text-foreground">Dr. Sara Ahmed</p>
      <StarRating {...args} />
      <p className="text-sm text-foreground-muted">Al Zahra Hospital</p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(countStars(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' }))).toEqual({
      full: 4,
      half: 1,
      empty: 0,
    });
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const rating = canvas.getByRole('img', { name: 'التقييم 3.5 من 5' });
    await expect(countStars(rating)).toEqual({ full: 3, half: 1, empty: 1 });
    // Right to left: the first full star sits at the right and the half star fills its right half.
    const stars = [...rating.querySelectorAll<HTMLElement>('[data-star]')];
    const [first, , , half] = stars;
    if (!first || !half) throw new Error('expected five stars');
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(half.getBoundingClientRect().left);
    const fill = half.querySelector('span');
    await expect(fill?.getBoundingClientRect().right).toBeCloseTo(half.getBoundingClientRect().right, 0);
  },
};
