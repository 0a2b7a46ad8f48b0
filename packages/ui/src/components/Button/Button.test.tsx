import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Button, type ButtonProps } from './Button';
import { buttonSizes, buttonVariants } from './variants';

const renderButton = (props: ButtonProps = {}) =>
  render(
    <div className={mainTheme}>
      <Button {...props}>{props.children ?? 'Save'}</Button>
    </div>,
  );

describe('Button', () => {
  it('is a real button that calls onClick on click, Enter and Space', async () => {
    const onClick = vi.fn();
    await renderButton({ onClick });
    const button = page.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    (button.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not submit a form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
    });
    await render(
      <form
        onSubmit={(event) => {
          onSubmit(event.nativeEvent as SubmitEvent);
        }}
      >
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each(buttonVariants.flatMap((variant) => buttonSizes.map((size) => [variant, size] as const)))(
    'renders variant %s at size %s',
    async (variant, size) => {
      await renderButton({ variant, size, children: `${variant} ${size}` });
      await expect.element(page.getByRole('button', { name: `${variant} ${size}` })).toBeVisible();
    },
  );

  it('while loading is busy, ignores presses, stays focusable and keeps its name and width', async () => {
    const onClick = vi.fn();
    const screen = await renderButton({ onClick, children: 'Save changes' });
    const button = page.getByRole('button', { name: 'Save changes' });
    const width = button.element().getBoundingClientRect().width;

    await screen.rerender(
      <div className={mainTheme}>
        <Button onClick={onClick} loading>
          Save changes
        </Button>
      </div>,
    );
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.element().querySelector('[data-part="spinner"]')).not.toBeNull();
    expect(button.element().getBoundingClientRect().width).toBe(width);

    // Playwright refuses to click aria-disabled elements; a user still can.
    await userEvent.click(button, { force: true });
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
    });
    await render(
      <form
        onSubmit={(event) => {
          onSubmit(event.nativeEvent as SubmitEvent);
        }}
      >
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Send' }), { force: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    await renderButton({ onClick, disabled: true });
    const button = page.getByRole('button', { name: 'Save' });
    await expect.element(button).toBeDisabled();
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows decorative icons that do not change its name', async () => {
    await renderButton({ leadingIcon: 'upload', trailingIcon: 'chevronRight', children: 'Upload' });
    const button = page.getByRole('button', { name: 'Upload' });
    await expect.element(button).toBeVisible();
    const icons = button.element().querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });

  it('forwards rest props and its ref', async () => {
    let element: HTMLButtonElement | null = null;
    await render(
      <Button
        aria-describedby="hint"
        ref={(node) => {
          element = node;
        }}
      >
        Ref
      </Button>,
    );
    await expect
      .element(page.getByRole('button', { name: 'Ref' }))
      .toHaveAttribute('aria-describedby', 'hint');
    expect(element).toBeInstanceOf(HTMLButtonElement);
  });
});
