import { describe, expect, it } from 'vitest';
import { parsePage } from './paging';

describe('parsePage', () => {
  it('reads the four paging headers as numbers', () => {
    const headers = new Headers({
      'current-page': '1',
      'total-pages': '3',
      'total-rows': '25',
      'page-size': '10',
    });
    expect(parsePage(headers)).toEqual({ currentPage: 1, totalPages: 3, totalRows: 25, pageSize: 10 });
  });

  it('returns undefined when a header is missing', () => {
    const headers = new Headers({ 'current-page': '1', 'total-pages': '3', 'total-rows': '25' });
    expect(parsePage(headers)).toBeUndefined();
  });

  it.each(['-1', '1.5', 'ten', '', '99999999999'])('returns undefined for a malformed value %j', (value) => {
    const headers = new Headers({
      'current-page': value,
      'total-pages': '3',
      'total-rows': '25',
      'page-size': '10',
    });
    expect(parsePage(headers)).toBeUndefined();
  });
});
