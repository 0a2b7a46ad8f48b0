import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { computePosition } from '../../internal/position/position';
import { Tooltip, type TooltipProps } from './Tooltip';

const renderTooltip = async (props: Partial<TooltipProps> = {}) =>
  render(
    <div className={mainTheme}>
      <button type="button">Before</button>
      <Tooltip content="Add to favorites" {...props}>
        <button type="button">Save</button>
      </Tooltip>
    </div>,
  );

const save = () => page.getByRole('button', { name: 'Save' });

describe('Tooltip', () => {
  it('describes its trigger', async () => {
    await renderTooltip();
    await expect.element(save()).toHaveAccessibleDescription('Add to favorites');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover after the delay and hides on leave', async () => {
    const onOpenChange = vi.fn();
    // A delay well above the time the hover itself takes on a loaded machine: the check right after
    // the hover must still fall inside it (with 200 ms it did not, once, under CI load).
    await renderTooltip({ delay: 1000, onOpenChange });
    await userEvent.hover(save());
    expect(page.getByRole('tooltip').elements()).toHaveLength(0);
    await expect
      .element(page.getByRole('tooltip', { name: 'Add to favorites' }), { timeout: 5000 })
      .toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith({ open: true });
    await userEvent.hover(page.getByRole('button', { name: 'Before' }));
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
  });

  it('shows on keyboard focus, hides on Escape and on blur', async () => {
    await renderTooltip();
    page.getByRole('button', { name: 'Before' }).element().focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(save()).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    await expect.element(save()).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect.element(page.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('sits on the preferred side of its trigger, or the other one when there is no room', async () => {
    await renderTooltip({ defaultOpen: true, placement: 'bottom' });
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toBeVisible();
    const trigger = save().element().getBoundingClientRect();
    expect(tooltip.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.bottom);
    await expect.element(tooltip).toHaveAttribute('data-placement', 'bottom');
  });
});

describe('computePosition', () => {
  const viewport = { width: 400, height: 300 };
  const layer = { top: 0, left: 0, width: 100, height: 20 };

  it('centres the layer on the preferred side', () => {
    const anchor = { top: 100, left: 150, width: 100, height: 40 };
    expect(computePosition(anchor, layer, 'top', viewport, 8)).toEqual({
      placement: 'top',
      top: 72,
      left: 150,
    });
    expect(computePosition(anchor, layer, 'bottom', viewport, 8)).toEqual({
      placement: 'bottom',
      top: 148,
      left: 150,
    });
  });

  it('flips when the preferred side has no room, and stays inside the viewport', () => {
    const anchor = { top: 4, left: 0, width: 40, height: 20 };
    expect(computePosition(anchor, layer, 'top', viewport, 8)).toEqual({
      placement: 'bottom',
      top: 32,
      left: 8,
    });
  });
});
