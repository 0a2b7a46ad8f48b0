import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  fileRequiredMessage,
  isImageFile,
  urlRequiredMessage,
  validateFile,
  validateRecordingUrl,
} from './fileValidation';

describe('isImageFile', () => {
  it.each(['photo.jpg', 'photo.jpeg', 'logo.png', 'anim.gif', 'SHOUT.JPG', 'a.b.Png', 'dir/x.gif'])(
    'counts %s as an image',
    (name) => {
      expect(isImageFile(name)).toBe(true);
    },
  );
  it.each(['voice.mp3', 'photo.webp', 'photo.svg', 'jpg', '.png', 'photo.', 'photo.jpg.zip', ''])(
    'does not count %s as an image',
    (name) => {
      expect(isImageFile(name)).toBe(false);
    },
  );
});

describe('fileExtension', () => {
  it('reads the last extension in lower case', () => {
    expect(fileExtension('Take.2.WAV')).toBe('wav');
    expect(fileExtension('README')).toBe('');
  });
});

describe('validateFile', () => {
  it('requires a file', () => {
    expect(validateFile(null)).toBe('A valid file is required.');
    expect(validateFile(undefined)).toBe(fileRequiredMessage);
  });
  it('refuses an empty or nameless file', () => {
    expect(validateFile({ name: 'take.wav', size: 0 })).toBe(fileRequiredMessage);
    expect(validateFile({ name: ' ', size: 10 })).toBe(fileRequiredMessage);
  });
  it('accepts a non-empty file', () => {
    expect(validateFile({ name: 'take.wav', size: 10 })).toBeNull();
  });
  it('checks the extension when extensions are given', () => {
    expect(validateFile({ name: 'avatar.PNG', size: 10 }, { extensions: ['png', 'jpg'] })).toBeNull();
    expect(validateFile({ name: 'avatar.bmp', size: 10 }, { extensions: ['png', 'jpg'] })).toBe(
      fileRequiredMessage,
    );
  });
});

describe('validateRecordingUrl', () => {
  it.each(['https://example.com/take.mp3', 'http://media.example.org', ' https://x.io/a?b=1 '])(
    'accepts %s',
    (text) => {
      expect(validateRecordingUrl(text)).toBeNull();
    },
  );
  it.each([
    '',
    '   ',
    'example.com/take.mp3',
    'ftp://example.com/take.mp3',
    'javascript:alert(1)',
    'mailto:a@x.com',
    'https://',
    'https://exa mple.com',
    'not a url',
  ])('refuses %j with the spec wording', (text) => {
    expect(validateRecordingUrl(text)).toBe('A valid url is required.');
  });
  it('uses the exported message', () => {
    expect(validateRecordingUrl('nope')).toBe(urlRequiredMessage);
  });
});
