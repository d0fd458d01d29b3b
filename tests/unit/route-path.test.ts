import { describe, expect, it } from 'vitest';
import { routePath } from '../../src/lib/route-path';

describe('routePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/services/apps.html', '/services/apps'],
    ['/services/apps', '/services/apps'],
  ])('%s reads as %s', (pathname, expected) => {
    expect(routePath(pathname)).toBe(expected);
  });
});
