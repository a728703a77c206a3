import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Avatar } from '../avatar';
import { Badge } from '../badge';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Link } from '../link';
import { StarRating } from '../star-rating';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Blood Test</CardTitle>
        <CardDescription>Complete blood count with a same-day report.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Price: 150 AED</p>
      </CardContent>
      <CardFooter>
        <Button>Book Now</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).toHaveClass('rounded-lg', 'shadow-sm');
    for (const slot of ['card-header', 'card-title', 'card-description', 'card-content', 'card-footer'])
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  },
};

export const ServiceCard: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>PCR Test</CardTitle>
        <CardDescription>Nasal swab, results within 24 hours.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Badge variant="success">Free Service</Badge>
        <Badge variant="primary">Covered by Insurance</Badge>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free Service')).toBeVisible();
    await expect(canvas.getByText('Covered by Insurance')).toBeVisible();
  },
};

const openDoctor = fn();
const deleteDoctor = fn();

export const DoctorCard: Story = {
  render: () => (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <Avatar alt="Dr. Sara Ahmed" size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <CardTitle>
            <Link
              href="#doctor/1"
              variant="muted"
              className="text-foreground no-underline hover:underline"
              onClick={(event) => {
                event.preventDefault();
                openDoctor('1');
              }}
            >
              Dr. Sara Ahmed
            </Link>
          </CardTitle>
          <StarRating rating={4.5} size="sm" />
          <CardDescription>Cardiology</CardDescription>
        </div>
        <IconButton variant="ghost" label="Delete" onClick={deleteDoctor}>
          <Trash2 />
        </IconButton>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvas }) => {
    openDoctor.mockClear();
    deleteDoctor.mockClear();
    // Keyboard: Tab reaches the doctor's name, then the delete button.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dr. Sara Ahmed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openDoctor).toHaveBeenCalledWith('1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(deleteDoctor).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  render: () => (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <Avatar alt="د. سارة أحمد" size="lg" />
        <div className="flex flex-col gap-1">
          <CardTitle>د. سارة أحمد</CardTitle>
          <CardDescription>أمراض القلب</CardDescription>
        </div>
      </CardHeader>
      <CardFooter>
        <Button>احجز موعدًا</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const avatar = canvas.getByRole('img', { name: 'د. سارة أحمد' });
    const title = canvas.getByText('د. سارة أحمد', { selector: '[data-slot="card-title"]' });
    // Right to left: the photo sits at the right of the name.
    await expect(avatar.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().left);
  },
};
