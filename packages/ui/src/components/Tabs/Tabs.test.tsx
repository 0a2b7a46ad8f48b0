import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'about', label: 'About', content: 'About panel' },
  { value: 'demos', label: 'Demos', content: 'Demos panel' },
  { value: 'reviews', label: 'Reviews', content: 'Reviews panel', disabled: true },
  { value: 'rates', label: 'Rates', content: 'Rates panel' },
];

describe('Tabs', () => {
  it('shows the first tab and its panel, labelled by the tab', async () => {
    await render(
      <div className={mainTheme}>
        <Tabs items={items} label="Profile sections" />
      </div>,
    );
    await expect.element(page.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('About panel');
  });

  it('selects on click and reports the value', async () => {
    const onValueChange = vi.fn();
    await render(<Tabs items={items} label="Sections" onValueChange={onValueChange} />);
    await userEvent.click(page.getByRole('tab', { name: 'Demos' }));
    expect(onValueChange).toHaveBeenCalledWith({ value: 'demos' });
    await expect.element(page.getByRole('tabpanel', { name: 'Demos' })).toHaveTextContent('Demos panel');
  });

  it('moves and selects with arrow keys (automatic), skipping disabled tabs and wrapping', async () => {
    await render(<Tabs items={items} label="Sections" />);
    await userEvent.click(page.getByRole('tab', { name: 'Demos' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Rates' })).toHaveFocus();
    await expect.element(page.getByRole('tab', { name: 'Rates' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('tab', { name: 'Rates' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'Rates' })).toHaveFocus();
  });

  it('in manual activation, arrows only move focus; Enter selects', async () => {
    await render(<Tabs items={items} label="Sections" activation="manual" />);
    await userEvent.click(page.getByRole('tab', { name: 'About' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Demos' })).toHaveFocus();
    await expect.element(page.getByRole('tab', { name: 'Demos' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('tab', { name: 'Demos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('is controlled by value', async () => {
    const onValueChange = vi.fn();
    await render(<Tabs items={items} label="Sections" value="rates" onValueChange={onValueChange} />);
    await expect.element(page.getByRole('tab', { name: 'Rates' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(page.getByRole('tab', { name: 'About' }));
    expect(onValueChange).toHaveBeenCalledWith({ value: 'about' });
    await expect.element(page.getByRole('tab', { name: 'Rates' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts on defaultValue', async () => {
    await render(<Tabs items={items} label="Sections" defaultValue="demos" />);
    await expect.element(page.getByRole('tab', { name: 'Demos' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tab', { name: 'Reviews' })).toBeDisabled();
  });
});
