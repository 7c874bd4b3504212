import { describe, expect, it } from 'vitest';
import { blogPageHref, blogTagHref, pageWindow, parseBlogPage } from './blog-links';

describe('blog links', () => {
  it('page 1 is /blog, other pages ?page=n, tags ?tag=', () => {
    expect(blogPageHref(1)).toBe('/blog');
    expect(blogPageHref(3)).toBe('/blog?page=3');
    expect(blogPageHref(2, 'noticias')).toBe('/blog?tag=noticias&page=2');
    expect(blogTagHref('a b')).toBe('/blog?tag=a+b');
  });

  it('the page segment is an integer from 2 up', () => {
    expect(parseBlogPage('2')).toBe(2);
    expect(parseBlogPage('1')).toBeNull();
    expect(parseBlogPage('02')).toBeNull();
    expect(parseBlogPage('x')).toBeNull();
    expect(parseBlogPage('123456')).toBeNull();
  });

  it('page window: first, last and neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});
