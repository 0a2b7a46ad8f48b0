import { describe, expect, it } from 'vitest';
import { fileProblem } from './fileChecks';

const MB = 1024 * 1024;

describe('fileProblem for a message attachment', () => {
  it('takes the kinds the server takes: images, audio, PDF, zip and office files, up to 50 MB', () => {
    for (const name of ['still.PNG', 'take.mp3', 'take.m4a', 'script.pdf', 'cues.zip', 'script.docx']) {
      expect(fileProblem({ name, size: 50 * MB }, 'attachment')).toBeNull();
    }
  });

  it('refuses another kind and a file over the limit in the server’s words (415 and 413)', () => {
    expect(fileProblem({ name: 'tool.exe', size: 100 }, 'attachment')).toBe(
      'tool.exe: A valid file is required: expected an image (jpg, jpeg, png or gif), an audio file (mp3, ogg, wav, flac or m4a), a PDF or a zip archive (docx, xlsx and other office files are zip archives).',
    );
    expect(fileProblem({ name: 'session.wav', size: 50 * MB + 1 }, 'attachment')).toBe(
      'session.wav: The file is too large: the limit is 50 MB.',
    );
    expect(fileProblem({ name: 'empty.pdf', size: 0 }, 'attachment')).toBe('A valid file is required.');
  });
});
