import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slash } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './breadcrumb';

const meta = {
  title: 'Primitives/Breadcrumb',
  component: Breadcrumb,
  subcomponents: { BreadcrumbList, BreadcrumbItem, BreadcrumbLink, BreadcrumbPage, BreadcrumbSeparator },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Legal pages (spec 002): Home > Terms Of Use. */
export const TwoLevels: Story = {
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#home">Home</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>Terms Of Use</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    // Separators are decoration: the list holds the two pages only.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home');
    await expect(canvas.getByText('Terms Of Use')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Terms Of Use' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

/** Hospital detail (spec 002): home, hospital, name. */
export const ThreeLevels: Story = {
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#home">Home</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="#hospitals">Hospital</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>Al Noor Hospital</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Hospital']);
    await expect(canvas.getByText('Al Noor Hospital')).toHaveAttribute('aria-current', 'page');
  },
};

export const CustomSeparator: Story = {
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#home">Home</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator>
          <Slash />
        </BreadcrumbSeparator>
        <BreadcrumbItem>
          <BreadcrumbPage>Privacy Policy</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
  play: async ({ canvasElement }) => {
    const separator = canvasElement.querySelector('[data-slot="breadcrumb-separator"]');
    await expect(separator).toHaveAttribute('aria-hidden', 'true');
    await expect(separator?.querySelector('svg')).toHaveClass('lucide-slash');
  },
};

export const Arabic: Story = {
  globals: arabic,
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#home">الرئيسية</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="#hospitals">المستشفى</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>مستشفى النور</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('navigation', { name: 'مسار التنقل' })).toBeVisible();
    const home = canvas.getByRole('link', { name: 'الرئيسية' });
    const current = canvas.getByText('مستشفى النور');
    // Right to left: Home on the right, the current page on the left, the chevrons mirrored.
    await expect(home.getBoundingClientRect().left).toBeGreaterThan(current.getBoundingClientRect().left);
    await expect(current).toHaveAttribute('aria-current', 'page');
    const chevron = canvasElement.querySelector('[data-slot="breadcrumb-separator"] svg');
    await expect(chevron).not.toBeNull();
    if (chevron) await expect(getComputedStyle(chevron).scale).toBe('-1 1');
  },
};
