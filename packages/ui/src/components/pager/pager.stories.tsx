import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Pager, type PagerProps } from './pager';

const meta = {
  title: 'Primitives/Pager',
  component: Pager,
  args: { page: 0, pageCount: 5, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 0 } },
    pageCount: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // The user sees page 3; the callback gets the zero-based page 2.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    // Choosing the current page again changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prev' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { page: 4 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Prev' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const ManyPages: Story = {
  args: { page: 4, pageCount: 20 },
  play: async ({ args, canvas }) => {
    const pages = canvas.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    await expect(pages).toEqual(['1', '4', '5', '6', '20']);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(19);
  },
};

export const SinglePage: Story = {
  args: { page: 0, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const NoPages: Story = {
  args: { page: 0, pageCount: 0 },
  render: (args) => (
    <div data-testid="frame">
      <Pager {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('frame')).toBeEmptyDOMElement();
  },
};

function ControlledPager(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pager
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

export const Keyboard: Story = {
  args: { pageCount: 12 },
  render: (args) => <ControlledPager {...args} />,
  play: async ({ args, canvas }) => {
    // Prev is disabled, so the first Tab lands on page 1.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '1',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { page: 4, pageCount: 20 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('navigation', { name: 'ترقيم الصفحات' })).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'السابق' });
    const next = canvas.getByRole('button', { name: 'التالي' });
    // Right to left: "Prev" sits on the right, "Next" on the left.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await expect(canvas.getByRole('button', { name: 'الصفحة 5' })).toHaveAttribute('aria-current', 'page');
    // The arrows point the way they move: mirrored, as in the calendar.
    for (const button of [previous, next]) {
      const icon = button.querySelector('svg');
      await expect(icon && getComputedStyle(icon).scale).toBe('-1 1');
    }
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};
