import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Avatar, type AvatarProps } from './Avatar';
import { brokenPicture, examplePictures } from '../../internal/fixtures/pictures';
import { avatarSizes, initialsOf } from './variants';

const renderAvatar = (props: AvatarProps) =>
  render(
    <div className={mainTheme}>
      <Avatar {...props} />
    </div>,
  );

const imageOf = (name: string) => page.getByRole('img', { name }).element().querySelector('img');

describe('Avatar', () => {
  it.each(avatarSizes)('at size %s shows the picture made for that size', async (size) => {
    await renderAvatar({ name: 'Ada Lovelace', pictures: examplePictures, size });
    await expect.element(page.getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
    expect(imageOf('Ada Lovelace')?.getAttribute('src')).toBe(examplePictures[`picture_${size}`]);
  });

  it('uses another picture when the one for its size is missing', async () => {
    await renderAvatar({
      name: 'Ada Lovelace',
      size: 'small',
      pictures: { picture_small: null, picture_medium: examplePictures.picture_medium },
    });
    expect(imageOf('Ada Lovelace')?.getAttribute('src')).toBe(examplePictures.picture_medium);
  });

  it('shows initials from the name when there is no picture', async () => {
    await renderAvatar({ name: 'Grace Brewster Hopper' });
    const avatar = page.getByRole('img', { name: 'Grace Brewster Hopper' });
    await expect.element(avatar).toBeVisible();
    await expect.element(avatar).toHaveTextContent('GH');
    expect(imageOf('Grace Brewster Hopper')).toBeNull();
  });

  it('falls back to initials when the picture fails to load', async () => {
    await renderAvatar({ name: 'alan turing', pictures: { picture_medium: brokenPicture } });
    await expect.element(page.getByRole('img', { name: 'alan turing' })).toHaveTextContent('AT');
    expect(imageOf('alan turing')).toBeNull();
  });

  it('computes initials', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  cher ')).toBe('C');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('');
  });
});
